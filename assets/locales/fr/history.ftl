# Parties passées, revues, classement, statistiques et réglages du serveur.

## /hypnosia games

games-title = Hypnosia — parties passées
games-of = Parties de { $player }
games-none-player = Aucune partie terminée ici avec cette personne pour l'instant.
games-none = Aucune partie ne s'est encore terminée ici.
pages-only = Il n'y a que { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }.
games-footer = Page { $page } sur { $pages } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
games-player = { $emoji } { $name } { $score }{ $left }
games-left-mark = { " " }(hors jeu)
games-walked-away-mark = { " " }🤖 (joué par le bot)
games-cancelled = annulée
games-winners = 🏆 { $winners } · { $reason }
games-line = **n° { $game }** · { $when } · { $players } · { $outcome } · { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }

## Suggestions pendant la saisie d'un numéro de partie

ago-just-now = à l'instant
ago-minutes = il y a { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
ago-hours = il y a { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
ago-days = il y a { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
ago-months = il y a { $count } mois
ago-years = il y a { $count ->
        [one] { $count } an
       *[other] { $count } ans
    }
suggestion-cancelled = annulée

## /hypnosia replay

replay-title = Revoir la partie n° { $game }
replay-start = **Avant le premier tour** · { $turns ->
        [one] { $turns } tour en tout
       *[other] { $turns } tours en tout
    }
replay-turn = **Tour { $turn } sur { $turns }**
replay-over = Partie terminée : { $reason }. { $count ->
        [one] Vainqueur
       *[other] Vainqueurs
    } : { $winners }
replay-footer = Tout le monde peut naviguer : ⏮ début · ◀ ▶ un tour · ±10 tours · ⏭ fin

## /hypnosia leaderboard

leaderboard-title-rating = Classement Hypnosia — par cote
leaderboard-title-wins = Classement Hypnosia — par victoires
leaderboard-title-points = Classement Hypnosia — par points
leaderboard-nobody-rated = Personne n'a encore de cote ici : la cote vient des parties entre au moins deux personnes.
leaderboard-nobody = Personne ici pour l'instant : terminez une partie pour apparaître.
leaderboard-line = **{ $place }.** { $player } — cote { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } · { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
leaderboard-footer = Page { $page } sur { $pages } · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }

## /hypnosia stats

stats-title = Statistiques Hypnosia
stats-none = { $player } n'a encore terminé aucune partie ici.
stats-best-1 = 1re
stats-best-2 = 2e
stats-best-3 = 3e
stats-best-n = { $rank }e
stats-place = { $place ->
        [1] 1re
       *[other] { $place }e
    } place ici
stats-not-rated = pas encore de cote
stats-text =
    { $player }
    Cote **{ $rating }** ({ $place } ; { $rated ->
        [one] { $rated } partie cotée
       *[other] { $rated } parties cotées
    })
    { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } ({ $percent } %) · meilleure place : { $best }
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $average } par partie) · { $center ->
        [one] { $center } pion amené au centre
       *[other] { $center } pions amenés au centre
    } · { $captures ->
        [one] { $captures } prise
       *[other] { $captures } prises
    }
stats-history = Historique de la cote : { $trail }
# Under your own /hypnosia stats, which only you see: every community you
# hold a rating in, one line each ($place: a server's name, or the words below;
# a DM's or group DM's members are never named).
stats-where-title = Où sont vos cotes
stats-where-line = { $place } : { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
stats-where-here = { $place } (ici)
stats-where-other-server = Un autre serveur
stats-where-direct = Un message privé ou un groupe privé
number-decimal = { $value }

## /hypnosia settings

settings-text =
    Temps par tour par défaut : **{ $timeout }**
    Parties autorisées dans : { $channels }
    Parties dans des fils (plusieurs par salon) : **{ $threads }**
    Langue des messages publics : **{ $language }**
settings-title = ### ⚙️ Paramètres d'Hypnosia
settings-every-channel = tous les salons
settings-on = oui
settings-off = non
settings-language-auto = { $language } (la langue du serveur)
settings-language-auto-unknown = anglais (le bot ne parle pas la langue du serveur)
settings-limit = Tables ouvertes et parties en cours à la fois : **{ $count }**

# Sous la liste des parties passées : la commande pour en revoir une (une mention).
games-replay-hint = Pour revoir une partie : { $replay } avec son numéro.
# La meilleure place d'un joueur, avant toute partie terminée.
stats-best-none = aucune pour l'instant

# /hypnosia settings chances
settings-chances = Probabilité de victoire de chaque joueur dans les messages de tour : **{ $state }**
# Saisons : la période d'un classement ou d'un bilan ; $ends est un temps relatif de Discord.
season-all-time = Depuis le début
season-current = Saison { $season } · fin : { $ends }
season-past = Saison { $season }
leaderboard-season-open = Personne n'a encore terminé de partie pendant la saison { $season } : la course est ouverte. Choisissez la saison { $previous } pour voir la précédente.
leaderboard-season-nobody = Personne n'a terminé de partie pendant la saison { $season }.
stats-none-season = { $player } n'a terminé aucune partie pendant la saison { $season }.
season-choice-current = Saison en cours ({ $season })
season-cadence-monthly = mensuelles
season-cadence-quarterly = trimestrielles
settings-season-none = Saisons : désactivées. Le classement porte sur toutes les parties.
settings-season-on = Saisons : { $cadence } (UTC). Saison en cours : { $season }, fin : { $ends }.
settings-season-announce = La fin de chaque saison est annoncée dans { $channel }.
settings-season-no-announce = La fin d'une saison n'est pas annoncée : choisissez un salon pour l'annoncer.
settings-season-refused = Discord a refusé l'annonce de la saison { $season } dans { $channel } : le bot ne peut pas voir ce salon ou y publier. Donnez-lui les permissions « Voir le salon », « Envoyer des messages », « Intégrer des liens » et « Joindre des fichiers » dans ce salon, ou choisissez-en un autre : l'annonce sera alors publiée.
season-end-title = La saison { $season } est terminée : les dix premiers

## faces-fetch
settings-avatars = Avatars des membres sur les images du bot : **{ $state }**
card-rating = Cote
card-games = Parties
card-wins = Victoires

## Ticket 45, les petites choses

# La langue du serveur, avant qu'une interaction du serveur ne l'ait donnée.
settings-language-auto-not-known = anglais (la langue du serveur n'est pas encore connue)

# A player's error rate over their analyzed rated games (issue 48), in /hypnosia stats.
stats-error-rate = Taux d'erreur : { $rate } { $rate ->
        [one] point de probabilité perdu
       *[other] points de probabilité perdus
    } par décision (précision { $accuracy }/100) sur { $games ->
        [one] { $games } partie cotée analysée
       *[other] { $games } parties cotées analysées
    }
stats-error-better = en progrès : { $rate } sur les { $count } dernières parties
stats-error-worse = en recul : { $rate } sur les { $count } dernières parties
stats-error-steady = stable : { $rate } sur les { $count } dernières parties

# The leaderboard by accuracy (issue 48).
leaderboard-title-accuracy = Classement Hypnosia — par précision
leaderboard-accuracy-line = **{ $place }.** { $player } — précision { $accuracy }/100 · { $rate } { $rate ->
        [one] point perdu
       *[other] points perdus
    } par décision · { $games ->
        [one] { $games } partie cotée analysée
       *[other] { $games } parties cotées analysées
    }
leaderboard-nobody-accuracy = Personne dans ce classement pour l'instant : il liste les personnes ayant au moins { $games } parties cotées analysées (une partie compte dès que quelqu'un demande son analyse).
leaderboard-accuracy-all-time = La précision est comptée depuis toujours.
