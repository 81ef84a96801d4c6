# Refus et erreurs : visibles seulement par la personne concernée, dans la
# langue de son application Discord.

## Clics sur les boutons de coups

refusal-malformed = Je ne reconnais pas ce bouton.
refusal-other-game = Ce bouton appartient à une autre partie.
refusal-finished = Cette partie est terminée.
refusal-old-version = Le plateau a changé depuis l'affichage de ce bouton ; choisissez à nouveau dans le message mis à jour.
refusal-spectator = Vous ne jouez pas dans cette partie, mais vous pouvez la regarder.
refusal-not-your-turn = Ce n'est pas votre tour. À jouer : { $name }.
refusal-illegal = Ce coup n'est plus possible.

## Tables

refusal-already-seated = Vous avez déjà une place à cette table.
refusal-not-seated = Vous n'avez pas de place à cette table.
refusal-full = La table est complète ({ $seats } places).
refusal-not-host = Seul l'hôte, { $host }, peut { $action ->
    [start] lancer la partie
    [cancel] annuler la table
    [add-ai] ajouter un joueur ordinateur
   *[remove-ai] retirer un joueur ordinateur
}.
refusal-no-ai = Il n'y a aucun joueur ordinateur à retirer.
refusal-color-taken = Le { $color } est déjà pris ; choisissez une couleur libre.
refusal-too-few-seats = Une partie demande au moins deux places : attendez qu'un joueur vous rejoigne ou ajoutez un joueur ordinateur.
refusal-bad-seat-count = Une table compte de 2 à 6 places.
refusal-bad-timeout = Indiquez le temps par tour sous la forme 90s, 2 min, 1 h 30 min ou 3 j, entre 30 secondes et 7 jours.
refusal-lobby-closed = Cette table est fermée.
refusal-pick-color = Choisissez une couleur dans la liste.

## Abandon, annulation, revanche

refusal-not-playing = Vous ne jouez pas dans cette partie.
refusal-already-left = Vous avez déjà quitté cette partie.
refusal-cancel-not-playing = Seuls les joueurs encore en lice, ou un membre ayant la permission Gérer le serveur, peuvent annuler cette partie.
refusal-others-must-agree = D'autres joueurs sont encore en lice : ils doivent accepter aussi.
refusal-vote-over = Ce vote est terminé.
refusal-vote-not-playing = Seuls les joueurs encore en lice votent l'annulation de cette partie.
refusal-rematch-not-player = Seuls les joueurs de cette partie peuvent demander une revanche.
refusal-rematch-tournament = Pas de revanche à une table de tournoi : le tournoi organise lui-même la ronde suivante. Cliquez sur **Classement** pour voir où vous en êtes.
refusal-rematch-not-allowed = Les parties ne sont plus autorisées dans ce salon sur ce serveur.
refusal-rematch-busy = Une table ou une partie est déjà ouverte dans ce salon.

## Où jouer

refusal-dm = Ici, grâce à l'application ajoutée à votre compte, vous pouvez utiliser { $here }, ainsi que **{ $challenge }** dans le menu Applications d'une personne. Seul un serveur qui a ajouté le bot propose { $server }.
refusal-challenge-self = Défiez une autre personne : ni vous-même, ni un bot.
refusal-external-apps-off = Ce serveur ne laisse pas les applications ajoutées aux comptes publier ici : personne d'autre ne verrait votre table. Jouez avec vos amis en message privé ou en groupe privé ({ $new } là-bas), ou demandez à un admin d'ajouter le bot à ce serveur.
refusal-channel-not-allowed = Sur ce serveur, on joue dans { $channels }.
refusal-channel-lobby =
    Une table est déjà ouverte dans ce salon (partie n° { $game }){ $link }
    Son hôte { $host } peut la fermer ; sinon elle se ferme d'elle-même si personne ne s'en sert (fermeture : { $closes }). D'ici là, ouvrez la vôtre dans un autre salon.
refusal-channel-game =
    Une partie est déjà en cours dans ce salon (partie n° { $game }){ $link }
    Vous pourrez en lancer une ici une fois celle-ci terminée, qu'elle aille à son terme, que ses joueurs la quittent avec { $resign } ou qu'elle soit annulée avec { $cancel }. D'ici là, lancez la vôtre dans un autre salon.
refusal-no-running-game = Aucune partie n'est en cours dans ce salon.
refusal-no-game-here = Aucune partie n'a encore été jouée dans ce salon.
refusal-no-finished-game-here = Aucune partie ne s'est encore terminée dans ce salon.
refusal-gif-too-large = La partie n° { $game } est trop longue pour un GIF sous la limite d'envoi de Discord, même avec une petite image par tour. Exportez-la en `json`, ou revoyez-la avec { $replay }.
refusal-no-such-game = Il n'y a pas de partie n° { $game } ici.
refusal-no-such-game-here = Cette partie n'existe pas ici.
refusal-no-finished-game = Il n'y a pas de partie terminée n° { $game } ici.
refusal-game-running = La partie n° { $game } est encore en cours : on pourra la revoir une fois terminée.
refusal-game-gone = Cette partie n'existe plus.
refusal-replay-turns = La partie n° { $game } ne compte que { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }.

