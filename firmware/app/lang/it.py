# Italian UI text (see app/lang/text.py for the string numbers), in the words of the Italian seed.
# One entry a line, in the order of text.py: a translation changes the words, never the order
# or a dict key.
S = (
    "Continua",
    "Nuova partita",
    "Regole",
    "Impostazioni",
    "Gioco",
    "Giocatori",
    "Umano",
    "Obiettivo",
    "Gioca",
    "Lingua",
    "Contrasto",
    "LED",
    "Tocca a",
    "Coppia",
    "A: vedi mano",
    "passa",
    "Niente da posare",
    "A: passa",
    "Fine mano %d",
    "bloccata",
    "%s ha chiuso",
    "vince!",
    "Partita rovinata",
    "messa da parte.",
    "A: OK",
    "Pausa",
    "Riprendi",
    "Salva ed esci",
    "sì",
    "no",
    "Posto",
    "Fine partita",
    "Indietro",
    "A: prossima mano",
    "Non si può",
    "Apertura libera",
    "pt.",
    "Nessun gioco",
    "pesca",
    "Nessun vincitore",
    "Si riparte da 0",
    "Carte!",
    "Niente: A passa",
    "Non salvato!",
    "Aiuto",
    "Aiuto esperto",
    "Nascondi mano",
    "Errore interno",
    "Apri con %s",
    "Cosa dichiari?",
    "Mano bloccata",
    "tolti",
    "-- Lo schermo --",
    "Sto pensando...",
    "Statistiche",
    "Nessuna partita",
    "Azzera tutto",
    "Sicuro? A",
    "Partite",
    "Ultime mosse",
    "-- Mano %d --",
    "(%d precedenti)",
    "Sostituire la",
    "partita salvata?",
    "A: sì   B: no",
    "Su/Giù: Carte!",
    "Verifica fallita",
    "Altro firmware",
    "Mosse diverse",
    "Partita finita",
    "Illeggibile",
    "Riposo",
    "%d min",
    "mai",
    "Batteria scarica",
    "Partite giocate",
    "%d mani",
    "Mano %d",
    "riga %d",
    "1 mano",
    "Autotest",
    "Su",
    "Giù",
    "Sin.",
    "Des.",
    "rosso",
    "verde",
    "blu",
    "LED a livello 0",
    "Tieni A: schermo",
    "Tieni B: esci",
)
SEATS = (
    "Nord",
    "Est",
    "Sud",
    "Ovest",
)
TEAMS = (
    "Nord-Sud",
    "Est-Ovest",
)
SHORT_TEAMS = (
    "NS",
    "EO",
)
LEVELS = {
    "easy": "Facile",
    "normal": "Normale",
    "hard": "Forte",
}
OPTIONS = {
    "boneyard": "Ossario",
    "key_bonus": "Bonus chiave",
    "carte_penalty": "Regola carte",
    "seven_bonus": "Ult. 7",
}
GAME_TITLES = {
    "seven-rocks": "Seven Rocks",
    "cutthroat": "Cutthroat",
    "seven-diamonds": "7 Diamonds",
}
OPTION_VALUES = {
    "flat": "solo 200",
    "add": "punti+200",
}
CALLS = (
    "niente",
    "ridare",
    "raddoppio",
    "triplo",
    "d'accordo",
    "rifiuto",
)
SIDES = (
    "minore",
    "maggiore",
    "lato A",
    "lato B",
    "ramo A",
    "ramo B",
)
TITLE = "Giochi da tavolo"
RULES = {
    "seven-rocks":
        "4 giocatori in due coppie, i compagni siedono di fronte: Nord-Sud contro Est-Ovest. Un "
        "set doppio sei, 7 tessere a testa, niente ossario: non si pesca mai. I turni procedono "
        "in senso orario. Un sorteggio neutrale decide chi apre la prima mano; poi apre chi ha "
        "giocato l'ultima tessera, e dopo una mano bloccata si fa un nuovo sorteggio. Chi apre "
        "può giocare qualsiasi tessera. Se hai una posa lecita devi farla, altrimenti passi. Le "
        "doppie si posano di traverso. La prima doppia giocata nella mano, anche quella "
        "d'apertura, è l'unico spinner: occupati i suoi due lati lineari, si aprono i suoi due "
        "rami. Dopo ogni posa, compresa l'apertura e l'ultima tessera, somma le estremità "
        "conteggiate: una tessera semplice conta il valore della sua estremità libera, una "
        "doppia terminale conta entrambe le metà, e lo spinner conta entrambe le metà finché i "
        "due lati lineari non sono occupati, poi nulla. Se la somma è un multiplo di 5, la "
        "coppia del giocatore segna esattamente quei punti (35 al massimo). La mano finisce "
        "quando un giocatore posa l'ultima tessera, o bloccata quando tutti e quattro passano "
        "di seguito. Allora i punti rimasti a ogni giocatore, arrotondati separatamente al "
        "multiplo di 5 più vicino (1-2 per difetto, 3-4 per eccesso), si tolgono alla sua "
        "coppia: non si uniscono mai le tessere dei compagni prima di arrotondare. Il punteggio "
        "può andare sotto 0. La prima coppia che raggiunge l'obiettivo (250) vince subito, "
        "senza conteggio della mano.",
    "cutthroat":
        "Da 2 a 4 giocatori, ognuno per sé, con un set doppio sei; i turni procedono in senso "
        "antiorario. Distribuzione: in 4, 7 tessere a testa; in 3 si toglie il [0|0] e ognuno "
        "ne riceve 9; in 2, 14 a testa, oppure con l'impostazione Ossario 7 a testa e le altre "
        "14 nell'ossario. Una sola fila con due estremità, senza spinner. Chi ha il [6|6] deve "
        "aprire con quello nella prima mano, dopo che si riparte da 0 e dopo una mano bloccata "
        "in parità. Se il [6|6] è nell'ossario apre la doppia più alta in mano, o senza doppie "
        "la tessera più pesante. Negli altri casi apre chi ha vinto la mano precedente, con la "
        "tessera che vuole. Se una tessera si può posare, devi posarla. Con l'ossario si pesca "
        "una tessera alla volta finché una va, e si passa quando è vuoto. Chi posa l'ultima "
        "tessera vince la mano. Mano bloccata, quando tutti passano di seguito: vince la somma "
        "di punti più bassa, se è una sola; in parità nessuno segna. Ogni mano vinta vale 1. "
        "Bonus chiave, se impostato: vale 2 quando l'ultima tessera, che non è una doppia, "
        "chiude entrambe le estremità e nessuno può più seguire: nessun'altra tessera rimasta, "
        "in mano o nell'ossario, porta uno dei due numeri. Quando tutti hanno vinto una mano, "
        "si riparte da 0. Vince la partita chi arriva a 6 (l'obiettivo) mentre un avversario è "
        "ancora a 0.",
    "seven-diamonds":
        "4 giocatori in due coppie, i compagni di fronte. 32 carte: asso, re, donna, fante, 10, "
        "9, 8 e 7 di ogni seme, 8 a testa. Si gioca in senso antiorario; chi dà le carte si "
        "sposta di un posto a ogni mano. Prima della prima carta ognuno dichiara una volta, a "
        "partire da chi segue il mazziere: niente; ridare, con almeno 3 assi o 3 re, se il "
        "compagno è d'accordo (allora si ridanno le carte); raddoppio, se nessuno ha "
        "raddoppiato; o triplo, da un avversario di chi ha raddoppiato, dopo il raddoppio. Se "
        "il raddoppio resta senza triplo quando tutti hanno parlato, ogni avversario di chi ha "
        "raddoppiato che ha parlato prima di lui dichiara ancora una volta. Chi ha il 7 di "
        "quadri apre con quello. Poi si gioca un 7 di un seme non ancora aperto, o la carta "
        "subito sopra in un seme aperto (7, 8, 9, 10, fante, donna, re, asso). Chi ha una carta "
        "valida deve giocarla, altrimenti passa. Giocando la penultima carta, di' carte: con la "
        "Regola carte attiva, chi se ne dimentica dà subito 100 all'altra coppia. Il primo che "
        "gioca l'ultima carta vince la mano per la sua coppia, che segna le carte rimaste in "
        "mano ai due avversari: asso 20; re, donna e fante 10 ciascuno; 10, 9, 8 e 7 niente. Se "
        "quell'ultima carta è un 7, la mano vale 200 invece del conteggio (Ult. 7: solo 200), o "
        "200 in più del conteggio (punti+200). Raddoppio e triplo moltiplicano i punti della "
        "mano per 2 o 3; i 100 per non aver detto carte non si moltiplicano mai. La prima "
        "coppia che arriva a 500 (l'obiettivo) vince subito.",
}
# Regole, seconda pagina: come leggere le schermate di ogni gioco.
SCREEN = {
    "seven-rocks":
        "In alto: i punteggi delle coppie, NS e EO. Il tavolo mostra lo spinner al centro e la "
        "tessera aperta di ogni braccio, con accanto quanto aggiunge alla somma (- nulla); =11 "
        "a destra è la somma delle estremità. Al tuo turno la riga sopra la mano dice dove va "
        "la tessera scelta: minore o maggiore (l'estremità libera di una tessera semplice, di "
        "valore minore o maggiore), lato A o lato B (un lato lineare di una doppia), ramo A o "
        "ramo B (i rami dello spinner); poi =15: la somma dopo la posa, e +15: i punti che fa. "
        "Sinistra/Destra scelgono la tessera, Su/Giù il posto. Le tessere rialzate si possono "
        "giocare; la scelta è bianca. Fine mano: i punti rimasti a ogni giocatore e quanto è "
        "tolto alla coppia (Nord 2 -0: 2 punti, 0 tolti), poi i punteggi. All'ultima mossa di "
        "una mano, in alto restano i punteggi di prima della fine mano, con quanto fa quella "
        "mossa."
        " Tocca a: le mosse dall'ultima di quel giocatore, la più recente in basso; N 3|4>4|6 "
        "+10: Nord ha posato 3|4 contro 4|6 e fatto 10. Da soli: Ultime mosse (menu Pausa). "
        "Ogni mano finisce con le sue mosse.",
    "cutthroat":
        "In alto: le mani vinte da ognuno: N1 E0 S2 O0 in quattro (Nord ne ha 1), P1:1 P2:0 "
        "P3:2 in due o tre (Posto 1 ne ha 1). Il tavolo mostra le due estremità della fila, "
        "ognuna con accanto il numero da seguire. Al tuo turno la riga sopra la mano dice dove "
        "va la tessera scelta (minore o maggiore: l'estremità libera di una tessera semplice; "
        "lato A o lato B: un lato di una doppia) o con quale tessera aprire (Apri con 6|6). In "
        "due o tre la tua mano occupa due righe di tessere, tre dopo molte pescate: è sempre "
        "tutta in vista. Le tessere rialzate si possono giocare; la scelta è bianca. Dopo una "
        "mossa: chi ha giocato quale tessera, e quante tessere il seguente ha pescato "
        "dall'ossario (Posto 2 pesca 3), o, quando chi passa blocca la fila, Mano bloccata "
        "(tutti hanno passato di seguito: vince la somma di punti più bassa). Fine mano: Fine "
        "mano 1 o Mano bloccata, il vincitore (+1, o +2 con il bonus chiave) o Nessun "
        "vincitore, i punti di ognuno (pt.), poi le mani vinte, o Si riparte da 0. All'ultima "
        "mossa di una mano, in alto restano le mani vinte di prima."
        " Tocca a: le mosse dall'ultima di quel giocatore, la più recente in basso; P2 3|4>4|6:"
        " Posto 2 ha posato 3|4 contro 4|6; P1 pesca 3. Da soli: Ultime mosse (menu Pausa). "
        "Ogni mano finisce con le sue mosse.",
    "seven-diamonds":
        "In alto: i punteggi delle coppie, NS e EO, e x2 o x3 quando la mano è raddoppiata o "
        "triplicata. Cosa dichiari? Prima di giocare ognuno parla una volta; Sinistra/Destra "
        "mostrano le dichiarazioni possibili (niente, ridare, raddoppio, triplo; d'accordo o "
        "rifiuto quando il compagno chiede di ridare) e A fa quella tra < >. Una carta mostra "
        "il valore sopra il seme, con le lettere inglesi: 7 8 9 T J Q K A, dove T = 10, J = "
        "fante, Q = donna, K = re e A = asso; i semi sono ♣ fiori, ♦ quadri, ♥ cuori e ♠ "
        "picche. I quattro mucchi mostrano la carta in cima di ogni seme. Le carte rialzate si "
        "possono giocare; la scelta è bianca. Su/Giù: Carte! sopra la mano: la tua penultima "
        "carta, con la Regola carte attiva; Su/Giù dice carte, A da solo dà 100 all'altra "
        "coppia. Carte! in bianco: dici carte con questa carta (Su/Giù). Dopo una mossa: chi ha "
        "giocato quale carta (Ovest 9♦); all'ultima carta di una mano in alto restano i "
        "punteggi di prima. Fine mano: la coppia vincente, i suoi punti e il moltiplicatore, "
        "poi i punteggi."
        " Tocca a: le mosse dall'ultima di quel giocatore, la più recente in basso: O 9♦, N: "
        "raddoppio, Carte!: NS +100 (carte dimenticato). Da soli: Ultime mosse (menu Pausa). "
        "Ogni mano finisce con le sue mosse.",
}
