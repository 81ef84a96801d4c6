//! `hypnosia simulate`: games between computer players, their records and a summary.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use crate::ai::Level;
use crate::game::{Color, Dice, EndReason, Game, Player, Variant, default_colors};
use crate::render;

/// Arguments of `hypnosia simulate`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// Players per game (2 to 6).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: u8,
    /// Number of games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Seed for dice and choices: the same seed plays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write each game's record to this folder as `game-<n>.json`.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Play the variant "no stacks over bridges".
    #[arg(long)]
    pub no_stacks_over_bridges: bool,
    /// Computer players of this level (easy, medium, hard) instead of uniform random moves.
    #[arg(long)]
    pub ai: Option<Level>,
    /// Also draw every game turn by turn: `DIR/game-<n>/turn-<t>.png` (needs `--out`).
    #[arg(long, requires = "out")]
    pub frames: bool,
}

/// Plays one game where every player picks uniformly among the legal moves.
pub fn random_game(colors: &[Color], variant: Variant, seed: u64) -> Game {
    let players = colors
        .iter()
        .map(|&c| Player::ai(c, format!("random {c}")))
        .collect();
    let mut game = Game::new(players, variant, Dice::from_seed(seed)).expect("valid seats");
    // Choices use a stream of their own so that they never shift the dice.
    let mut choices = ChaCha8Rng::seed_from_u64(seed ^ 0x9E37_79B9_7F4A_7C15);
    while !game.is_over() {
        let moves = game.legal_moves();
        let mv = *moves
            .choose(&mut choices)
            .expect("a running game has a move");
        game.play(mv).expect("a listed move is legal");
    }
    game
}

/// Plays one game where every player is the computer player `level`.
pub fn ai_game(colors: &[Color], variant: Variant, seed: u64, level: Level) -> Game {
    let players = colors
        .iter()
        .map(|&c| Player::ai(c, format!("AI ({level})")))
        .collect();
    let mut game = Game::new(players, variant, Dice::from_seed(seed)).expect("valid seats");
    let mut strategy = level.strategy(seed ^ 0x5851_F42D_4C95_7F2D);
    while !game.is_over() {
        let mv = strategy
            .choose(game.position())
            .expect("a running game has a move");
        game.play(mv).expect("computer players choose legal moves");
    }
    game
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), String> {
    let colors = default_colors(args.players as usize);
    let variant = Variant {
        stacks_cross_bridges: !args.no_stacks_over_bridges,
    };
    if let Some(dir) = &args.out {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let mut turns = Vec::with_capacity(args.games as usize);
    let mut reasons: BTreeMap<&'static str, u32> = BTreeMap::new();
    let mut wins: BTreeMap<Color, u32> = BTreeMap::new();
    for n in 0..args.games {
        let seed = args.seed.wrapping_add(u64::from(n));
        let game = match args.ai {
            Some(level) => ai_game(&colors, variant, seed, level),
            None => random_game(&colors, variant, seed),
        };
        turns.push(game.position().turns_played());
        let result = game.result().expect("a finished game has a result");
        *reasons.entry(result.reason.as_str()).or_default() += 1;
        for standing in result.ranking.iter().filter(|s| s.rank == 1) {
            *wins.entry(standing.color).or_default() += 1;
        }
        if let Some(dir) = &args.out {
            let path = dir.join(format!("game-{}.json", n + 1));
            fs::write(&path, game.record().to_json())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            if args.frames {
                write_frames(&game, &dir.join(format!("game-{}", n + 1)))?;
            }
        }
    }
    super::emit(&summary(args.games, &mut turns, &reasons, &wins, &colors))
}

/// One PNG per turn of `game` (turn 0 is the opening position) into `dir`.
fn write_frames(game: &Game, dir: &Path) -> Result<(), String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let record = game.record();
    let view = render::View::default();
    for frame in render::frames_of_record(&record) {
        let (n, position) = frame.map_err(|e| format!("cannot replay a simulated game: {e}"))?;
        let path = dir.join(format!("turn-{n:03}.png"));
        let captions = crate::words::board::board_captions(crate::i18n::Lang::EnUs, &position);
        let png = render::render_with(&position, &view, &render::Faces::none(), &captions);
        fs::write(&path, png).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

fn summary(
    games: u32,
    turns: &mut [u32],
    reasons: &BTreeMap<&'static str, u32>,
    wins: &BTreeMap<Color, u32>,
    colors: &[Color],
) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(out, "games: {games}");
    if games == 0 {
        return out;
    }
    turns.sort_unstable();
    let mean = turns.iter().map(|&t| f64::from(t)).sum::<f64>() / turns.len() as f64;
    let mid = turns.len() / 2;
    let median = if turns.len().is_multiple_of(2) {
        f64::from(turns[mid - 1] + turns[mid]) / 2.0
    } else {
        f64::from(turns[mid])
    };
    let _ = writeln!(out, "turns: mean {mean:.1}, median {median}");
    let _ = write!(out, "end reasons:");
    for reason in [
        EndReason::CenterFull,
        EndReason::PlayersLeft,
        EndReason::BoardEmpty,
        EndReason::RoundLimit,
    ] {
        let _ = write!(
            out,
            " {} {}",
            reason,
            reasons.get(reason.as_str()).unwrap_or(&0)
        );
    }
    let _ = writeln!(out);
    let _ = write!(out, "wins per seat (rank 1, ties count for each):");
    for c in colors {
        let _ = write!(out, " {c} {}", wins.get(c).unwrap_or(&0));
    }
    let _ = writeln!(out);
    out
}
