# French UI text (see app/lang/text.py for the string numbers), in the words of the French seeds.
# One entry a line, in the order of text.py: a translation changes the words, never the order
# or a dict key.
S = (
    "Continuer",
    "Nouvelle partie",
    "Règles",
    "Réglages",
    "Jeu",
    "Joueurs",
    "Humain",
    "Objectif",
    "Jouer",
    "Langue",
    "Contraste",
    "LED",
    "Au tour de",
    "Équipe",
    "A: voir la main",
    "passe",
    "Rien à poser",
    "A: passer",
    "Fin manche %d",
    "bloquée",
    "%s a fini",
    "gagne !",
    "Partie abîmée",
    "mise de côté.",
    "A: OK",
    "Pause",
    "Reprendre",
    "Sauver, quitter",
    "oui",
    "non",
    "Place",
    "Fin de partie",
    "Retour",
    "A: manche suiv.",
    "Injouable",
    "Ouverture libre",
    "pts",
    "Aucun jeu",
    "prend",
    "Pas de gagnant",
    "Scores remis à 0",
    "Carte!",
    "Rien: A = passer",
    "Échec sauvegarde",
    "Conseil",
    "Conseil expert",
    "Cacher la main",
    "Erreur interne",
    "Ouvrez avec %s",
    "Votre annonce :",
    "Manche bloquée",
    "débit",
    "-- L'écran --",
    "Réflexion...",
    "Palmarès",
    "Aucune partie",
    "Tout effacer",
    "Sûr ? A: effacer",
    "Parties",
    "Derniers coups",
    "-- Manche %d --",
    "(%d antérieurs)",
    "Remplacer la",
    "partie sauvée ?",
    "A: oui   B: non",
    "Haut/Bas: Carte!",
    "Contrôle raté",
    "Autre firmware",
    "Coups différents",
    "Partie finie",
    "Illisible",
    "Veille",
    "%d min",
    "jamais",
    "Batterie faible",
    "Parties jouées",
    "%d manches",
    "Manche %d",
    "ligne %d",
    "1 manche",
    "Autotest",
    "Haut",
    "Bas",
    "Gauche",
    "Droite",
    "rouge",
    "vert",
    "bleu",
    "LEDs réglées à 0",
    "Tenir A: mire",
    "Tenir B: sortir",
)
SEATS = (
    "Nord",
    "Est",
    "Sud",
    "Ouest",
)
TEAMS = (
    "Nord-Sud",
    "Est-Ouest",
)
SHORT_TEAMS = (
    "NS",
    "EO",
)
LEVELS = {
    "easy": "Facile",
    "normal": "Normal",
    "hard": "Fort",
}
OPTIONS = {
    "boneyard": "Pioche",
    "key_bonus": "Bonus clé",
    "carte_penalty": "Règle carte",
    "seven_bonus": "7 final",
}
GAME_TITLES = {
    "seven-rocks": "Seven Rocks",
    "cutthroat": "Cutthroat",
    "seven-diamonds": "7 Diamonds",
}
OPTION_VALUES = {
    "flat": "200 seul",
    "add": "pts+200",
}
CALLS = (
    "rien",
    "redonne",
    "double",
    "triple",
    "d'accord",
    "refuse",
)
SIDES = (
    "petit",
    "grand",
    "ligne A",
    "ligne B",
    "br. A",
    "br. B",
)
TITLE = "Jeux de table"
RULES = {
    "seven-rocks":
        "4 joueurs en deux équipes, partenaires face à face: Nord-Sud contre Est-Ouest. Un jeu "
        "double-six, 7 dominos chacun, sans pioche: personne ne pioche jamais. On joue dans le "
        "sens des aiguilles d'une montre. Un tirage neutre désigne qui ouvre la première "
        "manche; ensuite celui qui a posé son dernier domino ouvre la suivante, et après une "
        "manche bloquée un nouveau tirage décide. L'ouvreur pose n'importe quel domino. Si vous "
        "avez une pose légale, vous devez la faire, sinon vous passez. Les doubles se posent en "
        "travers. Le premier double posé dans la manche, celui d'ouverture compris, est "
        "l'unique double pivot: une fois ses deux côtés en ligne occupés, ses deux branches "
        "s'ouvrent. Après chaque pose, l'ouverture et le dernier domino compris, on additionne "
        "les extrémités: un domino simple compte la valeur de son bout libre, un double en bout "
        "ses deux moitiés, et le double pivot ses deux moitiés tant que ses deux côtés en ligne "
        "ne sont pas occupés, puis rien. Si le total est un multiple de 5, l'équipe du joueur "
        "marque exactement ce total (35 au plus). La manche finit quand un joueur pose son "
        "dernier domino, ou bloquée quand les quatre passent de suite. Alors les points restant "
        "dans la main de chaque joueur, arrondis séparément au multiple de 5 le plus proche "
        "(1-2 vers le bas, 3-4 vers le haut), sont retirés de son équipe: on n'additionne "
        "jamais les mains des partenaires avant l'arrondi. Un score peut être négatif. La "
        "première équipe à atteindre l'objectif (250) gagne aussitôt, sans décompte de la "
        "manche.",
    "cutthroat":
        "2 à 4 joueurs, chacun pour soi, jeu double-six; on joue dans le sens inverse des "
        "aiguilles d'une montre. Distribution: à 4, 7 dominos chacun; à 3, on retire le double "
        "blanc [0|0] et chacun prend 9; à 2, 14 chacun, ou avec le réglage Pioche 7 chacun et "
        "les 14 autres en pioche. Une seule chaîne à deux extrémités, sans double pivot. Le "
        "détenteur du double six [6|6] doit le poser pour ouvrir la première manche, après une "
        "remise à zéro et après une manche bloquée à égalité. Si le [6|6] est dans la pioche, "
        "le plus fort double d'une main ouvre, ou sans double le domino le plus lourd. Sinon le "
        "gagnant de la manche précédente ouvre avec le domino de son choix. Si un domino "
        "convient, vous devez le poser. Avec la pioche, on pioche un domino à la fois jusqu'à "
        "pouvoir jouer, et on passe quand elle est vide. Poser son dernier domino gagne la "
        "manche. Manche bloquée (tous passent de suite): le total de points le plus bas gagne "
        "s'il est seul; à égalité, personne ne marque. Une manche gagnée vaut 1 victoire. Bonus "
        "clé (réglage): 2 quand votre dernier domino, qui n'est pas un double, ferme les deux "
        "extrémités sans que personne puisse suivre: aucun autre domino restant, en main ou "
        "dans la pioche, ne porte l'un de leurs nombres. Quand tout le monde a une victoire, "
        "tous les scores reviennent à zéro. On gagne la partie en atteignant 6 (l'objectif) "
        "pendant qu'un adversaire est encore à zéro: le six-love.",
    "seven-diamonds":
        "4 joueurs en deux équipes, partenaires face à face. 32 cartes: as, roi, dame, valet, "
        "10, 9, 8, 7 de chaque couleur, 8 chacun. On joue dans le sens anti-horaire; le donneur "
        "change d'une place à chaque manche. Avant la première carte chacun annonce une fois, "
        "en commençant après le donneur: rien; redonne, avec au moins 3 as ou 3 rois, si le "
        "partenaire est d'accord (on redistribue alors); double, si aucun double n'est annoncé; "
        "ou triple, par un adversaire du doubleur après le double. Si un double reste sans "
        "triple quand tous ont parlé, chaque adversaire du doubleur qui a parlé avant lui "
        "annonce encore une fois. Le joueur qui a le 7 de carreau le pose. Ensuite on joue un 7 "
        "d'une couleur pas encore ouverte, ou la carte immédiatement supérieure d'une couleur "
        "ouverte (7, 8, 9, 10, valet, dame, roi, as). Si vous avez une carte valable, vous "
        "devez la jouer, sinon vous passez. En jouant votre avant-dernière carte, dites carte: "
        "avec la Règle carte, l'oubli donne aussitôt 100 à l'autre équipe. Le premier joueur "
        "qui pose sa dernière carte gagne la manche pour son équipe, qui marque les cartes "
        "restant dans la main des deux adversaires: as 20; roi, dame et valet 10 chacun; 10, 9, "
        "8 et 7 rien. Si cette dernière carte est un 7, la manche vaut 200 à la place (7 final: "
        "200 seul) ou 200 en plus du compte (pts+200). Le double et le triple multiplient les "
        "points de la manche par 2 ou 3; les 100 de pénalité pour l'annonce carte oubliée ne sont "
        "jamais multipliés. La première équipe à 500 (l'objectif) gagne aussitôt.",
}
# Règles, deuxième page: comment lire les écrans de chaque jeu.
SCREEN = {
    "seven-rocks":
        "En haut: les scores des équipes, NS et EO. La table montre le double pivot au centre "
        "et le domino ouvert de chaque bras, avec à côté ce qu'il ajoute au total (-: rien); "
        "=11 à droite est le total des extrémités. À votre tour, la ligne au-dessus de la main "
        "dit où va le domino choisi: petit ou grand (le bout libre d'un domino simple, le plus "
        "petit ou le plus grand), ligne A ou ligne B (un côté en ligne d'un double), br. A ou "
        "br. B (les branches du double pivot); puis =15: le total après la pose, et +15: les "
        "points marqués. Gauche/Droite choisissent le domino, Haut/Bas la place. Les dominos "
        "surélevés se jouent; le choisi est en blanc. Fin de manche: les points restant à "
        "chaque joueur et le débit de son équipe (Nord 2 -0: 2 points, 0 retiré), puis les "
        "scores. Au dernier coup d'une manche, le haut montre encore les scores d'avant le "
        "débit, avec les points de ce coup."
        " Au tour de: les coups depuis le dernier de ce joueur, le plus récent en bas; N "
        "3|4>4|6 +10: Nord a posé 3|4 contre 4|6 et marqué 10. Seul: Derniers coups (menu "
        "Pause). Chaque manche finit par ses coups.",
    "cutthroat":
        "En haut: les victoires de chacun: N1 E0 S2 O0 à quatre (Nord en a 1), P1:1 P2:0 P3:2 à "
        "deux ou trois (Place 1 en a 1). La table montre les deux extrémités de la chaîne, "
        "chacune avec le nombre à suivre. À votre tour, la ligne au-dessus de la main dit où va "
        "le domino choisi (petit ou grand: le bout libre d'un domino simple; ligne A ou ligne "
        "B: un côté d'un double) ou quel domino poser pour ouvrir (Ouvrez avec 6|6). À deux ou "
        "trois, votre main tient en deux rangées, trois après beaucoup de pioche: elle est "
        "toujours toute visible. Les dominos surélevés se jouent; le choisi est en blanc. Après "
        "un coup: qui a posé quel domino, et combien le joueur suivant en a pris dans la pioche "
        "(Place 2 prend 3), ou, quand celui qui passe bloque la chaîne, Manche bloquée (tous "
        "ont passé de suite: le total de points le plus bas gagne). Fin de manche: Fin manche 1 "
        "ou Manche bloquée, le gagnant (+1, ou +2 avec le bonus clé) ou Pas de gagnant, les "
        "points de chacun (pts), puis les victoires, ou Scores remis à 0. Au dernier coup d'une "
        "manche, le haut montre encore les victoires d'avant."
        " Au tour de: les coups depuis le dernier de ce joueur, le plus récent en bas; P2 "
        "3|4>4|6: Place 2 a posé 3|4 contre 4|6; P1 prend 3. Seul: Derniers coups (menu Pause)."
        " Chaque manche finit par ses coups.",
    "seven-diamonds":
        "En haut: les scores des équipes, NS et EO, et x2 ou x3 une fois la manche doublée ou "
        "triplée. Votre annonce: avant de jouer chacun parle une fois; Gauche/Droite montrent "
        "les annonces possibles (rien, redonne, double, triple; d'accord ou refuse quand le "
        "partenaire demande une redonne) et A fait celle entre < >. Une carte montre sa valeur "
        "sur sa couleur, avec les lettres anglaises: 7 8 9 T J Q K A, où T = 10, J = valet, Q = "
        "dame, K = roi et A = as; les couleurs sont ♣ trèfle, ♦ carreau, ♥ cœur et ♠ pique. Les "
        "quatre tas montrent la carte du dessus de chaque couleur. Les cartes surélevées se "
        "jouent; la choisie est en blanc. Haut/Bas: Carte! au-dessus de la main: votre "
        "avant-dernière carte, avec la Règle carte; Haut/Bas dit carte, A seul donne 100 à "
        "l'autre équipe. Carte! en blanc: vous dites carte avec cette carte (Haut/Bas). Après "
        "un coup: qui a joué quelle carte (Ouest 9♦); à la dernière carte d'une manche, le haut "
        "montre encore les scores d'avant. Fin de manche: l'équipe gagnante, ses points et le "
        "multiplicateur, puis les scores."
        " Au tour de: les coups depuis le dernier de ce joueur, le plus récent en bas: O 9♦, N:"
        " double, Carte!: NS +100 (carte oublié). Seul: Derniers coups (menu Pause). Chaque "
        "manche finit par ses coups.",
}
