//! `/hypnosia puzzle`: a puzzle only its asker sees ([`crate::live`]'s
//! `puzzles/` plays and rates it, `words::puzzles` words it); its buttons
//! update the asker's message in place, the board drawn on the heavy lane.

use crate::controls::ComponentId;
use crate::discord::answer::Ack;
use crate::discord::commands::history::reply;
use crate::discord::commands::{author, click_community, community, user_lang};
use crate::discord::context::{Context, Data, clicker_lang};
use crate::discord::error::Error;
use crate::discord::view::ToDiscord;
use crate::discord::{deferral, screen::DiscordScreen};
use crate::i18n::Lang;
use crate::puzzles::PuzzleStep;
use crate::table::UserId;
use crate::views::move_buttons::move_rows;
use crate::views::share::share_button;
use crate::views::view::Style::{Primary, Secondary};
use crate::views::view::{Row, View, button};
use crate::words::puzzles::{puzzle_card, step_captions, verdict_card};

// Only its asker sees it, and its clicks update it in place: through the
// interactions alone, so anywhere; rated in the community it is asked in.
/// A position from real games where one way to play is clearly best: find it.
#[poise::command(slash_command)]
pub async fn puzzle(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let puzzles = data.tables.puzzles();
    let shown = puzzles.puzzle_for(community(ctx), author(ctx)).await?;
    let view = view(&data.screen, user_lang(ctx), PuzzleStep::Next(shown)).await?;
    deferral::send(ctx, reply(view).ephemeral(true)).await?;
    Ok(())
}

/// A puzzle's move button, or "Next puzzle": the turn's next step, its
/// verdict, or the next puzzle, in place.
pub async fn click_puzzle(data: &Data, ack: &Ack, id: ComponentId) -> Result<(), Error> {
    let c = ack.interaction();
    let (guild, user) = (click_community(c), UserId(c.user.id.get()));
    let (t, lang) = (data.tables.puzzles(), clicker_lang(c));
    let step = match id {
        // A daily puzzle's Solve: the puzzle in a message for the clicker alone.
        ComponentId::PuzzleOpen { puzzle } => {
            let shown = t.puzzle_open(guild, user, puzzle).await?;
            let view = view(&data.screen, lang, PuzzleStep::Next(shown)).await?;
            ack.follow_up(view.into_followup().ephemeral(true)).await?;
            return Ok(());
        }
        ComponentId::PuzzleRestart { puzzle } => {
            PuzzleStep::Next(t.puzzle_open(guild, user, puzzle).await?)
        }
        ComponentId::Puzzle { puzzle, first, mv } => {
            t.puzzle_move(guild, user, puzzle, first, mv).await?
        }
        _ => PuzzleStep::Next(t.puzzle_for(guild, user).await?),
    };
    ack.update(view(&data.screen, lang, step).await?).await?;
    Ok(())
}

/// The puzzle with its move buttons, or its verdict with "Next puzzle".
async fn view(screen: &DiscordScreen, lang: Lang, step: PuzzleStep) -> Result<View, Error> {
    let (card, components) = match &step {
        PuzzleStep::Next(shown) => {
            let (puzzle, first) = (shown.id, shown.first);
            let id = |mv| ComponentId::Puzzle { puzzle, first, mv };
            let moves = shown.now.legal_moves();
            let mut rows = move_rows(lang, &shown.now, &moves, shown.rolled.dice(), id);
            if first.is_some() {
                let over = crate::t!(lang, "puzzle-restart");
                let again = button(ComponentId::PuzzleRestart { puzzle }, &over, Secondary);
                rows.push(Row::Buttons(vec![again]));
            }
            (puzzle_card(lang, shown), rows)
        }
        PuzzleStep::Judged(v) => {
            let next = crate::t!(lang, "puzzle-next");
            let mut row = vec![button(ComponentId::PuzzleNext, &next, Primary)];
            let share = ComponentId::SharePuzzle { puzzle: v.id };
            row.extend(v.daily.map(|_| share_button(lang, share)));
            (verdict_card(lang, v), vec![Row::Buttons(row)])
        }
    };
    let captions = step_captions(lang, &step);
    let draw = move || step.draw(&captions);
    Ok(View {
        embed: Some(card),
        components,
        board: Some(screen.draw_heavy(draw).await?),
        ..View::default()
    })
}
