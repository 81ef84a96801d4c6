//! The board's panels never hide what they show: the last-move lines fit
//! their panel (smaller or wrapped, never cut), the lost pawns never cover a
//! seat's rank, and the seats' names are large enough at chat size. Checked
//! from the render's own placement ([`panel_texts`]) and its own text
//! metrics ([`text_width`]).

use hypnosia::game::{Color, Dice, Game, LeaveKind, Player, Setup, Variant};
use hypnosia::render::layout::{Picture, Rect, WIDTH};
use hypnosia::render::{
    CAP_HEIGHT, Captions, PanelPart, PanelText, View, panel_texts, text_coverage, text_width,
};
use hypnosia::words::board::board_captions;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The width Discord shows the board at in chat.
const CHAT_WIDTH: f32 = 450.0;

/// The seats' names before issue 45 were 22 px type: capitals 8.2 px at chat
/// size, which the UX review found too small.
const NAME_CAPS_BEFORE: f32 = 22.0 * CAP_HEIGHT * CHAT_WIDTH / WIDTH as f32;

/// The picture `game`'s board is drawn on.
fn picture_of(game: &Game) -> Picture {
    Picture::of(&game.position().players().collect::<Vec<_>>())
}

fn players(colors: &[Color]) -> Vec<Player> {
    colors.iter().map(|&c| Player::human(c, c.name())).collect()
}