## Permissions et Discord

refusal-manage-server = Il vous faut la permission Gérer le serveur pour cela.
refusal-bot-missing = Il me manque ces permissions ici : { $permissions }.
refusal-bot-missing-channel = Il me manque ces permissions dans ce salon : { $permissions }.
refusal-cannot-post-board = Je ne peux pas afficher le plateau ici : il me manque ces permissions dans ce salon : { $permissions }. La partie continue en attendant (temps par tour compris).
refusal-cannot-open-thread = Je ne peux pas ouvrir le fil de la partie : il me manque ces permissions dans ce salon : { $permissions }.
refusal-thread-failed = Je n'ai pas pu créer le fil de la partie, la table reste donc ouverte : { $why } Relancez une fois le problème réglé, ou ouvrez une table sans fil.
refusal-private-thread = Impossible d'ouvrir une table dans un fil privé : son propriétaire pourrait m'en retirer et ainsi annuler une partie qui compte pour la cote. Ouvrez la table dans un salon ou un fil public.
error-missing-permission = Il me manque une permission dans ce salon (Voir le salon, Envoyer des messages, Intégrer des liens, Joindre des fichiers, Voir les anciens messages).
error-discord-unavailable = Discord ne répond pas correctement en ce moment ; réessayez dans une minute.
error-internal = Désolé, quelque chose s'est mal passé de mon côté. L'erreur a été enregistrée.

## Commandes

refusal-cooldown = { $command } vient d'être utilisée dans ce salon ; réessayez dans { $seconds } s.
refusal-outdated-command = Les commandes viennent d'être mises à jour ; réessayez dans une minute.
refusal-bad-option = Cette option n'est pas valable.
refusal-bad-option-input = Cette option n'est pas valable : `{ $input }`.

## Noms des permissions, tels que les affiche Discord

permission-view-channel = Voir le salon
permission-send-messages = Envoyer des messages
permission-embed-links = Intégrer des liens
permission-attach-files = Joindre des fichiers
permission-read-message-history = Voir les anciens messages
permission-create-public-threads = Créer des fils publics
permission-send-messages-in-threads = Envoyer des messages dans les fils

## Limites

refusal-limit-server =
    Il y a déjà { $cap ->
        [one] { $cap } table ouverte ou partie en cours
       *[other] { $cap } tables ouvertes et parties en cours
    } ici, le maximum autorisé à la fois. Terminez ou annulez-en une ({ $cancel }, ou le bouton Annuler de la table), ou demandez à un membre ayant la permission Gérer le serveur de relever la limite avec { $limit }.
refusal-limit-own-lobby =
    Vous êtes déjà l'hôte d'une table ouverte ici (partie n° { $game }).
    Une seule à la fois : lancez-la, ou annulez-la avec son bouton Annuler ; sinon elle se ferme d'elle-même { $closes } si personne ne s'en sert.
refusal-gif-busy = Le bot dessine déjà d'autres GIF et sa file d'attente est pleine. Réessayez dans une minute.
refusal-gif-cooldown = Vous avez demandé un GIF il y a un instant : un dessin par minute et par personne. Réessayez dans { $seconds } s.
refusal-drawing-busy = Le bot a trop d'images à dessiner en ce moment. Réessayez dans un instant.

## /hypnosia learn et indices

refusal-lesson-button = Ce bouton n'appartient à aucune étape des leçons.
refusal-practice-direct = Une partie d'entraînement ne s'ouvre que sur un serveur qui a ajouté le bot. Ici, jouez contre l'ordinateur avec { $new } : ajoutez une IA facile, puis lancez la partie.
refusal-puzzle-none = Il n'y a encore aucun problème ici.
refusal-puzzle-gone = Ce problème n'est plus disponible ici : demandez-en un autre.
refusal-puzzle-button = Ce bouton n'appartient pas au tour de ce problème : demandez un nouveau problème.
refusal-hint-old = Ce bouton Indice date d'un moment antérieur de la partie : utilisez celui du dernier plateau.
refusal-hint-not-yours = Les indices sont réservés à la seule personne qui joue cette partie contre l'ordinateur, pendant son tour.
refusal-analysis-cancelled = La partie n° { $game } a été annulée : il n'y a rien à analyser.
refusal-season-unknown = Il n'y a pas de saison « { $season } » : choisissez une des suggestions, ou tapez un mois comme { $example }, un trimestre comme 2026-Q4, ou `all` pour toutes les parties.
refusal-analysis-posting = L'analyse de la partie n° { $game } est en route : elle apparaîtra ici dans un instant.

