# English Rules pages: each game's rules and how to read its screens (text.page).
# Apart from en.py, so they take RAM only while the Rules screen reads one of them.
RULES = {
    "seven-rocks":
        "4 players in two teams, partners opposite: North-South against East-West. A double-six "
        "set, 7 tiles each, no boneyard: nobody ever draws. Play goes clockwise. A neutral draw "
        "picks who opens the first hand; then whoever went out opens the next, and after a "
        "blocked hand a new draw picks. The opener may lead any tile. If a tile fits you must "
        "play one, else you pass. Doubles lie crosswise. The first double played in the hand, "
        "the opening one included, is the only spinner: once both its line sides are covered, "
        "its two branches open. After every tile, the opening and a last tile included, add up "
        "the counted ends: a plain tile's open end counts its number, a double at an end counts "
        "both halves, and the spinner counts both halves until both line sides are taken, then "
        "nothing. A total that is a multiple of 5 scores exactly that for the player's team (35 "
        "at most). The hand ends when a player places their last tile, or blocked when all four "
        "pass in a row. Then each player's own pips, rounded to the nearest 5 (1-2 down, 3-4 "
        "up), are taken off their team: partners are never added up before rounding. Scores can "
        "go below 0. The first team to reach the target (250) wins at once, and that hand is "
        "not settled.",
    "cutthroat":
        "2 to 4 players, each for themselves, with a double-six set; play goes anticlockwise. "
        "Deal: with 4 players 7 tiles each; with 3, [0|0] is removed and each gets 9; with 2, "
        "14 each, or with the Boneyard setting 7 each and the other 14 as a boneyard. One line "
        "with two open ends, no spinner. The holder of [6|6] must lead it in the first hand, "
        "after the scores go back to 0 and after a tied block. If [6|6] is in the boneyard, the "
        "highest double in a hand leads, or with no double the heaviest tile. Otherwise the "
        "last hand's winner leads any tile. If a tile fits you must play one. In the boneyard "
        "game you draw one tile at a time until one fits, and pass once the boneyard is empty. "
        "Playing your last tile wins the hand. A blocked hand, when everyone passes in a row, "
        "goes to the single lowest pip count; a tie for lowest: nobody scores. A hand win "
        "scores 1. Key bonus (a setting): 2 instead, when your last tile is not a double and "
        "closes both ends so that nobody can follow: no other tile left in a hand or the "
        "boneyard carries either number. When everyone has a win, all scores go back to 0. "
        "Reach 6 (the target) while an opponent still has 0 to win the match.",
    "seven-diamonds":
        "4 players in two teams, partners opposite. 32 cards: ace, king, queen, jack, 10, 9, 8 "
        "and 7 of each suit, 8 each. Play goes anticlockwise; the dealer moves one seat each "
        "hand. Before the first card each player speaks once, starting after the dealer: no "
        "call; redeal, with 3 or more aces or 3 or more kings, if the partner agrees (then the "
        "cards are dealt again); double, while none stands; or triple, by an opponent of the "
        "doubler after a double. If a double stands untripled when all have spoken, each "
        "opponent of the doubler who spoke before it gets one more call. The holder of the 7 of "
        "diamonds leads it. Then play a 7 of a suit not yet started, or the next card up (7 8 9 "
        "10 J Q K A) of a started suit. If a card fits you must play one, else you pass. "
        "Playing your second-to-last card, say carte: with the Carte rule on, forgetting it "
        "gives the other team 100 at once. The first player out wins the hand for their team, "
        "which scores the cards left in both opponents' hands: ace 20; king, queen and jack 10 "
        "each; 10, 9, 8 and 7 nothing. If that last card is a 7 the hand is worth 200 instead "
        "(Last 7: flat 200), or 200 on top of the count (count+200). Double and triple "
        "multiply the hand's points by 2 or 3; the 100 for a missed carte is never multiplied. "
        "The first team to reach 500 (the target) wins at once.",
}
# Rules, second page: how to read each game's screens.
SCREEN = {
    "seven-rocks":
        "Top row: the team scores, NS and EW. The table shows the spinner in the middle and the "
        "open tile of each arm, with the number it adds to the count beside it (- adds "
        "nothing); =11 at the right is the count of all open ends. On your turn the row over "
        "your hand says where the chosen tile goes: low or high (the open half of a plain tile, "
        "the lower or the higher), line-a or line-b (a line side of a double), branch-a or "
        "branch-b (the spinner's branches); then =15: the count after it, and +15: the points "
        "it scores. Left/Right choose the tile, Up/Down the place. Raised tiles can be played; "
        "the chosen tile is white. Hand end: each player's pips left and what is taken off the "
        "team (North 2 -0: 2 pips, 0 taken), then the scores. On a hand's last move the top row "
        "still shows the scores from before the settlement, with what that move scored."
        " Pass to: the moves since that player's last, newest last; N 3|4>4|6 +10: North put "
        "3|4 against 4|6, scoring 10. Alone: Last moves (pause menu). Each hand ends with its "
        "moves.",
    "cutthroat":
        "Top row: each player's hand wins: N1 E0 S2 W0 with four players (North has 1), S1:1 "
        "S2:0 S3:2 with two or three (Seat 1 has 1). The table shows the two open ends of the "
        "line, each with the number to match beside it. On your turn the row over your hand "
        "says where the chosen tile goes (low or high: the open half of a plain tile; line-a or "
        "line-b: a side of a double) or which tile you must lead (Lead 6|6). With two or three "
        "players your hand takes two rows, three with many tiles drawn: all of it is in view. "
        "Raised tiles can be played; the chosen tile is white. After a move: who played which "
        "tile, and how many tiles the next player drew (Seat 2 drew 3), or, when a pass blocks "
        "the line, Hand blocked (everyone passed in a row: the lowest pips win). Hand end: Hand "
        "1 over or Hand blocked, the winner (+1, or +2 with the key bonus) or No winner, each "
        "player's pips, then the wins, or Scores back to 0. On a hand's last move the top row "
        "still shows the wins from before it."
        " Pass to: the moves since that player's last, newest last; S2 3|4>4|6: Seat 2 put 3|4 "
        "against 4|6; S1 drew 3. Alone: Last moves (pause menu). Each hand ends with its moves.",
    "seven-diamonds":
        "Top row: the team scores, NS and EW, and x2 or x3 once the hand is doubled or tripled. "
        "Your call: before play each player speaks once; Left/Right show the calls you may make "
        "(no call, redeal, double, triple; agree or refuse when your partner asks for a redeal) "
        "and A makes the one between < >. A card shows its rank over its suit: 7 8 9 T J Q K A, "
        "where T is the 10, J the jack, Q the queen, K the king and A the ace; the suits are ♣ "
        "clubs, ♦ diamonds, ♥ hearts and ♠ spades. The four piles show each suit's top card. "
        "Raised cards can be played; the chosen card is white. Up/Down: Carte! over your hand: "
        "your second-to-last card, with the Carte rule on; Up/Down says carte, A alone gives "
        "the other team 100. Carte! in white: you say carte with this card (Up/Down). After a "
        "move: who played which card (West 9♦); on a hand's last card the top row still shows "
        "the scores from before it. Hand end: the winning team, its points and the multiplier, "
        "then the scores."
        " Pass to: the moves since that player's last, newest last: W 9♦, N: double, Carte!: NS"
        " +100 (a missed carte). Alone: Last moves (pause menu). Each hand ends with its moves.",
}
