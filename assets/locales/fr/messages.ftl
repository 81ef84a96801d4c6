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
lobby-host = Hôte : { $host }
lobby-seats = **Places ({ $taken }/{ $seats })**
lobby-closes = Cette table se ferme { $closes } s'il ne se passe rien.
lobby-rules = Règles
variant-standard = standard
variant-no-stacks-over-bridges = pas de piles sur les ponts
lobby-timeout = Temps par tour
lobby-where = Où
lobby-where-thread = un fil
lobby-where-channel = ce salon
lobby-footer = L'hôte lance la partie dès que deux places au moins sont prises.
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-start = Lancer (hôte)
lobby-cancel = Annuler (hôte)
lobby-add-ai = Ajouter IA : { $level }
lobby-remove-ai = Retirer une IA
lobby-pick-color = Assis ? Choisissez une autre couleur
lobby-idle-closed = Cette table s'est fermée faute d'activité.
lobby-everybody-left = Tout le monde est parti ; cette table est fermée.
lobby-host-cancelled = L'hôte a annulé cette table.
lobby-starting = Lancement de la partie…
lobby-started-here = La partie a commencé juste en dessous. Bonne chance !
lobby-started-thread = La partie a commencé dans le fil ci-dessous. Bonne chance !
game-thread-name = Partie d'Hypnosia { $game }

## Message du tour

opening-title = **Lancer d'ouverture**
opening-tie = Égalité, on relance :
turn-title = { $emoji } Au tour de { $name }
turn-dice = Dés : **{ $first }** et **{ $second }**
turn-so-far = Déjà joué : { $moves }
turn-die-left = Dé restant : **{ $dice }**
turn-deadline = Jouez { $deadline }, sinon l'ordinateur joue ce tour à votre place.
turn-last-warning = ⚠️ Vos { $count } derniers tours ont expiré : un dépassement de plus et vous êtes retiré de la partie.
turn-die-blocked = Le { $die } n'a aucun coup possible pour l'instant.
turn-computer-thinking = L'ordinateur réfléchit…
turn-scores = Scores
turn-footer = Partie { $game } · tour { $turn }
turn-your-move = { $mention }, à vous de jouer.
score-line = { $emoji } { $name } **{ $score }**{ $left } · ✕{ $captures } · ★{ $center }
score-left-mark = { " " }(parti)
move-auto = { $played } (auto)
turn-summary-rolled = { $emoji } { $name } a fait { $first }·{ $second }
turn-summary-left = { $emoji } { $name } { $what }
turn-summary-lost = { $dice } perdu (aucun coup possible)
dice-and = { $first } et { $second }
left-resigned = a abandonné
left-removed = a été retiré après { $count } dépassements de temps d'affilée
left-removed-short = a été retiré après des dépassements de temps répétés

## Résultats

results-title = Hypnosia — résultats
results-over = Partie terminée : { $reason }.
results-cancelled-by = la partie a été annulée par { $name }
results-line = **{ $rank }.** { $emoji } { $name } — { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · ★{ $center } · ✕{ $captures }{ $rating }
results-rating = { " " }· classement { $before } → { $after }
results-footer = Partie { $game }
results-rematch = Revanche
results-export = Exporter
reason-center-full = le centre est plein
reason-players-left = il reste moins de deux joueurs
reason-board-empty = il ne reste plus aucun pion sur le plateau
reason-round-limit = la limite de tours est atteinte
reason-cancelled = la partie a été annulée

## Abandon et annulation

resign-confirm = Abandonner la partie n° { $game } ? Vos pions du couloir de départ et des cercles quittent le plateau, ceux du centre gardent leurs points, et la partie compte comme une défaite.
resign-button = Abandonner
resigned-done = Vous avez abandonné la partie n° { $game }. Vos pions ont quitté le plateau.
cancel-force-confirm = Forcer l'annulation de la partie n° { $game } ? Rien n'en sera compté, et les joueurs sauront que c'est vous qui l'avez annulée.
cancel-confirm = Annuler la partie n° { $game } ? Rien n'en sera compté.
cancel-button = Annuler la partie
vote-text =
    { $name } demande l'annulation de la partie n° { $game }. Tous ceux qui jouent encore doivent accepter { $ends } ; sinon la partie continue.
    { $people }
vote-agree = J'accepte
vote-closed = Partie n° { $game } : { $text }
vote-cancelled = annulée.
vote-all-agreed = tous les joueurs restants ont accepté, elle est donc annulée.
vote-expired = Tout le monde n'a pas accepté dans les 2 minutes : la partie continue.
cancelled-by-force = { $name } (Gérer le serveur)
cancelled-by-vote = { $name } (avec l'accord de tous)

## Autres réponses

board-reposted = Le plateau est de nouveau en bas du salon.
rematch-open = Une table de revanche est ouverte dans { $channel }.
export-json = Partie { $game }, format `hypnosia-record/1`.
export-gif = Partie { $game } : { $frames ->
        [one] { $frames } image, une par coup
       *[other] { $frames } images, une par coup
    }.
export-gif-turns = Partie { $game } : { $frames ->
        [one] { $frames } image, une par tour
       *[other] { $frames } images, une par tour
    }, dessinées en { $size } px : avec chaque coup, elle dépasserait la limite d'envoi de Discord.
export-gif-scaled = Partie { $game } : { $frames ->
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
