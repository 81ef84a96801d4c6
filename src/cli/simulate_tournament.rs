//! `hypnosia simulate-tournament`: whole tournaments of computer players,
//! seated by [`crate::seating`], so that the seating's quality is measured.

use std::fmt::Write;

use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use crate::ai::Level;
use crate::game::{Color, Dice, Game, Player, Variant, default_colors};
use crate::seating::{
    Entrant, Finish, Format, Quality, Round, SeatedTable, SeatingError, Seeding, Sitter,
    TableResult, knockout_round, quality, seed_order, standings, swiss_round,
};
use crate::table::UserId;

/// Which formats to play.
#[derive(clap::ValueEnum, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Formats {
    Swiss,
    Knockout,
    Both,
}

/// Arguments of `hypnosia simulate-tournament`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Players per tournament (2 to 256); a list plays each size: `7,16,40`.
    #[arg(long, value_delimiter = ',', default_value = "16")]
    pub players: Vec<usize>,
    /// Seats per table (2 to 6); a list plays each: `3,4,6`.
    #[arg(long, value_delimiter = ',', default_value = "4")]
    pub seats: Vec<u8>,
    /// Which formats to play.
    #[arg(long, value_enum, default_value_t = Formats::Both)]
    pub format: Formats,
    /// Rounds of a Swiss (default: one more than the seats need to single
    /// out a winner, at least 3).
    #[arg(long)]
    pub rounds: Option<u16>,
    /// Tournaments per combination; the figures printed are their medians.
    #[arg(long, default_value_t = 5)]
    pub tournaments: u32,
    /// Seed for the games (and the draw with `--random-seeding`).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Every player is the computer player of this level (easy, medium,
    /// hard) instead of playing uniformly random moves.
    #[arg(long)]
    pub ai: Option<Level>,
    /// Round 1 drawn at random (the seed recorded) instead of by rating.
    #[arg(long)]
    pub random_seeding: bool,
    /// Print every tournament's standings (the default with one tournament
    /// of one combination).
    #[arg(long)]
    pub standings: bool,
}

/// One tournament played: its rounds as seated, and the tables' results.
pub struct Played {
    pub format: Format,
    pub seeds: Vec<UserId>,
    pub rounds: Vec<Round>,
    pub results: Vec<TableResult>,
}

/// Plays a whole tournament of `players` computer players at tables of `seats`.
pub fn play_tournament(
    format: Format,
    players: usize,
    seats: u8,
    seeding: Seeding,
    seed: u64,
    level: Option<Level>,
) -> Result<Played, SeatingError> {
    // Player 1 is rated best, so that seeding by rating has an order to follow.
    let entrants: Vec<Entrant> = (1..=players as u64)
        .map(|n| Entrant {
            id: UserId(n),
            rating: 2000 - 10 * n as i64,
        })
        .collect();
    let seeds = seed_order(&entrants, seeding);
    let mut played = Played {
        format,
        seeds: seeds.clone(),
        rounds: Vec::new(),
        results: Vec::new(),
    };
    for number in 1.. {
        let round = match format {
            Format::Swiss { rounds } if number > rounds => break,
            Format::Swiss { .. } => swiss_round(number, &seeds, &seeds, &played.results, seats)?,
            Format::Knockout => {
                match knockout_round(number, &seeds, &seeds, &played.results, seats) {
                    Err(SeatingError::Over) => break,
                    other => other?,
                }
            }
        };
        for (t, table) in round.tables.iter().enumerate() {
            let game_seed = seed ^ (u64::from(number) << 32) ^ (t as u64) << 16;
            played
                .results
                .push(play_table(table, number, game_seed, level));
        }
        // A knock-out's byes go on without a game.
        let byes = round.byes.iter().map(|&id| TableResult::bye(number, id));
        played.results.extend(byes);
        played.rounds.push(round);
    }
    Ok(played)
}

