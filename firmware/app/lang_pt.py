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
