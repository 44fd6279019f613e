# Italian UI text (see app/text.py for the string numbers); ASCII only, the font has no accents.
S = ("Continua", "Nuova partita", "Regole", "Impostazioni", "Gioco", "Giocatori", "Umano",
     "Obiettivo", "Gioca", "Lingua", "Contrasto", "LED", "Passa a", "Squadra", "A: vedi mano",
     "passa", "Nessuna tessera", "A: passa", "Fine mano %d", "bloccata", "%s ha chiuso", "vince!",
     "Partita rovinata", "messo da parte.", "A: OK", "Pausa", "Riprendi", "Salva e esci", "si",
     "no", "Posto", "Fine partita", "Indietro", "A: mano dopo", "Non va", "Apri con una",
     "punti", "Nessun gioco",
     "pesca", "Nessun vincitore", "Tutti a segno: 0",
     "Carte!", "Niente: A passa", "Non salvato!",
     "Consiglio", "Consiglio forte", "Nascondi mano",
     "Errore interno", "Apri con %s",
     "La tua chiamata:", "Mano bloccata", "tolti", "-- Lo schermo --",
     "Sto pensando...")
SEATS = ("Nord", "Est", "Sud", "Ovest")
TEAMS = ("Nord-Sud", "Est-Ovest")
SHORT_TEAMS = ("NS", "EO")
LEVELS = {"easy": "facile", "normal": "normale", "hard": "forte"}
OPTIONS = {"boneyard": "Pozzo", "key_bonus": "Bonus chiave", "carte_penalty": "Multa carta",
           "seven_bonus": "Ultimo 7"}
CALLS = ("niente", "ridai", "raddoppio", "triplo", "d'accordo", "rifiuto")
RULES = {
    "seven-rocks":
        "4 giocatori, compagni di fronte: Nord-Sud contro Est-Ovest. 7 tessere a testa, si "
        "gira in senso orario. Chi puo giocare deve farlo, altrimenti passa. Il primo doppio "
        "e lo spinner: coperti i due lati apre due rami. Dopo ogni tessera si sommano le punte "
        "(un doppio in punta conta due volte): un multiplo di 5 vale quei punti per la "
        "squadra. La mano finisce quando uno chiude o tutti e quattro passano. I punti di "
        "ciascuno, arrotondati a 5, si tolgono alla sua squadra. Vince la prima squadra a 250.",
    "cutthroat":
        "Da 2 a 4 giocatori, ognuno per se, si gira in senso antiorario. Una sola fila con due "
        "punte. Il [6|6] apre la prima mano, poi chi ha vinto l'ultima. Chi puo giocare deve "
        "farlo; col pozzo si pesca finche una va, se no si passa. Chi chiude vince la mano; se "
        "bloccata vince il totale piu basso, da solo. Ogni mano vale 1. Quando tutti hanno "
        "vinto si torna a 0. Vince chi arriva a 6 con qualcuno ancora a 0.",
    "seven-diamonds":
        "4 giocatori, compagni di fronte, 8 carte a testa, senso antiorario. Prima ognuno "
        "dichiara: niente, ridai (3 assi o 3 re, se il compagno accetta), raddoppio, o triplo "
        "contro un raddoppio. Apre il 7 di quadri; poi un 7 o la carta seguente di un seme "
        "aperto, se no si passa. Dite carte (Su) con la penultima carta o l'altra squadra "
        "segna 100. Chi chiude vince le carte degli avversari: asso 20, R D F 10 (ultimo 7: "
        "200). Vince la prima squadra a 500.",
}
# Regole, seconda pagina: come leggere le schermate di ogni gioco.
SCREEN = {
    "seven-rocks":
        "In alto: i punteggi delle squadre, NS e EO. Il tavolo mostra lo spinner al centro e "
        "la tessera aperta di ogni braccio, con accanto quanto aggiunge al conteggio (- "
        "nulla); =11 a destra e il conteggio delle punte aperte. Al tuo turno la riga sopra "
        "la mano dice dove va la tessera scelta: low o high (una meta di una tessera "
        "semplice), line-a o line-b (un lato di un doppio), branch-a o branch-b (i rami dello "
        "spinner); poi =15: il conteggio dopo, e +15: i punti che fa. Su/Giu cambiano il "
        "posto. Le tessere rialzate si possono giocare; la scelta e bianca. Fine mano: i "
        "punti rimasti a ogni giocatore e quanto e tolto alla squadra (Nord 2 -0: 2 punti, 0 "
        "tolti), poi i punteggi.",
    "cutthroat":
        "In alto: le mani vinte da ognuno: N1 E0 S2 O0 in quattro (Nord ne ha 1), P1:1 P2:0 "
        "P3:2 in due o tre (Posto 1 ne ha 1). Il tavolo mostra le due punte della fila, "
        "ognuna con accanto il numero da seguire. Al tuo turno la riga sopra la mano dice "
        "dove va la tessera scelta (low, high, line-a, line-b, come in Seven Rocks) o quale "
        "tessera aprire (Apri con 6|6). Le tessere rialzate si possono giocare; la scelta e "
        "bianca. Dopo una mossa: chi ha giocato cosa, e quante tessere il seguente ha "
        "pescato. Fine mano: il vincitore (+1, o +2 con il bonus chiave), i punti di ognuno, "
        "poi le mani vinte.",
    "seven-diamonds":
        "In alto: i punteggi delle squadre, NS e EO, e x2 o x3 quando la mano e raddoppiata o "
        "triplicata. La tua chiamata: prima di giocare ognuno parla una volta; "
        "Sinistra/Destra mostrano le chiamate possibili (niente, ridai, raddoppio, triplo; "
        "d'accordo o rifiuto quando il compagno chiede di ridare) e A dice quella tra < >. I "
        "quattro mucchi, C D H S, mostrano la carta in cima di ogni seme (T e il dieci). Le "
        "carte rialzate si possono giocare; la scelta e bianca. Carte! in bianco: dici carte "
        "con questa carta (Su/Giu). Fine mano: la squadra vincente, i suoi punti e il "
        "moltiplicatore, poi i punteggi.",
}
