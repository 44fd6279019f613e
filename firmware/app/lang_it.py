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
