# English UI text (see app/text.py for the string numbers).
S = ("Continue", "New game", "Rules", "Settings", "Game", "Players", "Human", "Target",
     "Start", "Lang.", "Contrast", "LEDs", "Pass to", "Team", "A: show hand", "passes",
     "No tile fits", "A: pass", "Hand %d over", "blocked", "%s went out", "wins!",
     "Save damaged", "and set aside.", "A: OK", "Paused", "Resume", "Save & quit", "on", "off",
     "Seat", "Game over",
     "Back", "A: next hand", "Does not fit", "Lead any tile", "pips", "No game",
     "drew", "No winner", "All won: reset",
     "Carte!", "No card: A pass", "Save failed!",
     "Hint", "Hard hint", "Hide hand",
     "Internal error", "Lead %s",
     "Your call:", "Hand blocked", "taken", "-- The screen --",
     "Thinking...")
SEATS = ("North", "East", "South", "West")
TEAMS = ("North-South", "East-West")
SHORT_TEAMS = ("NS", "EW")
LEVELS = {"easy": "easy", "normal": "normal", "hard": "hard"}
OPTIONS = {"boneyard": "Boneyard", "key_bonus": "Key bonus", "carte_penalty": "Carte fine",
           "seven_bonus": "Last 7"}
CALLS = ("none", "redeal", "double", "triple", "agree", "refuse")
RULES = {
    "seven-rocks":
        "4 players, partners opposite: North-South against East-West. 7 tiles each, play goes "
        "clockwise. If a tile fits you must play one, else you pass. The first double is the "
        "spinner: once both its sides are covered it opens two branches. After each tile add "
        "the open ends (a double at an end counts twice): a multiple of 5 scores that much for "
        "your team. The hand ends when someone is out or all four pass. Each player's pips, "
        "rounded to 5, are taken off their team. First team to 250 wins.",
    "cutthroat":
        "2 to 4 players, each for themselves, play goes anticlockwise. A single line with two "
        "open ends. [6|6] leads the first hand; after that the last winner leads. If a tile "
        "fits you must play it; in the boneyard game draw until one fits, else pass. Going out "
        "wins the hand; a blocked hand goes to the single lowest pip count. A win scores 1. "
        "When everyone has a win, all scores go back to 0. Win the match with 6 while someone "
        "still has 0.",
    "seven-diamonds":
        "4 players, partners opposite, 8 cards each, play goes anticlockwise. First each "
        "player may call: none, redeal (with 3 aces or 3 kings, if the partner agrees), double, "
        "or triple against a double. The 7 of diamonds leads; then play a 7 or the next card up "
        "of a started suit, else pass. Say carte (Up) with your second-to-last card or the "
        "other team scores 100. Going out wins the cards left in the opponents' hands: ace 20, "
        "K Q J 10 (a last 7: 200). First team to 500 wins.",
}
# Rules, second page: how to read each game's screens.
SCREEN = {
    "seven-rocks":
        "Top row: the team scores, NS and EW. The table shows the spinner in the middle and "
        "each arm's open tile, with the number it adds to the count beside it (- adds "
        "nothing); =11 at the right is the count of all open ends. On your turn the row over "
        "your hand says where the chosen tile goes: low or high (a half of a plain tile), "
        "line-a or line-b (a side of a double), branch-a or branch-b (the spinner's "
        "branches); then =15: the count after it, and +15: the points it scores. Up/Down "
        "change the place. Raised tiles can be played; the chosen tile is white. Hand end: "
        "each player's pips left and what is taken off the team (North 2 -0: 2 pips, 0 "
        "taken), then the scores.",
    "cutthroat":
        "Top row: each player's hand wins: N1 E0 S2 W0 with four players (North has 1), S1:1 "
        "S2:0 S3:2 with two or three (Seat 1 has 1). The table shows the two open ends of the "
        "line, each with the number to match beside it. On your turn the row over your hand "
        "says where the chosen tile goes (low, high, line-a, line-b, as in Seven Rocks) or "
        "which tile you must lead (Lead 6|6). Raised tiles can be played; the chosen tile is "
        "white. After a move: who played which tile, and how many tiles the next player drew. "
        "Hand end: the winner (+1, or +2 with the key bonus), each player's pips, then the "
        "wins.",
    "seven-diamonds":
        "Top row: the team scores, NS and EW, and x2 or x3 once the hand is doubled or "
        "tripled. Your call: before play each player speaks once; Left/Right show the calls "
        "you may make (none, redeal, double, triple; agree or refuse when your partner asks "
        "for a redeal) and A says the one between < >. The four piles, C D H S, show each "
        "suit's top card (T is the ten). Raised cards can be played; the chosen card is "
        "white. Carte! in white: you say carte with this card (Up/Down). Hand end: the "
        "winning team, its points and the multiplier, then the scores.",
}
