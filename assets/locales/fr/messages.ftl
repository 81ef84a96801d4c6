# Messages publics de la partie : table, tours, résultats, votes. Ils suivent
# la langue du serveur (/hypnosia settings language).

## Couleurs et joueurs ordinateur

color-red = rouge
color-yellow = jaune
color-green = vert
color-cyan = cyan
color-blue = bleu
color-magenta = magenta

level-easy = facile
level-medium = intermédiaire
level-hard = difficile
ai-player = IA ({ $level })

## Table

lobby-title = Hypnosia — nouvelle table
lobby-host = Hôte : { $host }
lobby-seats = **Places ({ $taken }/{ $seats })**
lobby-closes = Fermeture s'il ne se passe rien : { $closes }
lobby-rules = Règles
variant-standard = standard
variant-no-stacks-over-bridges = les piles ne traversent pas les ponts
lobby-timeout = Temps par tour
lobby-where = Où
lobby-where-thread = un fil
lobby-where-channel = ce salon
lobby-footer = L'hôte peut lancer la partie dès que deux places au moins sont prises.
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-start = Lancer (hôte)
lobby-cancel = Annuler (hôte)
lobby-add-ai = Ajouter une IA : { $level }
lobby-remove-ai = Retirer une IA
lobby-pick-color = Déjà à table ? Choisissez une autre couleur
lobby-idle-closed = Cette table s'est fermée faute d'activité.
lobby-everybody-left = Tout le monde est parti ; cette table est fermée.
lobby-host-cancelled = L'hôte a fermé cette table.
lobby-admin-closed = Un membre qui gère ce serveur a fermé cette table.
lobby-starting = Lancement de la partie…
lobby-started-here = La partie n° { $game } a commencé ici, juste en dessous. Joueurs : { $players }.
lobby-started-thread = La partie n° { $game } a commencé dans son fil, { $thread }. Joueurs : { $players }.
game-thread-name = Partie d'Hypnosia { $game }

## Message du tour

opening-title = **Qui commence ?**
opening-tie = Égalité, on relance :
turn-dice = Dés : **{ $first }** et **{ $second }**
turn-last-warning = ⚠️ Le temps s'est écoulé lors de vos { $count } derniers tours : encore un dépassement et vous perdez votre place dans la partie.
turn-last-warning-alone = ⚠️ Le temps s'est écoulé lors de vos { $count } derniers tours : encore un dépassement et le bot jouera le reste de la partie à votre place.
move-auto = { $played } (joué par le bot)
move-auto-timeout = { $played } (joué par le bot : temps écoulé)
move-auto-finish = { $played } (joué par le bot : « Finir à ma place »)
move-auto-decided = { $played } (joué par le bot : personne d'autre ne pouvait plus jouer)
turn-summary-rolled = { $emoji } { $name } 🎲{ $first }·{ $second }
turn-footer = Partie n° { $game } · tour { $turn }
turn-refresh = Actualiser
turn-played-board-follows = ✅ Tour joué · le plateau se met à jour dans un instant
board-old-stays = Le plateau est désormais ici. Son autre copie n'a pas pu être modifiée : ses boutons restent, mais seul celui-ci suit la partie.
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [one] dé perdu
       *[other] dés perdus
    } : { $dice } (aucun coup possible)
dice-and = { $first } et { $second }
left-resigned = a abandonné
left-removed = a perdu sa place après { $count } dépassements de temps d'affilée
left-removed-short = a perdu sa place après des dépassements de temps répétés
# Là où seuls les clics montrent la partie (message privé, groupe privé), une ligne au-dessus du plateau :
# le bot a joué le tour d'une personne dont le temps était écoulé ; $count dépassements d'affilée
# jusqu'ici, au $max-ième elle perd sa place.
timeout-played = ⏱ Temps écoulé pour { $name } : le bot a joué son tour (dépassement { $count } sur { $max } ; au { $max }e, sa place est perdue).
# La même chose quand personne d'autre ne l'attend : au $max-ième, le bot joue le reste de la partie.
timeout-played-alone = ⏱ Temps écoulé pour { $name } : le bot a joué son tour (dépassement { $count } sur { $max } ; au { $max }e, le bot joue le reste de la partie à sa place).
# Un message à part (une modification du plateau ne notifie personne) : $mention a perdu sa place.
timeout-removed-notice = ⏱ { $mention } a perdu sa place dans la partie n° { $game } après { $count } dépassements de temps d'affilée.
# La même chose quand cela termine la partie ; $people mentionne tous les joueurs.
timeout-end-removed = ⏱ { $people } : la partie n° { $game } est terminée : { $name } a perdu sa place après { $count } dépassements de temps d'affilée. Les résultats sont sur le plateau ci-dessus.
# La même chose quand le bot a joué le reste de la partie pour une personne dont le temps était écoulé.
timeout-end-played-out = ⏱ { $people } : la partie n° { $game } est terminée : temps écoulé pour { $name }, et le bot a joué le reste de la partie. Les résultats sont sur le plateau ci-dessus.

## Résultats

results-over = Partie terminée : { $reason }.
results-played-by-bot = 🤖 { $name } : le bot a joué { $count ->
        [one] { $count } tour
       *[other] { $count } tours
    } sur { $total }{ $why }
