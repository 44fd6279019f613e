# Portuguese UI text (see app/text.py for the string numbers); ASCII only, the font has no accents.
S = ("Continuar", "Novo jogo", "Regras", "Ajustes", "Jogo", "Jogadores", "Humano", "Meta",
     "Jogar", "Idioma", "Contraste", "LEDs", "Passe para", "Dupla", "A: ver mao", "passa",
     "Nada encaixa", "A: passar", "Fim da mao %d", "trancada", "%s bateu", "vence!",
     "Jogo salvo ruim", "posto de lado.", "A: OK", "Pausa", "Voltar ao jogo", "Salvar e sair",
     "sim", "nao", "Lugar", "Fim de jogo", "Voltar", "A: proxima mao", "Nao encaixa",
     "Comece com uma", "pontos", "Nenhum jogo",
     "comprou", "Sem vencedor", "Todos a zero",
     "Carte!", "Nada: A passa", "Falha ao salvar",
     "Dica", "Dica forte", "Esconder mao",
     "Erro interno", "Comece com %s",
     "Sua vez de falar", "Mao trancada", "menos", "-- A tela --",
     "Pensando...")
SEATS = ("Norte", "Leste", "Sul", "Oeste")
TEAMS = ("Norte-Sul", "Leste-Oeste")
SHORT_TEAMS = ("NS", "LO")
LEVELS = {"easy": "facil", "normal": "normal", "hard": "dificil"}
OPTIONS = {"boneyard": "Monte", "key_bonus": "Bonus chave", "carte_penalty": "Multa carta",
           "seven_bonus": "Ultimo 7"}
CALLS = ("nada", "redar", "dobra", "triplica", "aceito", "recuso")
RULES = {
    "seven-rocks":
        "4 jogadores, parceiros frente a frente: Norte-Sul contra Leste-Oeste. 7 pedras cada, "
        "joga-se no sentido horario. Quem pode jogar deve jogar, senao passa. A primeira "
        "carroca e o spinner: com os dois lados cobertos abre dois bracos. Depois de cada pedra "
        "soma-se as pontas (carroca na ponta conta dobrado): multiplo de 5 vale esses pontos "
        "para a dupla. A mao acaba quando alguem bate ou os quatro passam. Os pontos de cada "
        "um, arredondados a 5, saem da sua dupla. Ganha a primeira dupla a 250.",
    "cutthroat":
        "2 a 4 jogadores, cada um por si, joga-se no sentido anti-horario. Uma linha com duas "
        "pontas. A [6|6] abre a primeira mao, depois quem ganhou a ultima. Quem pode jogar deve "
        "jogar; com monte compra-se ate encaixar, senao passa. Bater ganha a mao; trancada, "
        "ganha o menor total sozinho. Cada mao vale 1. Quando todos ja ganharam, tudo volta a "
        "0. Ganha quem chega a 6 com alguem ainda a 0.",
    "seven-diamonds":
        "4 jogadores, parceiros frente a frente, 8 cartas cada, sentido anti-horario. Antes, "
        "cada um anuncia: nada, redar (3 ases ou 3 reis, se o parceiro aceitar), dobra, ou "
        "triplica contra uma dobra. O 7 de ouros abre; depois um 7 ou a carta seguinte de um "
        "naipe aberto, senao passa. Diga carte (Cima) com a penultima carta ou a outra dupla "
        "marca 100. Quem acaba ganha as cartas dos adversarios: as 20, R D V 10 (ultimo 7: "
        "200). Ganha a primeira dupla a 500.",
}
# Regras, segunda pagina: como ler as telas de cada jogo.
SCREEN = {
    "seven-rocks":
        "Em cima: os pontos das duplas, NS e LO. A mesa mostra o spinner no meio e a pedra "
        "aberta de cada braco, com o que ela soma a contagem ao lado (- nao soma); =11 a "
        "direita e a contagem das pontas abertas. Na sua vez, a linha acima da mao diz onde "
        "vai a pedra escolhida: low ou high (uma metade de pedra simples), line-a ou line-b "
        "(um lado de uma dobrada), branch-a ou branch-b (os ramos do spinner); depois =15: a "
        "contagem depois dela, e +15: os pontos que ela marca. Cima/Baixo mudam o lugar. As "
        "pedras levantadas podem ser jogadas; a escolhida fica branca. Fim da mao: os pontos "
        "que sobram a cada jogador e o que sai da dupla (Norte 2 -0: 2 pontos, 0 a menos), "
        "depois os placares.",
    "cutthroat":
        "Em cima: as maos ganhas de cada um: N1 L0 S2 O0 com quatro (Norte tem 1), L1:1 L2:0 "
        "L3:2 com dois ou tres (Lugar 1 tem 1). A mesa mostra as duas pontas da linha, cada "
        "uma com o numero a seguir ao lado. Na sua vez, a linha acima da mao diz onde vai a "
        "pedra escolhida (low, high, line-a, line-b, como no Seven Rocks) ou que pedra abrir "
        "(Comece com 6|6). As pedras levantadas podem ser jogadas; a escolhida fica branca. "
        "Depois de uma jogada: quem jogou o que, e quantas pedras o seguinte comprou. Fim da "
        "mao: o vencedor (+1, ou +2 com o bonus chave), os pontos de cada um, depois as maos "
        "ganhas.",
    "seven-diamonds":
        "Em cima: os pontos das duplas, NS e LO, e x2 ou x3 quando a mao foi dobrada ou "
        "triplicada. Sua vez de falar: antes do jogo cada um fala uma vez; Esquerda/Direita "
        "mostram o que pode dizer (nada, redar, dobra, triplica; aceito ou recuso quando o "
        "parceiro pede para redar) e A diz o que esta entre < >. Os quatro montes, C D H S, "
        "mostram a carta de cima de cada naipe (T e o dez). As cartas levantadas podem ser "
        "jogadas; a escolhida fica branca. Carte! em branco: voce diz carte com esta carta "
        "(Cima/Baixo). Fim da mao: a dupla vencedora, seus pontos e o multiplicador, depois "
        "os placares.",
}
