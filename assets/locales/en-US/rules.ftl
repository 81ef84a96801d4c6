# /hypnosia rules: the rules in short, and the key to the numbers on the
# legend image (the image itself shows no words).

rules-title = Hypnosia — rules in short
rules-goal = **Goal**: bring pawns into the center (5 places, worth 5, 4, 3, 2, 1 points) and capture opponents (+1 for you, −1 for them).
rules-turn = **Turn**: the bot rolls two dice for you; play one move per die, in either order. A move uses the whole die. A die with no legal move is lost.
rules-moving = **Moving**: pawns leave their lane (slot `Lk` needs a die ≥ k) onto the outer ring and run counterclockwise. A move that *starts* on a bridge may cross it inward: outer → middle → inner → center (★, only with a 1).
rules-stacks = **Stacks**: two own pawns on one space form a stack; it moves whole, or its higher pawn splits off.
rules-landing = **Landing**: on an opponent's pawn captures it (✕); a single pawn cannot capture a stack; a stack captures both pawns of a stack.
rules-end = **End**: the game ends at once when the center is full, when fewer than two players are left, when no pawn is left on the board, or after 300 rounds (300 turns per starting player). The player with the most points wins; among equal scores, a player with a pawn in the center ranks higher (the earliest arrival first), and otherwise the rank is shared.
rules-buttons = **Buttons** name the die, the pawn and where it lands: `🎲5 ③ O2` moves pawn 3 to `O2` with the 5; `①②` is a whole stack, ✕ a capture, ★ the center. When a die has more moves than a row of buttons holds, a menu lists them in full. The log tells every move in the same words: “pawn 3 to O2”.
legend-title = **Legend of the picture**
legend-pawns = **1 · Pawns**: one color per player; the number is the pawn's number (1–4).
legend-bridges = **2 · Bridges** (gold): a move starting on a bridge may cross it, its first step going inward along the gold band. Inner bridges lead to the center (with a 1).
legend-lanes = **3 · Lanes L1–L4**: pawn k starts on Lk and leaves with a die of k or more. All moves go counterclockwise on the rings O (outer), M (middle) and I (inner).
legend-center = **4 · Center**: places in arrival order 1–5 score +5, +4, +3, +2, +1. A capture: +1 to the capturer, −1 to the pawn's owner.
rules-learn = **New to the game?** { $learn } teaches it in short lessons, move by move.
