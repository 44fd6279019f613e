# Portuguese (Brazilian) UI text (see app/lang/text.py for the string numbers), in the seed's words.
# One entry a line, in the order of text.py: a translation changes the words, never the order
# or a dict key.
S = (
    "Continuar",
    "Novo jogo",
    "Regras",
    "Ajustes",
    "Jogo",
    "Jogadores",
    "Humano",
    "Alvo",
    "Jogar",
    "Idioma",
    "Contraste",
    "LEDs",
    "Passe para",
    "Dupla",
    "A: ver a mão",
    "passa",
    "Nada encaixa",
    "A: passar",
    "Rodada %d: fim",
    "trancada",
    "%s bateu",
    "vence!",
    "Jogo corrompido",
    "posto de lado.",
    "A: OK",
    "Pausa",
    "Voltar ao jogo",
    "Salvar e sair",
    "sim",
    "não",
    "Lugar",
    "Fim de jogo",
    "Voltar",
    "A: próx. rodada",
    "Não serve",
    "Saída livre",
    "pts",
    "Nenhum jogo",
    "pegou",
    "Sem vencedor",
    "Placar volta a 0",
    "Carte!",
    "Nada: A = passar",
    "Falha ao salvar",
    "Dica",
    "Dica de expert",
    "Esconder a mão",
    "Erro interno",
    "Saia com %s",
    "Seu anúncio:",
    "Rodada trancada",
    "menos",
    "-- A tela --",
    "Pensando...",
    "Recordes",
    "Nenhuma partida",
    "Apagar tudo",
    "Certeza? A",
    "Partidas",
    "Últimas jogadas",
    "-- Rodada %d --",
    "(%d anteriores)",
    "Substituir o",
    "jogo salvo?",
    "A: sim   B: não",
    "Cima/Baixo:Carte",
    "Checagem falhou",
    "Outro firmware",
    "Jogadas diferem",
    "Jogo já acabou",
    "Ilegível",
    "Repouso",
    "%d min",
    "nunca",
    "Bateria fraca",
    "Partidas jogadas",
    "%d rodadas",
    "Rodada %d",
    "linha %d",
    "1 rodada",
    "Autoteste",
    "Cima",
    "Baixo",
    "Esq.",
    "Dir.",
    "vermelho",
    "verde",
    "azul",
    "LEDs no nível 0",
    "Manter A: padrão",
    "Manter B: sair",
)
SEATS = (
    "Norte",
    "Leste",
    "Sul",
    "Oeste",
)
TEAMS = (
    "Norte-Sul",
    "Leste-Oeste",
)
SHORT_TEAMS = (
    "NS",
    "LO",
)
LEVELS = {
    "easy": "Fácil",
    "normal": "Normal",
    "hard": "Difícil",
}
OPTIONS = {
    "boneyard": "Monte",
    "key_bonus": "Bônus chave",
    "carte_penalty": "Regra carte",
    "seven_bonus": "Último 7",
}
GAME_TITLES = {
    "seven-rocks": "Seven Rocks",
    "cutthroat": "Cutthroat",
    "seven-diamonds": "7 Diamonds",
}
OPTION_VALUES = {
    "flat": "só 200",
    "add": "pts+200",
}
CALLS = (
    "nada",
    "nova mão",
    "dobro",
    "triplo",
    "aceito",
    "recuso",
)
SIDES = (
    "menor",
    "maior",
    "linha A",
    "linha B",
    "ramo A",
    "ramo B",
)
TITLE = "Jogos de mesa"
RULES = {
    "seven-rocks":
        "4 jogadores em duas duplas, parceiros em lugares opostos: Norte-Sul contra "
        "Leste-Oeste. Um conjunto duplo-seis, 7 peças para cada um, sem monte: ninguém compra. "
        "As vezes seguem em sentido horário. Um sorteio neutro escolhe quem abre a primeira "
        "rodada; depois quem bateu abre a próxima, e após um bloqueio faz-se novo sorteio. Quem "
        "abre pode colocar qualquer peça. Se tiver uma colocação legal, jogue; senão, passe a "
        "vez. As duplas são colocadas transversalmente na mesa. A primeira peça dupla jogada na "
        "rodada, inclusive a de abertura, é a única dupla de ramificação: com os seus dois "
        "lados em linha ocupados, abrem-se os dois ramos. Após cada colocação, inclusive a "
        "abertura e a última peça da mão, some as extremidades que pontuam: uma peça simples "
        "conta o valor da sua ponta livre, uma dupla na extremidade conta as duas metades, e a "
        "dupla de ramificação conta as duas metades até os dois lados em linha estarem "
        "ocupados, e depois nada. Se a soma for múltiplo de 5, a dupla do jogador marca "
        "exatamente esse valor (35 no máximo). A rodada termina quando um jogador bate, "
        "colocando sua última peça, ou trancada quando os quatro passam em sequência. Então os "
        "pontos na mão de cada jogador, arredondados separadamente ao múltiplo de 5 mais "
        "próximo (1-2 para baixo, 3-4 para cima), saem da sua dupla: nunca se juntam as mãos "
        "dos parceiros antes de arredondar. O placar pode ficar negativo. A primeira dupla a "
        "atingir o alvo (250) vence na hora, sem acerto da rodada.",
    "cutthroat":
        "2 a 4 jogadores, cada um por si, com um conjunto duplo-seis; as vezes seguem em "
        "sentido anti-horário. Distribuição: com 4, 7 peças cada; com 3, tira-se a [0|0] e cada "
        "um recebe 9; com 2, 14 cada, ou com o ajuste Monte 7 cada e as outras 14 no monte. Uma "
        "só linha com duas extremidades, sem ramos. Quem tem a [6|6] deve abrir com ela na "
        "primeira rodada, depois que o placar volta a 0 e depois de um bloqueio empatado. Se a "
        "[6|6] estiver no monte, abre a maior peça dupla de uma mão, ou sem peças duplas a mais "
        "pesada. Nos outros casos quem venceu a rodada anterior abre com qualquer peça. Se uma "
        "peça encaixar, jogue. No jogo com monte, compre uma peça de cada vez até uma encaixar, "
        "e passe quando o monte acabar. Quem bate, colocando a última peça, vence a rodada. "
        "Rodada trancada, quando todos passam em sequência: vence a menor soma de pontos na "
        "mão, se for só uma; com empate ninguém marca. Cada rodada vencida vale 1. Bônus chave "
        "(um ajuste): vale 2 quando a sua última peça, que não é dupla, fecha as duas "
        "extremidades sem que ninguém possa continuar: nenhuma outra peça que resta, nas mãos "
        "ou no monte, tem um desses números. Quando todos já venceram uma rodada, o placar "
        "volta a 0. Vence a partida quem chega a 6 (o alvo) enquanto um adversário ainda tem 0.",
    "seven-diamonds":
        "4 jogadores em duas duplas, parceiros em lugares opostos. 32 cartas: ás, rei, dama, "
        "valete, 10, 9, 8 e 7 de cada naipe, 8 para cada um. Joga-se em sentido anti-horário; "
        "quem dá as cartas muda um lugar a cada rodada. Antes da primeira carta cada um fala "
        "uma vez, começando depois de quem deu: nada; nova mão, com 3 ou mais ases ou 3 ou mais "
        "reis, se o parceiro aceitar (as cartas são dadas de novo); dobro, se ninguém dobrou; "
        "ou triplo, por um adversário de quem dobrou, depois do dobro. Se o dobro ficar sem "
        "triplo quando todos falaram, cada adversário de quem dobrou que falou antes dele fala "
        "mais uma vez. Quem tem o 7 de ouros abre com ele. Depois joga-se um 7 de um naipe "
        "ainda não aberto, ou a carta logo acima num naipe aberto (7, 8, 9, 10, valete, dama, "
        "rei, ás). Quem tem carta que serve deve jogar; senão passa. Ao jogar a penúltima "
        "carta, diga carte: com a Regra carte ligada, quem esquece dá 100 na hora à outra "
        "dupla. O primeiro a jogar a última carta vence a rodada para a sua dupla, que marca as "
        "cartas que restam na mão dos dois adversários: ás 20; rei, dama e valete 10 cada; 10, "
        "9, 8 e 7 nada. Se essa última carta for um 7, a rodada vale 200 no lugar da contagem "
        "(Último 7: só 200), ou 200 mais a contagem (pts+200). O dobro e o triplo multiplicam os "
        "pontos da rodada por 2 ou 3; os 100 por não dizer carte nunca são multiplicados. A "
        "primeira dupla a chegar a 500 (o alvo) vence na hora.",
}
# Regras, segunda página: como ler as telas de cada jogo.
SCREEN = {
    "seven-rocks":
        "Em cima: os placares das duplas, NS e LO. A mesa mostra a dupla de ramificação no meio "
        "e a peça aberta de cada lado, com o que ela soma à contagem ao lado (- não soma); =11 "
        "à direita é a soma das extremidades. Na sua vez, a linha acima da mão diz onde vai a "
        "peça escolhida: menor ou maior (a ponta livre de uma peça simples, a de menor ou de "
        "maior valor), linha A ou linha B (um lado em linha de uma dupla), ramo A ou ramo B (os "
        "ramos da dupla de ramificação); depois =15: a soma após a colocação, e +15: os pontos "
        "que ela marca. Esquerda/Direita escolhem a peça, Cima/Baixo o lugar. As peças "
        "levantadas podem ser jogadas; a escolhida fica branca. Fim da rodada: os pontos que "
        "sobram na mão de cada jogador e o que sai da dupla (Norte 2 -0: 2 pontos, 0 a menos), "
        "depois os placares. Na última jogada de uma rodada, os placares em cima ainda são os de "
        "antes do fim da rodada, com os pontos dessa jogada."
        " Passe para: as jogadas desde a última desse jogador, a mais recente embaixo; N "
        "3|4>4|6 +10: Norte pôs 3|4 junto de 4|6 e marcou 10. Sozinho: Últimas jogadas (menu "
        "Pausa). Cada rodada acaba com suas jogadas.",
    "cutthroat":
        "Em cima: as rodadas vencidas por cada um: N1 L0 S2 O0 com quatro (Norte tem 1), L1:1 "
        "L2:0 L3:2 com dois ou três (Lugar 1 tem 1). A mesa mostra as duas extremidades da "
        "linha, cada uma com o número a seguir ao lado. Na sua vez, a linha acima da mão diz "
        "onde vai a peça escolhida (menor ou maior: a ponta livre de uma peça simples; linha A "
        "ou linha B: um lado de uma dupla) ou com que peça abrir (Saia com 6|6). Com dois ou "
        "três, a sua mão ocupa duas fileiras, três depois de muitas compras: ela fica sempre "
        "toda à vista. As peças levantadas podem ser jogadas; a escolhida fica branca. Depois "
        "de uma jogada: quem jogou que peça, e quantas peças o seguinte comprou no monte (Lugar "
        "2 pegou 3), ou, quando quem passa tranca a linha, Rodada trancada (todos passaram em "
        "sequência: vence a menor soma de pontos). Fim da rodada: Rodada 1: fim ou Rodada "
        "trancada, o vencedor (+1, ou +2 com o bônus chave) ou Sem vencedor, os pontos de cada "
        "um (pts), depois as rodadas vencidas, ou Placar volta a 0. Na última jogada de uma "
        "rodada, em cima ainda ficam as rodadas vencidas de antes."
        " Passe para: as jogadas desde a última desse jogador, a mais recente embaixo; L2 "
        "3|4>4|6: Lugar 2 pôs 3|4 junto de 4|6; L1 pegou 3. Sozinho: Últimas jogadas (menu "
        "Pausa). Cada rodada acaba com suas jogadas.",
    "seven-diamonds":
        "Em cima: os placares das duplas, NS e LO, e x2 ou x3 quando a rodada tem dobro ou "
        "triplo. Seu anúncio: antes do jogo cada um fala uma vez; Esquerda/Direita mostram o "
        "que pode dizer (nada, nova mão, dobro, triplo; aceito ou recuso quando o parceiro pede "
        "nova mão) e A diz o que está entre < >. Uma carta mostra o valor sobre o naipe, com as "
        "letras inglesas: 7 8 9 T J Q K A, onde T = 10, J = valete, Q = dama, K = rei e A = ás; "
        "os naipes são ♣ paus, ♦ ouros, ♥ copas e ♠ espadas. Os quatro montes mostram a carta "
        "de cima de cada naipe. As cartas levantadas podem ser jogadas; a escolhida fica "
        "branca. Cima/Baixo:Carte acima da mão: a sua penúltima carta, com a Regra carte "
        "ligada; Cima/Baixo diz carte, A sozinho dá 100 à outra dupla. Carte! em branco: você "
        "diz carte com esta carta (Cima/Baixo). Depois de uma jogada: quem jogou que carta "
        "(Oeste 9♦); na última carta de uma rodada, em cima ainda ficam os placares de antes. "
        "Fim da rodada: a dupla vencedora, seus pontos e o multiplicador, depois os placares."
        " Passe para: as jogadas desde a última desse jogador, a mais recente embaixo: O 9♦, N:"
        " dobro, Carte!: NS +100 (carte esquecido). Sozinho: Últimas jogadas (menu Pausa). Cada"
        " rodada acaba com suas jogadas.",
}
