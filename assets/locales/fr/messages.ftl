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
level-medium = moyen
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
lobby-starting = Lancement de la partie…
lobby-started-here = La partie n° { $game } a commencé ici, juste en dessous. Joueurs : { $players }.
lobby-started-thread = La partie n° { $game } a commencé dans son fil, { $thread }. Joueurs : { $players }.
game-thread-name = Partie d'Hypnosia { $game }

## Message du tour

opening-title = **Qui commence ?**
opening-tie = Égalité, on relance :
turn-title = { $emoji } À jouer : { $name }
turn-dice = Dés : **{ $first }** et **{ $second }**
turn-so-far = Déjà joué : { $moves }
turn-die-left = Dé restant : **{ $dice }**
turn-deadline = Fin du temps de jeu : { $deadline }. Ensuite, l'ordinateur joue ce tour à votre place.
turn-last-warning = ⚠️ Le temps s'est écoulé lors de vos { $count } derniers tours : encore un dépassement et vous perdez votre place dans la partie.
turn-die-blocked = Aucun coup possible avec le { $die } pour l'instant.
turn-computer-thinking = L'ordinateur réfléchit…
turn-scores = Scores
turn-footer = Partie { $game } · tour { $turn }
turn-your-move = { $mention }, à vous de jouer.
score-line = { $emoji } { $name } **{ $score }**{ $left } · ✕{ $captures } · ★{ $center }
score-left-mark = { " " }(hors jeu)
move-auto = { $played } (auto)
turn-summary-rolled = { $emoji } { $name } a fait { $first }·{ $second }
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $count ->
        [one] dé perdu
       *[other] dés perdus
    } : { $dice } (aucun coup possible)
dice-and = { $first } et { $second }
left-resigned = a abandonné
left-removed = a perdu sa place après { $count } dépassements de temps d'affilée
left-removed-short = a perdu sa place après des dépassements de temps répétés

## Résultats

results-title = Hypnosia — résultats
results-over = Partie terminée : { $reason }.
results-cancelled-by = annulée par { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-rating = { " " }· cote { $before } → { $after }
results-footer = Partie { $game }
results-rematch = Revanche
results-export = Exporter
reason-center-full = centre plein
reason-players-left = moins de deux joueurs restants
reason-board-empty = plus aucun pion sur le plateau
reason-round-limit = limite de tours de table atteinte
reason-cancelled = partie annulée

## Abandon et annulation

resign-confirm = Abandonner la partie n° { $game } ? Vos pions du couloir de départ et des cercles quittent le plateau, ceux du centre gardent leurs points, et la partie compte comme une défaite.
resign-button = Abandonner
resigned-done = Vous avez abandonné la partie n° { $game }. Vos pions ont quitté le plateau.
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
export-json = Partie { $game }, format `hypnosia-record/1`.
export-gif = Partie { $game } : { $frames ->
        [one] { $frames } image, une par coup
       *[other] { $frames } images, une par coup
    }.
export-gif-turns = Partie { $game } : { $frames ->
        [one] { $frames } image, une par tour
       *[other] { $frames } images, une par tour
    }, dessinées en { $size } px : avec une image par coup, l'animation dépasserait la limite d'envoi de Discord.
export-gif-scaled = Partie { $game } : { $frames ->
        [one] { $frames } image, une par coup
       *[other] { $frames } images, une par coup
    }, dessinées en { $size } px pour respecter la limite d'envoi de Discord.

## Texte identique dans toutes les langues (un nom)

plain = { $text }
# Quand un long texte est raccourci pour tenir dans les limites de Discord.
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
# Relie le résumé d'un tour et la suite : « Ada a fait 5·3 : 5: 1 L1→O4 ».
summary-then = { $summary }{ "\u202F" }: { $then }
# Relie les coups d'un tour et les dés perdus.
summary-also = { $summary }{ "\u202F" }; { $then }
# Slow games (issue 27): days in a duration, read back as a turn time-out.
duration-days = { $count } j
# Parties lentes : le rappel quand il reste un quart du temps ; $at et $deadline sont des temps relatifs de Discord.
turn-reminder-when = Rappel : { $at }, quand il restera un quart du temps.
turn-reminder = { $player }, c'est à vous de jouer dans la partie #{ $game }. Fin du temps de jeu : { $deadline }.
