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