/// Every position of random games of 2 to 6 players, played to the end.
fn games(seeds: std::ops::Range<u64>, mut each: impl FnMut(&Game)) {
    for seed in seeds {
        let colors = &Color::ALL[..2 + (seed % 5) as usize];
        let mut game =
            Game::new(players(colors), Variant::default(), Dice::from_seed(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        each(&game);
        while !game.is_over() {
            let moves = game.legal_moves();
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
            each(&game);
        }
    }
}

fn inside(r: &Rect, p: &Rect) -> bool {
    r.x >= p.x && r.y >= p.y && r.x + r.w <= p.x + p.w && r.y + r.h <= p.y + p.h
}

fn overlap(a: &Rect, b: &Rect) -> bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
}

/// Checks that the lines drawn for `captions` fit the last-move panel and
/// say all of each caption; the smallest size used.
fn assert_last_move_fits(game: &Game, captions: &Captions) -> f32 {
    let texts = panel_texts(game, &View::default(), captions);
    let p = picture_of(game).status_panel();
    let mut smallest = f32::MAX;
    for (k, caption) in captions.last_moves.iter().enumerate().take(2) {
        let lines: Vec<&PanelText> = texts
            .iter()
            .filter(|t| t.part == PanelPart::LastMove(k))
            .collect();
        for line in &lines {
            let measured = text_width(&line.text, line.size);
            assert!(
                line.rect.x + measured <= p.x + p.w && inside(&line.rect, &p),
                "{:?} leaves the panel {p:?} ({measured} px wide)",
                line
            );
            assert!(!line.text.contains('…'), "{line:?} was cut");
            smallest = smallest.min(line.size);
        }
        let said: String = lines.iter().map(|l| l.text.replace(' ', "")).collect();
        assert_eq!(said, caption.replace(' ', ""), "the panel says all of it");
    }
    smallest
}

#[test]
fn the_last_move_lines_of_seeded_games_fit_their_panel() {
    let mut longest = String::new();
    let mut smallest = f32::MAX;
    let mut checked = 0;
    let seeds = if cfg!(debug_assertions) { 10 } else { 60 };
    games(0..seeds, |game| {
        let captions = board_captions(hypnosia::i18n::Lang::EnUs, game);
        if let Some(line) = captions.last_moves.iter().max_by_key(|l| l.chars().count())
            && line.chars().count() > longest.chars().count()
        {
            longest = line.clone();
        }
        smallest = smallest.min(assert_last_move_fits(game, &captions));
        checked += 1;
    });
    // Lines at least as long as the notation the old panel cut (`5: 2+3 O32→O`).
    assert!(
        longest.chars().count() >= "5: 2+3 O32→O37".chars().count(),
        "{longest}"
    );
    println!("{checked} positions; longest line {longest:?}; smallest size {smallest} px");
}

#[test]
fn lines_in_words_fit_too() {
    // The move words of the words layer are longer than the notation.
    let mut game = Game::new(
        players(&[Color::Red, Color::Blue]),
        Variant::default(),
        Dice::from_seed(4),
    )
    .unwrap();
    while game.position().turns_played() < 6 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    let moves = board_captions(hypnosia::i18n::Lang::EnUs, &game)
        .last_moves
        .len();
    assert!(moves >= 1);
    let words = [
        "pawns 2+3 to O37 · captures",
        "pawn 1 into the center +5",
        "pion 4 vers M2 par le pont · capture",
        "말 2와 3을 O37로 옮겨 잡기",
    ];
    for (a, b) in [(0, 1), (2, 3), (3, 0)] {
        let captions = Captions {
            last_moves: [words[a], words[b]][..moves.min(2)]
                .iter()
                .map(|s| s.to_string())
                .collect(),
        };
        assert_last_move_fits(&game, &captions);
    }
}

/// A finished game of `colors` in which the first seat lost four pawns and
/// the second three, with the scores given.
fn finished_with_losses(colors: &[Color], scores: [i16; 2]) -> Game {
    let mut setup = Setup::new(colors).dice([2, 3]);
    for pawn in 1..=4 {
        setup = setup.at(colors[0], pawn, "x");
    }
    for pawn in 1..=3 {
        setup = setup.at(colors[1], pawn, "x");
    }
    setup = setup
        .score(colors[0], scores[0])
        .score(colors[1], scores[1]);
    let mut game = setup
        .into_game(players(colors), Dice::from_seed(5))
        .unwrap();
    for &c in &colors[1..] {
        if !game.is_over() {
            let _ = game.leave(c, LeaveKind::Resign);
        }
    }
    assert!(game.is_over());
    game
}

/// Checks that nothing in a seat's row covers its rank, score or losses.
fn assert_seats_readable(game: &Game) {
    let texts = panel_texts(game, &View::default(), &Captions::default());
    for color in game.position().players() {
        let of = |part: PanelPart| texts.iter().find(|t| t.part == part);
        let score = of(PanelPart::Score(color)).expect("a score");
        let note = of(PanelPart::Note(color));
        let losses = of(PanelPart::Losses(color));
        if game.is_over() {
            let note = note.expect("a rank on the final board");
            assert!(note.text.starts_with('#'), "{note:?}");
        }
        for (a, b) in [(Some(score), note), (Some(score), losses), (losses, note)] {
            if let (Some(a), Some(b)) = (a, b) {
                assert!(!overlap(&a.rect, &b.rect), "{a:?} covers {b:?}");
            }
        }
        for t in [Some(score), note, losses].into_iter().flatten() {
            let [_, _, left, right] = picture_of(game).panels();
            let seats = if t.rect.x < WIDTH as f32 / 2.0 {
                left
            } else {
                right
            };
            assert!(inside(&t.rect, &seats), "{t:?} leaves its panel");
        }
    }
}

#[test]
fn four_lost_pawns_never_cover_a_rank() {
    for n in 2..=6 {
        let colors = &Color::ALL[..n];
        for scores in [[-4, -3], [-12, 25], [0, 0]] {
            let game = finished_with_losses(colors, scores);
            assert_seats_readable(&game);
            let texts = panel_texts(&game, &View::default(), &Captions::default());
            let losses = texts
                .iter()
                .find(|t| t.part == PanelPart::Losses(colors[0]))
                .expect("the lost pawns are shown");
            // Past two, one cross and the count.
            assert_eq!(losses.text, "4", "{n} seats");
        }
    }
    // And every position of random games, finished ones included.
    let seeds = if cfg!(debug_assertions) { 4 } else { 40 };
    games(0..seeds, assert_seats_readable);
}

#[test]
fn names_are_half_as_large_again_where_the_panels_have_room() {
    for n in 2..=6 {
        let game = Game::new(
            players(&Color::ALL[..n]),
            Variant::default(),
            Dice::from_seed(n as u64),
        )
        .unwrap();
        let texts = panel_texts(&game, &View::default(), &Captions::default());
        let names: Vec<&PanelText> = texts
            .iter()
            .filter(|t| matches!(t.part, PanelPart::Name(_)))
            .collect();
        assert_eq!(names.len(), n);
        for name in names {
            let caps = name.size * CAP_HEIGHT * CHAT_WIDTH / picture_of(&game).width() as f32;
            // Up to two seats a side, the rows have the room; three a side
            // fill the panels as before.
            let wanted = if n <= 4 { 1.5 } else { 1.0 } * NAME_CAPS_BEFORE;
            assert!(
                caps >= wanted - 0.01,
                "{n} seats: {name:?} has {caps:.1} px capitals at chat size"
            );
        }
    }
}

/// Two computers on the board are numbered as the words number them
/// ("AI 1 (easy)", "AI 2 (easy)": ux-5 §11), by their colors' order; one
/// alone needs no number.
#[test]
fn computers_are_numbered_on_the_board_as_in_the_words() {
    let names_of = |players: Vec<Player>| {
        let game = Game::new(players, Variant::default(), Dice::from_seed(5)).unwrap();
        let texts = panel_texts(&game, &View::default(), &Captions::default());
        let mut names: Vec<(Color, String)> = texts
            .into_iter()
            .filter_map(|t| match t.part {
                PanelPart::Name(color) => Some((color, t.text)),
                _ => None,
            })
            .collect();
        names.sort();
        names
    };
    let two = vec![
        Player::human(Color::Red, "Ada"),
        Player::ai(Color::Green, "AI (easy)"),
        Player::ai(Color::Blue, "AI (hard)"),
    ];
    assert_eq!(
        names_of(two),
        [
            (Color::Red, "Ada".to_owned()),
            (Color::Green, "AI 1 ★".to_owned()),
            (Color::Blue, "AI 2 ★★★".to_owned()),
        ]
    );
    let one = vec![
        Player::human(Color::Red, "Ada"),
        Player::ai(Color::Cyan, "AI (medium)"),
    ];
    assert_eq!(names_of(one)[1], (Color::Cyan, "AI ★★".to_owned()));
}

/// The height of the rows holding ink and the median length of the runs of
/// ink along the rows (about a vertical stroke's width) of `text` drawn at
/// `size`.
fn ink(text: &str, size: f32) -> (usize, f32) {
    let (width, alpha) = text_coverage(text, size);
    let mut rows = Vec::new();
    let mut runs = Vec::new();
    for (y, row) in alpha.chunks(width).enumerate() {
        let mut run = 0;
        for &a in row.iter().chain([&0]) {
            if a >= 128 {
                run += 1;
            } else if run > 0 {
                runs.push(run);
                run = 0;
            }
        }
        if row.iter().any(|&a| a >= 128) {
            rows.push(y);
        }
    }
    runs.sort_unstable();
    let height = rows.last().map_or(0, |l| l - rows[0] + 1);
    (height, runs[runs.len() / 2] as f32)
}

#[test]
fn hangul_looks_as_tall_and_as_heavy_as_the_latin_beside_it() {
    let size = 44.0;
    let (latin_height, latin_stroke) = ink("HMNLIE", size);
    for name in ["김민준", "이서연", "박지호", "최하은"] {
        let (height, stroke) = ink(name, size);
        println!(
            "{name}: {height} px tall, strokes {stroke} px; HMNLIE {latin_height} px, {latin_stroke} px"
        );
        assert!(
            height as f32 >= latin_height as f32 && (height as f32) <= 1.3 * latin_height as f32,
            "{name}: {height} px tall beside capitals {latin_height} px"
        );
        assert!(
            stroke >= 0.8 * latin_stroke,
            "{name}: strokes {stroke} px beside {latin_stroke} px"
        );
    }
}