/// Plays one table: seat `i` of the turn order gets the `i`th color of a
/// turn (sectors downward), and the dice are drawn until the opening roll
/// gives the first move to the seating's first mover.
fn play_table(table: &SeatedTable, round: u16, seed: u64, level: Option<Level>) -> TableResult {
    let colors = turn_colors(table.order.len());
    let players: Vec<Player> = colors
        .iter()
        .zip(&table.order)
        .map(|(&color, sitter)| Player::ai(color, name(*sitter)))
        .collect();
    let mut game = (0..)
        .map(|n: u64| {
            let dice = Dice::from_seed(seed.wrapping_add(n.wrapping_mul(0x9E37_79B9_7F4A_7C15)));
            Game::new(players.clone(), Variant::default(), dice).expect("2 to 6 colors")
        })
        .find(|game| game.to_move() == Some(colors[0]))
        .expect("some opening roll goes to each player");
    play_out(&mut game, seed, level);
    let ranking = &game.result().expect("a finished game has a result").ranking;
    let finishes = colors
        .iter()
        .zip(&table.order)
        .map(|(&color, &sitter)| {
            let standing = ranking.iter().find(|s| s.color == color).expect("seated");
            Finish {
                sitter,
                rank: standing.rank,
                score: standing.score,
            }
        })
        .collect();
    TableResult { round, finishes }
}

fn play_out(game: &mut Game, seed: u64, level: Option<Level>) {
    let mut strategy = level.map(|level| level.strategy(seed ^ 0x5851_F42D_4C95_7F2D));
    let mut choices = ChaCha8Rng::seed_from_u64(seed ^ 0x2545_F491_4F6C_DD1D);
    while !game.is_over() {
        let mv = match &mut strategy {
            Some(strategy) => strategy.choose(game.position()),
            None => game.legal_moves().choose(&mut choices).copied(),
        };
        game.play(mv.expect("a running game has a move"))
            .expect("computer players choose legal moves");
    }
}

fn name(sitter: Sitter) -> String {
    match sitter {
        Sitter::Person(id) => format!("P{:02}", id.0),
        Sitter::Computer(n) => format!("computer {n}"),
    }
}

/// The default number of Swiss rounds for `players` at tables of `seats`.
pub fn default_rounds(players: usize, seats: u8) -> u16 {
    let single_out = (players as f64).ln() / f64::from(seats).ln();
    (single_out.ceil() as u16 + 1).max(3)
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), String> {
    let mut out = String::new();
    let combinations = args.players.len() * args.seats.len();
    for &players in &args.players {
        if !(2..=256).contains(&players) {
            return Err(format!("--players: 2 to 256, not {players}"));
        }
        for &seats in &args.seats {
            for format in formats(args.format, args.rounds, players, seats) {
                let mut figures = Vec::new();
                for n in 0..args.tournaments {
                    let seed = args.seed.wrapping_add(u64::from(n));
                    let seeding = match args.random_seeding {
                        true => Seeding::Random(seed),
                        false => Seeding::ByRating,
                    };
                    let played = play_tournament(format, players, seats, seeding, seed, args.ai)
                        .map_err(|e| e.to_string())?;
                    if args.standings || (combinations == 1 && args.tournaments == 1) {
                        write_standings(&mut out, &played);
                    }
                    figures.push((quality(&played.results), played));
                }
                write_summary(&mut out, format, players, seats, &mut figures);
            }
        }
    }
    super::emit(&out)
}

fn formats(which: Formats, rounds: Option<u16>, players: usize, seats: u8) -> Vec<Format> {
    let swiss = Format::Swiss {
        rounds: rounds.unwrap_or_else(|| default_rounds(players, seats)),
    };
    match which {
        Formats::Swiss => vec![swiss],
        Formats::Knockout => vec![Format::Knockout],
        Formats::Both => vec![swiss, Format::Knockout],
    }
}

fn describe(format: Format) -> String {
    match format {
        Format::Swiss { rounds } => format!("swiss ({rounds} rounds)"),
        Format::Knockout => "knockout".into(),
    }
}

