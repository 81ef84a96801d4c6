# /hypnosia rules : les règles en bref, et la clé des numéros de l'image de
# légende (l'image elle-même ne porte aucun mot).

rules-title = Hypnosia — les règles en bref
rules-goal = **But** : amener des pions au centre (5 places, qui valent 5, 4, 3, 2, 1 points) et prendre des pions adverses (+1 pour vous, −1 pour leur propriétaire).
rules-turn = **Tour** : le bot lance les deux dés pour vous ; jouez un coup par dé, dans l'ordre de votre choix. Un coup utilise toute la valeur du dé. Un dé sans coup possible est perdu.
rules-moving = **Déplacements** : les pions quittent leur couloir de départ (la case `Lk` demande un dé ≥ k) pour le cercle extérieur et tournent dans le sens inverse des aiguilles d'une montre. Un coup qui *part* d'un pont peut le traverser vers l'intérieur : extérieur → milieu → intérieur → centre (★, seulement avec un 1).
rules-stacks = **Piles** : deux de vos pions sur une même case forment une pile ; elle se déplace entière, ou son pion au plus grand numéro s'en détache seul.
rules-landing = **Arrivée** : un pion ou une pile qui s'arrête sur un pion adverse le prend (✕) ; un pion seul ne peut pas prendre une pile ; une pile prend les deux pions d'une pile.
rules-end = **Fin** : la partie s'arrête aussitôt quand le centre est plein, quand il reste moins de deux joueurs, quand il n'y a plus aucun pion sur le plateau, ou après 300 tours de table (300 tours par joueur présent au départ). Le joueur qui a le plus de points l'emporte ; à égalité, le joueur qui a un pion au centre passe devant, le premier arrivé d'abord, sinon la place est partagée.
rules-buttons = **Boutons** : le dé, le pion et sa case d'arrivée. `🎲5 ③ O2` amène le pion 3 en `O2` avec le 5 ; `①②` est une pile entière, ✕ une prise, ★ le centre. Quand un dé a plus de coups qu'une rangée de boutons n'en contient, un menu les donne en toutes lettres. Le journal dit chaque coup avec les mêmes mots : « pion 3 vers O2 ».
legend-title = **Légende de l'image**
legend-pawns = **1 · Pions** : une couleur par joueur ; le chiffre est le numéro du pion (1 à 4).
legend-bridges = **2 · Ponts** (dorés) : un coup qui part d'un pont peut le traverser, son premier pas allant vers l'intérieur le long de la bande dorée. Les ponts du cercle intérieur mènent au centre (avec un 1).
legend-lanes = **3 · Couloirs L1–L4** : le pion k part de Lk et en sort avec un dé de k ou plus. Tous les coups vont dans le sens inverse des aiguilles d'une montre sur les cercles O (extérieur), M (milieu) et I (intérieur).
legend-center = **4 · Centre** : les places, dans l'ordre d'arrivée 1 à 5, rapportent +5, +4, +3, +2, +1. Une prise : +1 pour celui qui prend, −1 pour le propriétaire du pion.
rules-learn = **Vous découvrez le jeu ?** { $learn } enseigne le jeu en courtes leçons, coup par coup.