## once
refusal-heavy-too-fast = Vous demandez des plateaux, des indices, des parties à revoir et des graphiques plus vite que le bot ne peut partager son temps équitablement. Réessayez { $when }.
refusal-practice-cooldown = Vous avez déjà ouvert une partie d'entraînement il y a un instant. Vous pourrez en ouvrir une autre { $when }.
refusal-practice-running = Votre partie d'entraînement est toujours en cours : { $link }. Terminez-la, ou abandonnez, avant d'en ouvrir une autre.
refusal-rematch-cooldown = Vous avez déjà demandé une revanche il y a un instant. Vous pourrez en redemander une { $when }.

## lobby
refusal-pick-computer = Choisissez un niveau dans la liste, ou « Retirer une IA ».
refusal-held-lobby =
    Une table est déjà ouverte dans ce salon (partie n° { $game }), avec { $host } pour hôte : rejoignez-la, ou ouvrez la vôtre dans un autre salon.
    Son hôte peut la fermer ; sinon elle se ferme d'elle-même si personne ne s'en sert (fermeture : { $closes }).
refusal-held-lobby-yours =
    Vous avez déjà une table ouverte dans ce salon (partie n° { $game }).
    Lancez-la, ou fermez-la avec son bouton Annuler ; sinon elle se ferme d'elle-même si personne ne s'en sert (fermeture : { $closes }).
refusal-held-game =
    Une partie se joue déjà dans ce salon (partie n° { $game }).
    Vous pourrez en lancer une ici une fois celle-ci terminée, qu'elle aille à son terme, que ses joueurs la quittent avec { $resign } ou qu'elle soit annulée avec { $cancel }. D'ici là, lancez la vôtre dans un autre salon.
refusal-rematch-held = Une table est déjà ouverte là où cette partie s'est jouée (partie n° { $game }, avec { $host } pour hôte) : rejoignez-la.
refusal-rematch-held-yours = Votre table de revanche est déjà ouverte (partie n° { $game }) : lancez-la une fois que les autres l'auront rejointe.
refusal-limit-member-you = Vous jouez déjà { $cap ->
        [one] { $cap } partie en cours
       *[other] { $cap } parties en cours
    } ici, le maximum permis à chaque membre. Terminez-en une d'abord, quittez-en une avec { $resign }, ou demandez à un membre ayant la permission Gérer le serveur de relever la limite avec { $limit }.
refusal-limit-member = { $user } joue déjà { $cap ->
        [one] { $cap } partie en cours
       *[other] { $cap } parties en cours
    } ici, le maximum permis à chaque membre : cette personne peut quitter la table pour qu'elle se lance sans elle, sinon la table pourra se lancer quand l'une de ses parties sera finie.

refusal-analysis-not-yours = Vous n'avez pas joué dans la partie n° { $game } : les coups de chaque joueur ne sont montrés qu'à lui.

## Tournois

refusal-tournament-server-cap = Ce serveur a déjà { $cap } tournois en inscription ou en cours ; attendez qu'un tournoi se termine.
refusal-tournament-full = Ce tournoi est complet ({ $cap } joueurs).
refusal-tournament-signup-over = Les inscriptions à ce tournoi sont closes.
refusal-tournament-already-in = Votre inscription à ce tournoi est déjà enregistrée.
refusal-tournament-not-in = Vous ne participez pas à ce tournoi.
refusal-tournament-closed = Ce tournoi est terminé ou a été annulé.
refusal-tournament-not-host = Seuls l'organisateur du tournoi ou un membre qui gère le serveur peuvent faire cela.
refusal-tournament-too-few = Un tournoi a besoin d'au moins deux joueurs pour commencer.
refusal-tournament-player-cap = Un tournoi accueille de 2 à { $cap } joueurs.
refusal-tournament-rounds = Un tournoi au système suisse a de 1 à { $rounds } rondes.
refusal-tournament-none = Aucun tournoi en inscription ou en cours sur ce serveur.
refusal-tournament-start-time = `début_dans` et `confirmation` prennent un délai à partir de maintenant, p. ex. 30m, 2h, 1j (7 jours au plus) ; laissez `début_dans` vide pour lancer le tournoi vous-même.
refusal-tournament-no-check-in = Ce tournoi n'a pas de confirmation de présence : l'inscription suffit.
refusal-tournament-check-in-later = La confirmation de présence ouvre { $time }.
refusal-tournament-check-in-start = Une confirmation de présence demande une heure de début (`début_dans`).
refusal-tournament-cooldown = Vous avez ouvert un tournoi il y a un instant. Vous pourrez en ouvrir un autre { $when }.
## un défi garde sa place
refusal-seat-kept = Cette place est réservée à { $invited }, à qui { $host } a lancé ce défi. Pour jouer, ouvrez votre propre table.
refusal-not-invited = Seule la personne défiée, { $invited }, peut refuser ce défi.
refusal-no-challenge = Il n'y a plus de défi à refuser ici.
refusal-challenge-cooldown = Vous avez lancé un défi il y a un instant. Vous pourrez en lancer un autre { $when }.