fn write_summary(
    out: &mut String,
    format: Format,
    players: usize,
    seats: u8,
    figures: &mut [(Quality, Played)],
) {
    let Some((_, first)) = figures.first() else {
        return;
    };
    let sizes: Vec<String> = first
        .rounds
        .iter()
        .map(|round| {
            let mut sizes: Vec<String> = round
                .tables
                .iter()
                .map(|t| {
                    let computers = t.order.len() - t.people().count();
                    match computers {
                        0 => t.order.len().to_string(),
                        c => format!("{}(+{c} computer)", t.people().count()),
                    }
                })
                .collect();
            sizes.extend(round.byes.iter().map(|_| "bye".to_owned()));
            counted(&sizes)
        })
        .collect();
    let mut rates: Vec<f64> = figures.iter().map(|(q, _)| q.repeat_rate()).collect();
    let mut spreads: Vec<u32> = figures.iter().map(|(q, _)| q.first_move_spread).collect();
    let _ = writeln!(
        out,
        "{} · {players} players · tables of {seats} · {} tournaments",
        describe(format),
        figures.len()
    );
    let _ = writeln!(out, "  tables per round: {}", sizes.join(" | "));
    let _ = writeln!(
        out,
        "  repeat-opponent rate: median {:.1}% (max {:.1}%)",
        100.0 * median_f64(&mut rates),
        100.0 * rates.iter().copied().fold(0.0, f64::max)
    );
    let _ = writeln!(
        out,
        "  first-move spread (most − fewest first moves, among people who played as many tables): median {} (max {})",
        median_u32(&mut spreads),
        spreads.iter().max().unwrap_or(&0)
    );
}

/// `4 4 4 3` as `4×3 3`.
fn counted(labels: &[String]) -> String {
    let mut runs: Vec<(&str, usize)> = Vec::new();
    for label in labels {
        match runs.last_mut() {
            Some((last, n)) if *last == label.as_str() => *n += 1,
            _ => runs.push((label, 1)),
        }
    }
    let runs: Vec<String> = runs
        .iter()
        .map(|&(label, n)| match n {
            1 => label.to_owned(),
            n => format!("{label}×{n}"),
        })
        .collect();
    runs.join(" ")
}

fn write_standings(out: &mut String, played: &Played) {
    let rows = standings(played.format, &played.seeds, &played.results);
    let _ = writeln!(out, "standings, {}:", describe(played.format));
    let _ = writeln!(
        out,
        "  rank player points  game  opp.pts  h2h  first/tables{}",
        match played.format {
            Format::Knockout => "  out in round (place)",
            Format::Swiss { .. } => "",
        }
    );
    for row in rows {
        let _ = write!(
            out,
            "  {:>4} P{:02}   {:>6} {:>5} {:>8} {:>4}  {}/{}",
            row.rank,
            row.id.0,
            row.points.to_string(),
            row.game_points,
            row.buchholz.to_string(),
            row.head_to_head,
            row.firsts,
            row.tables
        );
        if played.format == Format::Knockout {
            let _ = write!(out, "  {} ({})", row.last_round, row.last_rank);
        }
        let _ = writeln!(out);
    }
}

fn median_f64(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    match values.len() {
        0 => 0.0,
        n if n % 2 == 0 => (values[n / 2 - 1] + values[n / 2]) / 2.0,
        n => values[n / 2],
    }
}

fn median_u32(values: &mut [u32]) -> f64 {
    values.sort_unstable();
    match values.len() {
        0 => 0.0,
        n if n % 2 == 0 => f64::from(values[n / 2 - 1] + values[n / 2]) / 2.0,
        n => f64::from(values[n / 2]),
    }
}

/// The colors of a table of `seats` in turn order: sectors downward, as play goes.
pub fn turn_colors(seats: usize) -> Vec<Color> {
    let mut colors = default_colors(seats);
    colors.reverse();
    colors
}