results-walked-away = 🤖 { $name } : le bot a joué { $count ->
        [one] { $count } tour
       *[other] { $count } tours
    } sur { $total }{ $why }, soit l'essentiel de la partie : elle ne compte ni comme victoire ni comme meilleure place.
results-why-timeout = temps écoulé
results-why-finish = « Finir à ma place »
results-why-decided = personne d'autre ne pouvait plus jouer
results-headline-uncounted = 🤖 Partie n° { $game } : { $count ->
        [one] la place de { $names }, jouée par le bot, a fini première
       *[other] les places de { $names }, jouées par le bot, ont fini premières
    } (aucune victoire comptée)
results-cancelled-by = annulée par { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-footer = Partie n° { $game } · ★ centre · ✕ prises
results-rematch = Revanche
results-next = Et maintenant
results-standings = Classement
results-export = Exporter
reason-center-full = centre plein
reason-players-left = moins de deux joueurs restants
reason-board-empty = plus aucun pion sur le plateau
reason-round-limit = limite de tours de table atteinte
reason-cancelled = partie annulée

## Abandon et annulation

resign-confirm = Abandonner la partie n° { $game } ? Vos pions du couloir de départ et des cercles quittent le plateau, ceux du centre gardent leurs points, et la partie compte comme une défaite.
resign-button = Abandonner
resigned-done = Vous avez abandonné. Vos pions ont quitté le plateau.
cancel-force-confirm = Forcer l'annulation de la partie n° { $game } ? Elle ne comptera pas, et les joueurs sauront que c'est vous qui l'avez annulée.
cancel-confirm = Annuler la partie n° { $game } ? La partie ne comptera pas.
cancel-button = Annuler la partie
vote-text =
    { $name } demande l'annulation de la partie n° { $game }. Tous ceux qui jouent encore doivent accepter avant la fin du vote ({ $ends }) ; sinon la partie continue.
    { $people }
vote-agree = J'accepte
vote-closed = Partie n° { $game } : { $text }
vote-cancelled = annulée.
vote-all-agreed = tous les joueurs restants ont accepté, elle est donc annulée.
vote-expired = Tout le monde n'a pas accepté dans les 2 minutes : la partie continue.
cancelled-by-force = { $name } (Gérer le serveur)
cancelled-by-vote = { $name } (avec l'accord de tous)

## Autres réponses

board-reposted = Le plateau est de nouveau en bas du salon.
rematch-open = Une table de revanche est ouverte dans { $channel }.
export-json = Partie n° { $game }, format `hypnosia-record/1`.
export-gif = Partie n° { $game } : { $frames ->
        [one] { $frames } image, une par coup
       *[other] { $frames } images, une par coup
    }.
export-gif-turns = Partie n° { $game } : { $frames ->
        [one] { $frames } image, une par tour
       *[other] { $frames } images, une par tour
    }, dessinées en { $size } px : avec une image par coup, l'animation dépasserait la limite d'envoi de Discord.
export-gif-scaled = Partie n° { $game } : { $frames ->
        [one] { $frames } image, une par coup
       *[other] { $frames } images, une par coup
    }, dessinées en { $size } px pour respecter la limite d'envoi de Discord.

## Texte identique dans toutes les langues (un nom)

plain = { $text }
# Quand un long texte est raccourci pour tenir dans les limites de Discord.
log-earlier-lines = …{ $count ->
        [one] { $count } ligne précédente masquée
       *[other] { $count } lignes précédentes masquées
    } · à revoir en entier avec { $replay } après la partie
fit-earlier-lines = …{ $count ->
        [one] { $count } ligne précédente masquée
       *[other] { $count } lignes précédentes masquées
    }
fit-more-lines = …{ $count ->
        [one] et { $count } ligne de plus
       *[other] et { $count } lignes de plus
    }

## Durées (un temps par tour), relues par le bot : gardez des unités courtes.

duration-hours = { $count } h
duration-minutes = { $count } min
duration-seconds = { $count } s
# Avant le lien vers le message d'une table ou d'une partie.
held-link = { "\u202F" }: { $link }
# Relie la ligne d'un tour et la suite : « 🔴 Ada 🎲5·3 · pion 1 vers O4 ».
summary-then = { $summary } · { $then }

## Apprendre (/hypnosia learn) et indices dans les parties d'entraînement

learn-title = Leçon { $number }/{ $total } : { $name }
learn-footer = Cette leçon n'est visible que par vous. Vous jouez les rouges ; les bleus, joués par l'ordinateur (AI sur le plateau), attendent leur tour.
## /hypnosia puzzle
puzzle-title = Problème n° { $number }
puzzle-task = Au trait : **{ $color }**. Une façon de jouer les deux dés est nettement la meilleure : trouvez-la.
puzzle-first-played = Déjà joué : { $moves }. Au tour de l'autre dé.
puzzle-again = Vous avez déjà répondu à ce problème : cette réponse ne changera pas votre cote aux problèmes.
puzzle-from-game = Tiré de la partie n° { $game } jouée ici, tour { $turn }.
puzzle-from-set = Tiré de la collection de problèmes du bot.
puzzle-footer = Ce problème n'est visible que par vous. Votre cote aux problèmes : { $rating }
puzzle-footer-new = Ce problème n'est visible que par vous. Votre première réponse établit votre cote aux problèmes.
puzzle-footer-next = Ceci n'est visible que par vous. « Problème suivant » vous en donne un autre.
puzzle-right = ✅ Bravo ! { $moves } est la meilleure façon de jouer.
puzzle-why = Pourquoi :{ $why }
puzzle-wrong = ❌ Ce n'est pas le meilleur coup. Vous avez joué { $moves } : cela coûte { $loss } points de probabilité de victoire.
puzzle-best = Le meilleur était { $moves }. Pourquoi :{ $why }
puzzle-rating-moved = Votre cote aux problèmes : { $before } → **{ $after }** ({ $delta }) · problèmes résolus : { $solved } sur { $attempts }.
puzzle-next = Problème suivant
puzzle-restart = ↺ Recommencer
puzzle-rating-kept = Déjà répondu : votre cote aux problèmes reste **{ $rating }**.

## Le problème du jour (/hypnosia settings puzzle)
daily-puzzle-title = 🧩 Problème du jour · { $date }
daily-puzzle-date = { $weekday ->
    [1] lundi
    [2] mardi
    [3] mercredi
    [4] jeudi
    [5] vendredi
    [6] samedi
   *[7] dimanche
} { $day ->
    [1] 1er
   *[other] { $day }
} { $month ->
    [1] janvier
    [2] février
    [3] mars
    [4] avril
    [5] mai
    [6] juin
    [7] juillet
    [8] août
    [9] septembre
    [10] octobre
    [11] novembre
   *[12] décembre
}
daily-puzzle-level = Difficulté : **{ $level ->
    [easy] facile
    [medium] moyenne
    [hard] difficile
   *[expert] très difficile
}** · cote { $rating }
daily-puzzle-answers = { $attempts ->
    [0] Personne n'a encore répondu.
   *[other] Bonnes réponses : **{ $solved }** sur { $attempts }
}
daily-puzzle-shared-solved = ✅ { $who } a résolu du premier coup le problème du jour du { $date }.
daily-puzzle-shared-tried = 🧩 { $who } a tenté le problème du jour du { $date } : pas résolu cette fois.
daily-puzzle-footer = « Résoudre » l'ouvre rien que pour vous. Votre première réponse compte pour votre cote aux problèmes.
daily-puzzle-solve = Résoudre
daily-puzzle-on = Le problème du jour : publié chaque jour (UTC) dans { $channel }.
daily-puzzle-off = Le problème du jour : désactivé.
learn-right = ✓ Bien joué !
learn-would-land = ✗ { $choice } n'est pas le coup demandé : il s'arrêterait sur { $space }.
learn-would-capture = ✗ { $choice } n'est pas le coup demandé : il prendrait { $count ->
        [one] le pion
       *[other] { $count } pions
    } sur { $space }.
learn-would-enter = ✗ { $choice } n'est pas le coup demandé : il entrerait au centre à la place { $place } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    } en tout).
learn-did-capture = { $count ->
        [one] Pion pris : +1 point pour vous, −1 pour les bleus.
       *[other] { $count } pions pris : +{ $count } points pour vous, −{ $count } pour les bleus.
    }
learn-did-enter = { $count ->
        [one] Votre pion est au centre
       *[other] Vos { $count } pions sont au centre
    } : +{ $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
learn-did-lose = { $count ->
        [one] Votre { $dice } n'a plus de coup possible : il est perdu et le tour passe.
       *[other] Vos { $dice } n'ont plus de coup possible : ils sont perdus et le tour passe.
    }
learn-done-title = Leçons terminées
learn-done = Vous connaissez maintenant le jeu. Le bouton ci-dessous lance tout de suite une partie d'entraînement contre l'IA facile, dans un fil à part si le serveur joue ses parties dans des fils. Prenez votre temps : les tours n'ont pas de limite de temps. En solo contre l'ordinateur, un bouton Indice montre ce que jouerait l'IA difficile.
learn-practice = Partie d'entraînement
learn-practice-open = Votre partie d'entraînement a commencé dans { $channel }. Prenez votre temps : les tours n'ont pas de limite de temps. La partie se termine après une journée sans coup.
learn-lane-name = Sortir du couloir
learn-lane-task = Le pion 3 a besoin d'un 3 ou plus pour sortir de son couloir. Un dé plus fort l'emmène plus loin : une case après votre entrée `O0` pour chaque point au-delà de 3. Vous avez fait 2 et 4 : sortez le **pion 3** sur le cercle extérieur.
learn-lane-wrong = Le pion 3 a besoin d'un dé de 3 ou plus : seul le 4 le fait sortir. 4, c'est un de plus que 3 : le pion arrive une case après `O0`, sur `O1`.
learn-counting-name = Compter juste
learn-counting-task = Un coup utilise toute la valeur du dé : la pièce avance d'exactement autant de cases dans le sens antihoraire et passe par-dessus tout ce qu'elle croise ; seule la case d'arrivée compte. Amenez le **pion 1** sur `O5`, par-dessus le pion bleu.
learn-counting-wrong = Depuis `O1`, seul le 4 s'arrête sur `O5` : on passe simplement par-dessus le pion bleu en `O3`.
learn-bridge-name = Traverser un pont
learn-bridge-task = Les cases dorées sont des ponts. Un coup qui *part* d'un pont peut le traverser : son premier pas va vers l'intérieur, les suivants continuent sur le cercle intérieur. Posez d'abord le **pion 1** sur le pont `O4`.
learn-bridge-cross-task = Traversez maintenant avec le 2 : le premier pas mène le pion 1 sur `M3`, le second sur `M4`. S'arrêter sur un pont avec un dé, puis le traverser avec l'autre, permet d'avancer vers l'intérieur en un seul tour.
learn-bridge-wrong = Seul un coup qui part d'un pont peut le traverser : arrivez sur `O4` avec le 3, puis traversez avec le 2.
learn-stack-name = Les piles
learn-stack-task = Deux de vos pions sur une même case forment une pile. Sortez le **pion 2** du couloir pour le poser sur le pion 1, en `O2`.
learn-stack-move-task = Une pile se déplace d'un seul bloc. Avancez toute la pile (pions 1+2, `①②` sur son bouton) avec le 2 jusqu'au pont `O4`.
learn-stack-wrong = Le 4 sort le pion 2 de son couloir deux cases après `O0` (4, c'est deux de plus que 2), sur le pion 1 en `O2` ; ensuite, le 2 déplace toute la pile, pions 1+2.
learn-split-name = Se détacher d'une pile
learn-split-task = Le pion au plus grand numéro peut aussi se détacher de la pile et partir seul ; l'autre reste. Détachez le **pion 2** avec le 3, jusqu'au pont `O4`.
learn-split-wrong = Un bouton marqué `①②` déplace toute la pile (pions 1+2) ; en se détachant, le pion 2 part seul (`②`), et seul le 3 l'amène sur `O4`.
learn-capture-name = Les prises
learn-capture-task = Un pion qui s'arrête sur un pion adverse isolé le prend (✕) : le pion pris quitte la partie, +1 point pour vous et −1 pour son propriétaire. Un pion seul ne peut pas prendre une pile : aucun bouton n'amène le pion 1 sur la pile bleue en `O6`. Prenez le pion bleu en `O4`.
learn-capture-wrong = Seul le 3 amène le pion 1 sur le pion bleu seul en `O4` ; la pile bleue en `O6` ne craint rien d'un pion seul.
learn-stack-capture-name = Une pile prend
learn-stack-capture-task = Une pile prend un pion seul, ou les deux pions d'une pile (+2). Vos propres pièces ne sont jamais prises : une pile ne peut pas s'arrêter sur elles. Prenez la pile bleue en `O6` avec toute votre pile.
learn-stack-capture-wrong = Le 4 amène toute votre pile, pions 1+2, sur la pile bleue en `O6` et prend les deux pions ; un pion détaché seul ne peut pas prendre une pile.
learn-center-name = Le centre
learn-center-task = Les ponts du cercle intérieur mènent au centre, seulement avec un 1 exact (★). Le centre a cinq places qui valent 5, 4, 3, 2 et 1 points, dans l'ordre d'arrivée. Faites entrer le **pion 1** depuis le pont `I2`.
learn-center-wrong = On n'entre au centre que depuis un pont du cercle intérieur, avec un 1 ; tout autre coup fait continuer le pion sur le cercle intérieur.
learn-stack-enters-name = Une pile entre au centre
learn-stack-enters-task = Une pile entière peut entrer au centre tant qu'il reste au moins deux places libres : ses deux pions prennent les places suivantes, le plus petit numéro d'abord. Les bleus occupent les places 1 et 2 : faites entrer toute votre pile.
learn-stack-enters-wrong = Avec trois places libres, toute la pile, pions 1+2, peut entrer et prendre les places 3 et 4 (3 + 2 points). S'il ne reste qu'une place, seul un pion détaché peut entrer.
learn-lost-die-name = Les dés inutilisables
learn-lost-die-task = Votre 1 n'a aucun coup : le pion 1 s'arrêterait sur la pile bleue en `O7`, et les pions 2 à 4 ont besoin d'un plus grand dé pour quitter le couloir. Jouez le 4 avec le **pion 1** jusqu'en `O10` : de là, le 1 n'a toujours aucun coup ; il est perdu et votre tour s'arrête.
learn-lost-die-wrong = Vous choisissez l'ordre de vos coups, et rien ne vous oblige à sauver un dé. La leçon demande le pion 1 en `O10`, où le 1 tomberait sur la pile bleue en `O11`.
learn-end-name = La fin et le classement
learn-end-task = La partie s'arrête aussitôt que le cinquième pion entre au centre (ou qu'il reste moins de deux joueurs, ou plus aucun pion sur le plateau). Les joueurs sont classés par points ; à égalité, le joueur qui a un pion au centre passe devant, le premier arrivé d'abord. Les bleus et vous avez 7 points chacun : prenez la dernière place avec le **pion 1**.
learn-end-wrong = Seul le 1 fait entrer le pion 1 depuis le pont intérieur `I2` à la dernière place du centre, ce qui termine la partie.
hint-button = Indice
finish-button = Finir à ma place
turn-finish-why = Personne d'autre ne peut plus jouer : il ne reste que vos pions sur le plateau. **Finir à ma place** laisse l'IA difficile jouer tout de suite vos tours restants ; si c'est l'essentiel de votre partie, elle ne comptera ni comme victoire ni comme meilleure place.
hint-text = 💡 L'IA difficile jouerait { $choice } : { $why }
hint-why-center = ce coup amène un pion au centre, où ses points ne peuvent plus être perdus.
hint-why-capture = ce coup prend un pion adverse : +1 point pour vous et −1 pour son propriétaire, par pion pris.
hint-why-bridge = ce coup utilise un pont, seul chemin vers l'intérieur et le centre.
hint-why-safety = ce coup met la pièce hors de portée des prochains lancers adverses.
hint-why-advance = ce coup rapproche une pièce du centre.
history-hinted = avec indices
# Probabilités de victoire (ticket 26) : la ligne des messages de tour et des
# revues, et l'analyse d'une partie terminée.
results-analysis = Analyse
analysis-title = Analyse de la partie n° { $game }
analysis-chart = Le graphique montre la probabilité de victoire après chaque tour de table (à deux joueurs, seule la courbe du gagnant : celle de l'autre en est le reflet) ; les repères numérotés sont les tournants de la partie.
analysis-turning-title = Tournants de la partie
analysis-turning-line = { $number }. { $round ->
        [1] 1er
       *[other] { $round }e
    } tour de table : { $emoji } { $name } { $what } ({ $change })
analysis-turning-missed = { $number }. { $round ->
        [1] 1er
       *[other] { $round }e
    } tour de table : un tour à 🎲{ $dice } où un meilleur coup était possible ({ $change })
analysis-no-turning-point = Aucun tour n'a changé les probabilités.
analysis-players-title = Chance et habileté, par tour (points de probabilité)
analysis-account = { $emoji } { $name } : { $start } % → { $end } % · chance { $luck } · habileté { $skill }
analysis-explained = Comment les chiffres sont calculés : notons E(x) la probabilité de victoire de chaque joueur dans la position x. À chaque tour, la chance est E(après le lancer) − E(avant le lancer) pour le joueur actif, ce que les dés ont apporté par rapport à un lancer moyen ; l'habileté est E(après les coups) − E(après le lancer), ce que les coups ont apporté par rapport au meilleur jeu possible avec ce lancer (0 au mieux, jamais plus) ; ce que les tours et les départs des autres joueurs ont changé est l'influence des autres. Pour chaque joueur, l'évolution du début au résultat est exactement chance + habileté + influence des autres. Le message donne la chance et l'habileté par tour joué, en points de pourcentage : +0,5 signifie un demi-point de probabilité par tour, environ 25 points sur une partie de 50 tours.
analysis-footer = Probabilités estimées par l'IA difficile.
# Parties lentes (ticket 27) : les jours d'une durée, relus comme temps par tour.
duration-days = { $count } j
# Parties lentes : le rappel quand il reste un quart du temps ; $at et $deadline sont des temps relatifs de Discord.
turn-reminder-when = Rappel : { $at }, quand il restera un quart du temps.
# Parties lentes là où seuls les clics montrent la partie (message privé, groupe privé) : aucun rappel ne peut y venir.
turn-no-reminder = Pas de rappel ici : le bot n'écrit que quand quelqu'un clique.
turn-reminder = { $player }, c'est à vous de jouer dans la partie n° { $game }. Fin du temps de jeu : { $deadline }.
# Notifications de tour par message privé (`notify`, désactivées par défaut) ; $deadline est un temps relatif de Discord.
notify-on = Notifications de tour activées : vous recevrez un message privé quand votre tour commence et quand il reste un quart du temps, seulement dans les parties sur un serveur d'au moins une heure par tour (en message privé ou en groupe privé, le bot n'apprend votre tour qu'au clic de quelqu'un).
notify-off = Notifications de tour désactivées : plus de message privé pour vos tours.

## board
move-to-space = vers { $space }
move-to-center = au centre { $mark }
turn-line-you = { $emoji } { $mention }, à vous
turn-line-computer = { $emoji } { $name } réfléchit · { $dice }
turn-line-no-move = { $line } · aucun coup avec le { $die }
turn-line-deadline = { $line } ⏱ { $deadline }
turn-line-idle-end = { $line } · ⏳ se termine après une journée sans coup
chances-line = Probabilités de victoire : { $chances }
turn-heading-chances = Tour { $turn } · victoire : { $chances }
turn-heading-odds = Tour { $turn } · { $chances }
notify-turn-dm = C'est à vous de jouer dans la partie n° { $game }. Fin du temps de jeu : { $deadline }.
notify-reminder-dm = Rappel : c'est toujours à vous de jouer dans la partie n° { $game }. Fin du temps de jeu : { $deadline }.

## lessons
learn-read-board = **Le plateau.** Vous jouez les rouges : vos pions sont les ronds rouges numérotés de 1 à 4, qui attendent dans votre couloir de départ. Chaque case a un nom : une lettre pour son cercle (`O` extérieur, `M` milieu, `I` intérieur) et un numéro. Vos pions entrent en `O0`, votre entrée, tournent dans le sens antihoraire et passent vers l'intérieur par les ponts dorés, jusqu'au centre. Les étiquettes montrent où un coup peut arriver : bleues pour le premier dé, grises pour le second, comme les boutons.
learn-read-button = **Les boutons.** Chaque bouton est un coup : `🎲4 ③ O1` veut dire « jouer le 4 pour amener le pion 3 en `O1` » : le dé, le pion (son numéro dans un rond, comme sur le plateau), puis l'étiquette de la case d'arrivée ; ✕ signale une prise et ★ le centre. Les boutons du premier dé sont bleus, ceux du second sont gris. Cliquez sur le coup de votre choix.
learn-ringed = Le pion à déplacer est entouré de blanc sur le plateau.
learn-shown = { $mark } Voici le bon coup : le bouton vert.
learn-back = ◀ Retour
learn-skip = Passer ▶
learn-quit = Quitter
learn-quit-title = Leçons fermées
learn-quit-done = Revenez quand vous voulez avec { $command } : vous choisirez la leçon par laquelle reprendre.
learn-practice-thread = Entraînement · { $name }
ai-player-numbered = IA { $number } ({ $level })


## doors
# Who called off a game whose channel, thread or server the bot can no longer reach.
cancelled-out-of-reach = le bot (ce salon n'est plus à sa portée)
cancelled-idle = le bot (une journée sans coup)
# Who called off a game reached only through clicks that nobody clicked for a day (a week for a slow game) after a time-out.
cancelled-unclicked = le bot (personne n'est revenu au plateau après un dépassement de temps)

## lobby
lobby-computer-menu = 🤖 Ajouter ou retirer un joueur ordinateur (hôte)
lobby-go-to-table = Aller à la table
rematch-invite = { $invited } : { $host } propose une revanche. Cliquez sur Rejoindre ci-dessous pour jouer ; personne n'est installé à la table sans l'avoir rejointe.
challenge-invite = { $invited } : { $host } vous défie à Hypnosia. Cliquez sur Rejoindre ci-dessous pour prendre la place.
lobby-start-failed = La partie n'a pas pu être lancée ; la table est donc de nouveau ouverte. { $why }
settings-member-limit = Parties en cours par membre à la fois : **{ $count }**
settings-ceilings = Plafonds fixés par l'opérateur de ce bot pour chaque serveur : **{ $tables }** (tables ouvertes et parties en cours), **{ $members }** (parties en cours par membre)

## analysis
rating-change = cote { $before } → { $after } ({ $change })
rating-provisional = provisoire ({ $games }/{ $of } parties)
analysis-posted-here = L'analyse de la partie n° { $game } est déjà publiée.
analysis-posted-now = L'analyse de la partie n° { $game } est publiée pour tout le monde.
analysis-too-late = L'analyse de la partie n° { $game } prend plus de temps que Discord ne me laisse pour vous répondre. Elle continue : redemandez-la dans quelques minutes.
analysis-help-button = Comment lire ceci
analysis-verdict = { $head } ; { $dice }.
analysis-head-mistakes = { $winner } a gagné grâce à un meilleur jeu que { $loser }
analysis-head-play = { $winner } a gagné en jouant mieux
analysis-head-dice = { $winner } a gagné grâce aux dés
analysis-head-despite-dice = { $winner } a gagné en jouant mieux, malgré les dés
analysis-head-left = { $winner } a gagné après le départ des autres
analysis-head-close = { $winner } a gagné une partie serrée
analysis-head-won = { $winner } a gagné
analysis-head-shared = { $winners } se partagent la victoire
analysis-dice-even = les dés ont été équitables
analysis-dice-for = les dés ont favorisé { $player }
analysis-dice-against = les dés ont été contre { $player }

## channel
turn-summary-not-played = { $count ->
        [one] { $dice } non joué
       *[other] { $dice } non joués
    }
log-computers-played = 🤖 les ordinateurs ont joué { $count } tours
log-played-for = 🤖 le bot a joué { $count ->
        [one] { $count } tour
       *[other] { $count } tours
    } pour { $name } (personne d'autre ne pouvait plus jouer)
log-played-out-for = 🤖 le bot a joué { $count ->
        [one] { $count } tour
       *[other] { $count } tours
    } pour { $name }, et les ordinateurs ont fini la partie (temps écoulé ; personne d'autre n'attendait)
log-played-for-finish = 🤖 le bot a joué { $count ->
        [one] { $count } tour
       *[other] { $count } tours
    } pour { $name } (« Finir à ma place »)
log-played-for-timeout = 🤖 le bot a joué { $count ->
        [one] { $count } tour
       *[other] { $count } tours
    } pour { $name } (temps écoulé ; personne d'autre ne pouvait plus jouer)
winner-points = { $name }, { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
log-game-over = La partie n° { $game } est terminée : 🏆 { $winners }
log-game-over-uncounted = La partie n° { $game } est terminée : 🤖 { $winners } (place jouée par le bot : aucune victoire comptée)
log-game-cancelled = La partie n° { $game } a été annulée.
log-results-link = Résultats ↗
results-headline = 🏆 { $winners } { $count ->
        [one] remporte
       *[other] remportent
    } la partie n° { $game }
results-headline-cancelled = Partie n° { $game } annulée

## coups (ticket 45 : une seule langue pour les coups, un tour qui tient quel que soit le jet)
# Un coup en mots, sans son dé : « pion 3 vers O12 ».
move-words = { $count ->
        [one] pion
       *[other] pions
    } { $pawns } { $to }
move-over-bridge = par le pont vers { $space }
move-captures = { $words } · prend
move-sentence = 🎲{ $die } · { $words }
# Un bouton de coup, assez court pour cinq par ligne ; le même dans toutes les langues.
move-chip = 🎲{ $die } { $pawns } { $to }
move-chip-center = ★{ $mark }
move-chip-captures = { $chip } ✕
move-die = 🎲{ $die }
# Le texte du menu d'un dé qui a beaucoup de coups.
move-menu = { $dice } · { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } : choisissez-en un
board-alt-moves = Le plateau, ses étiquettes montrant où arrive chaque coup. Coups : { $moves }
board-here = Le plateau est de nouveau en bas.

## Ticket 45, les petites choses

# Sous une réponse que seul son auteur voit (statistiques, parties passées) : la publie pour tous.
share-button = Partager
# Le même bouton, une fois la réponse publiée.
share-done = Partagé

# La cause d'un tournant (après le nom du joueur) : ce qu'a fait son tour.
# $dice : le lancer, p. ex. 6·6 ; $count : des pions.
analysis-cause-roll = a fait { $dice }
analysis-cause-capture = a fait { $dice } et a pris { $count ->
        [one] un pion
       *[other] { $count } pions
    }
analysis-cause-center = a fait { $dice } et a amené { $count ->
        [one] un pion
       *[other] { $count } pions
    } au centre
analysis-cause-lost-die = a fait { $dice } et n'a pas pu jouer un dé
analysis-cause-left = a quitté la partie
# Le verdict quand son début dit tout (meilleur jeu, malgré les dés).
analysis-verdict-alone = { $head }.
# Après « a gagné grâce aux dés » : la comparaison du jeu.
analysis-play-even = le jeu a été égal
analysis-play-slightly = { $player } a un peu mieux joué
analysis-play-better = { $player } a mieux joué
analysis-play-others-slightly = les autres ont un peu mieux joué
analysis-play-others-better = les autres ont mieux joué

# Le bouton des leçons qui explique comment lire le plateau et les boutons.
learn-legend = Légende
# Sous la première consigne de la première leçon.
learn-legend-hint = Vous découvrez ce plateau ? **Légende** l'explique, ainsi que les boutons.

# Dernière ligne de la table, pour les nouveaux ; $learn : la commande des leçons (une mention).
lobby-newcomers = Vous découvrez Hypnosia ? { $learn } vous l'apprend en quelques minutes.

# Un bouton-lien vers un message, au lieu d'un lien brut (l'analyse publiée, le plateau reposté).
go-to-message = Aller au message

# Pourquoi le coup de l'indice est bon, quand il fait sortir un pion de son couloir.
hint-why-enter = ce coup fait sortir un nouveau pion de son couloir et le met en jeu.

## A quiet thread (issue 45): a rematch of a game played in a thread.
# The lobby's "Where" field for a lobby that is itself in a thread.
lobby-where-this-thread = ce fil
# A link button on the game's line in the channel, to its rematch's lobby.
log-rematch-link = Revanche ouverte ↗
# Told only to the person who clicked Rematch, when the lobby opens right below them.
rematch-open-below = Votre table est juste en dessous.

# The errors of a game (issue 48): accuracy in the public analysis, a player's own marks in private.
analysis-accuracy-title = Précision (face aux coups de l'IA difficile)
analysis-accuracy-line = { $emoji } { $name } : précision { $accuracy }/100 · { $rate } { $rate ->
        [one] point de probabilité perdu
       *[other] points de probabilité perdus
    } par décision ({ $decisions ->
        [one] { $decisions } décision
       *[other] { $decisions } décisions
    })
analysis-own-button = Mes coups
own-errors-title = Vos coups dans la partie n° { $game } ({ $emoji } { $name })
own-errors-summary = Précision { $accuracy }/100 · { $rate } { $rate ->
        [one] point de probabilité perdu
       *[other] points de probabilité perdus
    } par décision, sur { $decisions ->
        [one] { $decisions } décision
       *[other] { $decisions } décisions
    }
own-errors-marks = { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    } · { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } · { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }
own-errors-no-decision = Aucun de vos tours n'était une décision : chaque lancer ne pouvait se jouer que d'une façon.
own-errors-clean = Aucun de vos coups n'est annoté : bien joué.
own-errors-worst-title = Vos tours les plus coûteux
own-errors-worst-line = Tour { $turn } · { $dice } · { $mark } ({ $loss } points) : vous avez joué { $played }
own-errors-worst-best = ↳ Meilleur coup : { $best }
own-errors-no-move = aucun coup
own-errors-replay = Tour { $turn }
own-errors-legend = Face au tour de l'IA difficile avec la même position et les mêmes dés : une imprécision perd { $inaccuracy } points de probabilité ou plus, une erreur { $mistake }, une gaffe { $blunder }. Chaque bouton ouvre cette position pour revoir la partie.
mark-inaccuracy = imprécision
mark-mistake = erreur
mark-blunder = gaffe

## Tournois (issue 47)
tournament-title = 🏆 { $name }
tournament-host = Organisateur : { $host }
tournament-rules = { $format } · tables de { $seats } · temps par tour { $timeout }
tournament-format-swiss = Système suisse, { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } rondes
    }
tournament-format-knockout = Élimination directe
tournament-starts-at = Début { $time }
tournament-starts-by-host = Commence quand l'organisateur le lance.
tournament-round-playing = La ronde { $round } est en cours.
tournament-final-playing = La finale est en cours.
tournament-final-standings = Classement final
tournament-finished = Terminé : le podium est ci-dessous.
tournament-cancelled = Annulé.
tournament-players = **Joueurs ({ $count }/{ $cap })**
tournament-no-players = Personne pour l'instant : cliquez sur S'inscrire.
tournament-join = S'inscrire
tournament-leave = Se retirer
tournament-list-empty = Aucun tournoi en inscription ou en cours sur ce serveur.
tournament-standing = { $rank }. { $player } : { $points } { $points ->
        [one] pt
       *[other] pts
    } · points de partie { $game } · points des adversaires { $opponents }
tournament-standings-legend = Le vainqueur d'une table marque 1 point et le dernier 0 ; les places entre les deux reçoivent des parts régulièrement espacées (à une table de 4 : 1 ; 0,67 ; 0,33 ; 0). Départages : points de partie, puis points des adversaires, puis confrontations directes.
tournament-card-points = Points
tournament-card-game-points = Pts parties
tournament-card-opponents = Pts adv.
tournament-card-computer = Ordinateur (ronde { $round })
tournament-card-computer-seat = Ordinateur
tournament-card-round = Ronde { $round }
tournament-card-final = Finale
tournament-card-table = Table { $table }
tournament-card-bye = Exempt
tournament-card-reached = Stade atteint
tournament-card-status = Statut
tournament-card-still-in = En lice
tournament-card-out = Sortie en ronde { $round }
tournament-card-finalist = Finaliste
tournament-card-winner = Vainqueur
tournament-standing-knockout = { $rank }. { $player } : { $reached } · { $status }
tournament-bye-line = { $player } passe à la ronde { $next } sans jouer (exemption) : aucun adversaire ne restait pour cette ronde.
tournament-bye-call = { $players } : exemption pour la ronde { $round } de **{ $name }** : aucun adversaire ne restait. Votre table de la ronde { $next } vous préviendra.
tournament-podium-title = 🏆 { $name } : le podium
tournament-podium-footer = { $players } joueurs · { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } rondes
    }
tournament-thread-name = 🏆 { $name }, ronde { $round }, table { $table }
tournament-table-ping = { $players } : votre table de **{ $name }**, ronde { $round }, est ici. Bonne chance !
tournament-you-started = Le tournoi a commencé : ses tables jouent.
tournament-you-cancelled = Le tournoi est annulé.
tournament-you-left = Vous ne participez plus au tournoi.
tournament-resign-swiss = C'est une table de tournoi : vous marquez 0 pour cette partie et restez dans le tournoi.
tournament-resign-knockout = C'est une table à élimination directe : vous prenez la dernière place à cette table et quittez le tournoi.
tournament-you-removed = { $player } ne participe plus au tournoi.
tournament-round-label = 🏆 { $name }, ronde { $round }
tournament-check-in = Confirmer
tournament-check-in-line = Confirmation de présence ouverte { $time } : seuls les joueurs confirmés sont placés.
tournament-check-in-open = ✅ Confirmation de présence ouverte jusqu'au début : { $checked } sur { $count } { $checked ->
        [one] a confirmé
       *[other] ont confirmé
    }.
tournament-check-in-call = { $players } : la confirmation de présence pour **{ $name }** est ouverte. Cliquez sur **Confirmer** sous le message d'inscription avant le début, { $time } : seuls les joueurs confirmés sont placés.
tournament-no-show-call = { $players } : **{ $name }** a commencé sans { $count ->
        [one] vous
       *[other] vous tous
    }, car vous n'avez pas confirmé votre présence avant le début. À la prochaine !
tournament-table-playing = Table { $table }{ $link } · { $players } · en cours
tournament-table-won = Table { $table }{ $link } · { $players } · 🏆 { $winner }
tournament-knockout-legend = Classement selon la ronde atteinte par chacun, puis selon la place à sa dernière table.
tournament-podium-ping = { $medals } : félicitations !
tournament-next-out = { $players } { $count ->
        [one] quitte
       *[other] quittent
    } le tournoi à élimination directe.
tournament-next-starts = La ronde { $round } commence maintenant.
tournament-next-final = La finale commence maintenant.
tournament-next-waits = La ronde { $round } commencera quand { $tables ->
        [one] la dernière autre table aura fini
       *[other] les { $tables } autres tables encore en jeu auront fini
    }.
tournament-next-last = C'était la dernière ronde : place au podium quand { $tables ->
        [one] la dernière autre table aura fini
       *[other] les { $tables } autres tables encore en jeu auront fini
    }.
tournament-next-over = Le tournoi est terminé : place au podium.
tournament-next-cancelled = Le tournoi a été annulé : il n'y aura plus de ronde.
tournament-next-started = La ronde { $round } a commencé.
tournament-next-final-started = La finale a commencé.
tournament-next-plays = Table de { $player } : { $table }.
tournament-next-bye = { $player } passe cette ronde sans jouer (exemption).
tournament-standings-posted = Le classement va être publié pour tout le monde dans { $channel }.
tournament-standings-updated = Le classement public va être mis à jour : { $link }
## un défi garde sa place
lobby-decline = Refuser
lobby-declined = { $invited } a refusé le défi. Cette table est fermée.
## la fin d'un tournoi
tournament-bye-line-final = { $player } passe en finale sans jouer (exemption) : aucun adversaire ne restait pour cette ronde.
tournament-bye-call-final = { $players } : exemption pour la ronde { $round } de **{ $name }** : aucun adversaire ne restait. Votre table de la finale vous appellera.
tournament-next-final-tie = { $players } terminent à égalité à la première place. L'ordre des têtes de série (selon la cote, ou tiré au sort au départ) les départage : { $winner } remporte la finale.
