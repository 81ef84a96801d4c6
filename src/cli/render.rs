//! `hypnosia render`: draw a position of a game record as PNG, or the whole
//! game as an animated GIF.
use std::path::PathBuf;

use crate::game::Record;
use crate::render::{self, View};
use crate::words::board::board_captions;

/// Arguments of `hypnosia render`.
#[derive(clap::Args, Debug)]
#[command(group = clap::ArgGroup::new("output").required(true).multiple(true))]
pub struct Args {
    /// The game record (hypnosia-record/1 JSON).
    #[arg(long)]
    pub record: PathBuf,
    /// Draw the position after this many turns (default: the last position).
    /// Counts turn entries of the record; the next player's recorded roll is shown.
    #[arg(long, requires = "out")]
    pub turn: Option<usize>,
    /// Where to write the PNG.
    #[arg(long, group = "output")]
    pub out: Option<PathBuf>,
    /// Where to write the whole game as an animated GIF (one frame per move).
    #[arg(long, group = "output")]
    pub gif: Option<PathBuf>,
    /// Leave out the markers on legal destinations.
    #[arg(long)]
    pub no_markers: bool,
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), String> {
    let json = std::fs::read_to_string(&args.record)
        .map_err(|e| format!("cannot read {}: {e}", args.record.display()))?;
    let record = Record::from_json(&json)
        .map_err(|e| format!("{}: not a game record: {e}", args.record.display()))?;
    if let Some(path) = &args.gif {
        let gif = render::gif_of_record(&record)
            .map_err(|e| format!("{}: {e}", args.record.display()))?;
        std::fs::write(path, &gif.bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        super::emit(&format!(
            "{}: {} frames, {}×{} px, {} bytes\n",
            path.display(),
            gif.frames,
            gif.size,
            gif.size,
            gif.bytes.len()
        ))?;
    }
    let Some(out) = &args.out else {
        return Ok(());
    };
    let total = render::turn_count(&record);
    let turns = args.turn.unwrap_or(total);
    if turns > total {
        return Err(format!("--turn {turns}: the record has only {total} turns"));
    }
    let game = render::game_after_turns(&record, turns)
        .map_err(|e| format!("{}: {e}", args.record.display()))?;
    let view = View {
        markers: !args.no_markers,
        ..View::default()
    };
    let captions = board_captions(crate::i18n::Lang::EnUs, &game);
    let png = render::render_with(&game, &view, &render::Faces::none(), &captions);
    std::fs::write(out, &png).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    super::emit(&format!(
        "{}: turn {turns} of {total}, {} bytes\n",
        out.display(),
        png.len()
    ))
}
