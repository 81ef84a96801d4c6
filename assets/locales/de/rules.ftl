# /hypnosia rules: die Regeln in Kürze und der Schlüssel zu den Nummern des
# Legendenbilds (das Bild selbst zeigt keine Wörter).

rules-title = Hypnosia — die Regeln in Kürze
rules-goal = **Ziel**: Figuren in die Mitte bringen (5 Plätze, 5, 4, 3, 2, 1 Punkte wert) und gegnerische Figuren erobern (+1 für dich, −1 für ihren Besitzer).
rules-turn = **Zug**: Der Bot würfelt für dich mit zwei Würfeln; mach mit jedem Würfel einen Teilzug, in beliebiger Reihenfolge. Ein Teilzug nutzt die volle Augenzahl. Ein Würfel ohne möglichen Teilzug verfällt.
rules-moving = **Ziehen**: Figuren verlassen ihre Startreihe (Feld `Lk` braucht einen Würfel ≥ k) auf den Außenkreis und laufen gegen den Uhrzeigersinn. Ein Teilzug, der auf einer Brücke *beginnt*, darf sie nach innen überqueren: Außenkreis → mittlerer Kreis → Innenkreis → Mitte (★, nur mit einer 1).
rules-stacks = **Stapel**: Zwei eigene Figuren auf einem Feld bilden einen Stapel; er zieht als Ganzes, oder nur seine Figur mit der höheren Nummer zieht allein weiter.
rules-landing = **Landen**: Wer auf einer gegnerischen Figur landet, erobert sie (✕); eine Einzelfigur kann keinen Stapel erobern; ein Stapel erobert beide Figuren eines Stapels.
rules-end = **Ende**: Die Partie endet sofort, wenn die Mitte voll ist, weniger als zwei Spieler übrig sind, keine Figur mehr auf dem Brett steht oder nach 300 Runden (300 Züge je Spieler, der zu Beginn dabei war). Wer die meisten Punkte hat, gewinnt; bei Gleichstand liegt vorn, wer eine Figur in der Mitte hat, die früheste Ankunft zuerst, sonst teilt man sich den Platz.
rules-buttons = **Knöpfe** nennen den Würfel, die Figur und ihr Zielfeld: `🎲5 ③ O2` zieht Figur 3 mit der 5 auf `O2`; `①②` ist ein ganzer Stapel, ✕ eine Eroberung, ★ die Mitte. Hat ein Würfel mehr Teilzüge, als eine Reihe Knöpfe fasst, nennt ein Menü sie ausgeschrieben. Das Protokoll nennt jeden Teilzug mit denselben Worten: „Figur 3 nach O2“.
legend-title = **Legende des Bilds**
legend-pawns = **1 · Figuren**: eine Farbe pro Spieler; die Zahl ist die Nummer der Figur (1–4).
legend-bridges = **2 · Brücken** (golden): Ein Teilzug, der auf einer Brücke beginnt, darf sie überqueren; sein erster Schritt führt entlang des goldenen Bands nach innen. Die Brücken des Innenkreises führen in die Mitte (mit einer 1).
legend-lanes = **3 · Startreihen L1–L4**: Figur k beginnt auf Lk und verlässt sie mit einem Würfel von k oder mehr. Alle Teilzüge gehen gegen den Uhrzeigersinn auf den Kreisen O (Außenkreis), M (mittlerer Kreis) und I (Innenkreis).
legend-center = **4 · Mitte**: Die Plätze bringen in der Reihenfolge der Ankunft 1–5 +5, +4, +3, +2, +1. Eine Eroberung: +1 für den Eroberer, −1 für den Besitzer der Figur.
rules-learn = **Neu im Spiel?** { $learn } bringt es dir in kurzen Lektionen bei, Teilzug für Teilzug.
