# French UI text (see app/text.py for the string numbers); ASCII only, the font has no accents.
S = ("Continuer", "Nouvelle partie", "Regles", "Reglages", "Jeu", "Joueurs", "Humain",
     "But", "Jouer", "Langue", "Contraste", "LEDs", "Passez a", "Equipe", "A: voir main",
     "passe", "Rien ne va", "A: passer", "Fin manche %d", "bloquee", "%s a fini", "gagne!",
     "Partie abimee", "mise de cote.", "A: OK", "Pause", "Reprendre", "Sauver+quitter", "oui",
     "non", "Place", "Fin de partie", "Retour", "A: manche suiv.", "Ne va pas", "Posez un domino",
     "points", "Aucun jeu",
     "pioche", "Pas de gagnant", "Remise a zero",
     "Carte!", "Rien: A passe", "Echec sauvegarde",
     "Conseil", "Conseil fort", "Cacher la main",
     "Erreur interne", "Posez le %s",
     "Votre annonce:", "Manche bloquee", "otes", "-- L'ecran --",
     "Reflexion...")
SEATS = ("Nord", "Est", "Sud", "Ouest")
TEAMS = ("Nord-Sud", "Est-Ouest")
SHORT_TEAMS = ("NS", "EO")
LEVELS = {"easy": "facile", "normal": "normal", "hard": "fort"}
OPTIONS = {"boneyard": "Pioche", "key_bonus": "Bonus cle", "carte_penalty": "Amende carte",
           "seven_bonus": "Dernier 7"}
CALLS = ("rien", "redonne", "double", "triple", "d'accord", "refus")
RULES = {
    "seven-rocks":
        "4 joueurs, partenaires face a face: Nord-Sud contre Est-Ouest. 7 dominos chacun, on "
        "joue dans le sens des aiguilles. Qui peut poser doit poser, sinon il passe. Le premier "
        "double est le spinner: ses deux cotes couverts, il ouvre deux branches. Apres chaque "
        "pose on additionne les bouts (un double en bout compte double): un multiple de 5 est "
        "marque par l'equipe. La manche finit quand un joueur a tout pose ou que les quatre "
        "passent. Les points de chaque joueur, arrondis a 5, sont otes a son equipe. Premiere "
        "equipe a 250.",
    "cutthroat":
        "2 a 4 joueurs, chacun pour soi, on joue dans le sens inverse des aiguilles. Une seule "
        "ligne a deux bouts. [6|6] ouvre la premiere manche, ensuite le dernier gagnant. Qui "
        "peut poser doit poser; avec pioche on pioche jusqu'a pouvoir, sinon on passe. Tout "
        "poser gagne la manche; bloquee, le plus petit total gagne seul. Une manche gagnee vaut "
        "1. Quand tous ont gagne, tout revient a 0. On gagne a 6 si un autre a encore 0.",
    "seven-diamonds":
        "4 joueurs, partenaires face a face, 8 cartes chacun, sens inverse des aiguilles. "
        "D'abord chacun annonce: rien, redonne (3 as ou 3 rois, si le partenaire accepte), "
        "double, ou triple contre un double. Le 7 de carreau commence; puis un 7 ou la carte "
        "suivante d'une couleur ouverte, sinon on passe. Dites carte (Haut) avec l'avant-derniere "
        "carte, sinon l'autre equipe marque 100. Finir gagne les cartes des adversaires: as 20, "
        "R D V 10 (dernier 7: 200). Premiere equipe a 500.",
}
# Regles, deuxieme page: comment lire les ecrans de chaque jeu.
SCREEN = {
    "seven-rocks":
        "En haut: les scores des equipes, NS et EO. La table montre le spinner au centre et "
        "le domino ouvert de chaque bras, avec a cote ce qu'il ajoute au total (- : rien); "
        "=11 a droite est le total des bouts ouverts. A votre tour, la ligne au-dessus de la "
        "main dit ou va le domino choisi: low ou high (une moitie d'un domino simple), line-a "
        "ou line-b (un cote d'un double), branch-a ou branch-b (les branches du spinner); "
        "puis =15: le total apres la pose, et +15: les points marques. Haut/Bas changent la "
        "place. Les dominos sureleves se jouent; le choisi est en blanc. Fin de manche: les "
        "points restant a chaque joueur et ce qui est ote a son equipe (Nord 2 -0: 2 points, "
        "0 ote), puis les scores.",
    "cutthroat":
        "En haut: les manches gagnees de chacun: N1 E0 S2 O0 a quatre (Nord en a 1), P1:1 "
        "P2:0 P3:2 a deux ou trois (Place 1 en a 1). La table montre les deux bouts de la "
        "ligne, chacun avec le nombre a suivre. A votre tour, la ligne au-dessus de la main "
        "dit ou va le domino choisi (low, high, line-a, line-b, comme a Seven Rocks) ou quel "
        "domino ouvrir (Posez le 6|6). Les dominos sureleves se jouent; le choisi est en "
        "blanc. Apres un coup: qui a joue quoi, et combien le joueur suivant a pioche. Fin de "
        "manche: le gagnant (+1, ou +2 avec le bonus cle), les points de chacun, puis les "
        "manches gagnees.",
    "seven-diamonds":
        "En haut: les scores des equipes, NS et EO, et x2 ou x3 une fois la manche doublee ou "
        "triplee. Votre annonce: avant de jouer chacun parle une fois; Gauche/Droite montrent "
        "les annonces possibles (rien, redonne, double, triple; d'accord ou refus quand le "
        "partenaire demande une redonne) et A dit celle entre < >. Les quatre tas, C D H S, "
        "montrent la carte du dessus de chaque couleur (T est le dix). Les cartes surelevees "
        "se jouent; la choisie est en blanc. Carte! en blanc: vous dites carte avec cette "
        "carte (Haut/Bas). Fin de manche: l'equipe gagnante, ses points et le multiplicateur, "
        "puis les scores.",
}
