//! What the bot's messages look like: lobby, turn, summary, results, export.
//!
//! Every builder returns a [`View`], which turns into a new message, an edit with
//! the bot token, or an in-place interaction update (type 7), so the three paths
//! always show the same thing.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateEmbedFooter, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditAttachments,
    EditInteractionResponse, EditMessage,
};

use crate::discord::components::{CancelStep, ComponentId, LobbyAction};
use crate::discord::turns::{self, button_rows, color_emoji, move_label};
use crate::game::{Color, Entry, Game, LeaveKind};
use crate::table::{
    describe_duration, ChannelHolder, GameId, Level, Lobby, Occupant, RatingChange, Table, UserId,
    MAX_TIMEOUTS,
};

/// Embed color of the bot's messages.
const ACCENT: u32 = 0x6a3fa0;

/// A message's whole content.
#[derive(Clone, Default)]
pub struct View {
    pub content: Option<String>,
    pub embed: Option<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    /// Board PNG, shown in the embed as `attachment://board.png`.
    pub board: Option<Vec<u8>>,
    /// Users this message pings (only a new turn message pings anyone).
    pub ping: Vec<UserId>,
}

impl View {
    fn mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new()
            .users(self.ping.iter().map(|u| serenity::all::UserId::new(u.0)))
    }

    fn attachment(&self) -> Option<CreateAttachment> {
        self.board
            .as_ref()
            .map(|png| CreateAttachment::bytes(png.clone(), "board.png"))
    }

    /// As a new message.
    pub fn into_message(self) -> CreateMessage {
        let mut m = CreateMessage::new()
            .allowed_mentions(self.mentions())
            .components(self.components.clone());
        if let Some(c) = &self.content {
            m = m.content(c.clone());
        }
        if let Some(a) = self.attachment() {
            m = m.add_file(a);
        }
        if let Some(e) = self.embed {
            m = m.embed(e);
        }
        m
    }

    /// As an edit of an existing message with the bot token (replaces everything).
    pub fn into_edit(self) -> EditMessage {
        let mut attachments = EditAttachments::new();
        if let Some(a) = self.attachment() {
            attachments = attachments.add(a);
        }
        EditMessage::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embed.into_iter().collect())
            .components(self.components)
            .attachments(attachments)
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// As the in-place update answering a click (type 7, replaces everything).
    pub fn into_update(self) -> CreateInteractionResponseMessage {
        let mut m = CreateInteractionResponseMessage::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embed.clone().into_iter().collect())
            .components(self.components.clone())
            .allowed_mentions(CreateAllowedMentions::new());
        if let Some(a) = self.attachment() {
            m = m.add_file(a);
        }
        m
    }

    /// As an edit of the message a deferred click belongs to (replaces everything).
    pub fn into_response_edit(self) -> EditInteractionResponse {
        let mut attachments = EditAttachments::new();
        if let Some(a) = self.attachment() {
            attachments = attachments.add(a);
        }
        EditInteractionResponse::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embed.into_iter().collect())
            .components(self.components)
            .attachments(attachments)
            .allowed_mentions(CreateAllowedMentions::new())
    }

    /// As a reply to a command or click.
    pub fn into_reply(self, ephemeral: bool) -> CreateInteractionResponseMessage {
        let ping = self.mentions();
        self.into_update()
            .ephemeral(ephemeral)
            .allowed_mentions(ping)
    }
}

fn seat_line(color: Color, occupant: &Occupant) -> String {
    match occupant {
        Occupant::Human { user, .. } => {
            format!("{} {} — <@{user}>", color_emoji(color), color.name())
        }
        Occupant::Ai(_) => format!(
            "{} {} — {}",
            color_emoji(color),
            color.name(),
            occupant.name()
        ),
    }
}

fn button(id: ComponentId, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(id.to_string()).label(label).style(style)
}

/// The lobby message: seats, options, idle deadline, buttons and color picker.
pub fn lobby_view(lobby: &Lobby) -> View {
    let o = &lobby.options;
    let seats: Vec<String> = lobby
        .seats
        .iter()
        .map(|s| seat_line(s.color, &s.occupant))
        .collect();
    let variant = if o.variant.stacks_cross_bridges {
        "standard"
    } else {
        "no stacks over bridges"
    };
    let embed = CreateEmbed::new()
        .title("Hypnosia — new table")
        .color(ACCENT)
        .description(format!(
            "Host: <@{}>\n\n**Seats ({}/{})**\n{}\n\nThis lobby closes <t:{}:R> if nothing happens.",
            lobby.host,
            lobby.seats.len(),
            o.max_seats,
            seats.join("\n"),
            lobby.expires_at
        ))
        .field("Rules", variant, true)
        .field("Turn time-out", describe_duration(o.turn_timeout), true)
        .field("Where", if o.thread { "a thread" } else { "this channel" }, true)
        .footer(CreateEmbedFooter::new("The host starts once at least two seats are taken."));
    let id = |action| ComponentId::Lobby {
        lobby: lobby.id,
        action,
    };
    let mut rows = vec![
        CreateActionRow::Buttons(vec![
            button(id(LobbyAction::Join), "Join", ButtonStyle::Success),
            button(id(LobbyAction::Leave), "Leave", ButtonStyle::Secondary),
            button(id(LobbyAction::Start), "Start (host)", ButtonStyle::Primary),
            button(
                id(LobbyAction::Cancel),
                "Cancel (host)",
                ButtonStyle::Danger,
            ),
        ]),
        CreateActionRow::Buttons(vec![
            button(
                id(LobbyAction::AddAi(Level::Easy)),
                "Add AI: easy",
                ButtonStyle::Secondary,
            ),
            button(
                id(LobbyAction::AddAi(Level::Medium)),
                "Add AI: medium",
                ButtonStyle::Secondary,
            ),
            button(
                id(LobbyAction::AddAi(Level::Hard)),
                "Add AI: hard",
                ButtonStyle::Secondary,
            ),
            button(
                id(LobbyAction::RemoveAi),
                "Remove AI",
                ButtonStyle::Secondary,
            ),
        ]),
    ];
    let free = lobby.free_colors();
    if !free.is_empty() {
        let options = free
            .iter()
            .map(|c| {
                CreateSelectMenuOption::new(format!("{} {}", color_emoji(*c), c.name()), c.name())
            })
            .collect();
        rows.push(CreateActionRow::SelectMenu(
            CreateSelectMenu::new(
                id(LobbyAction::Color).to_string(),
                CreateSelectMenuKind::String { options },
            )
            .placeholder("Seated? Pick another color"),
        ));
    }
    View {
        embed: Some(embed),
        components: rows,
        ..View::default()
    }
}

/// A lobby that closed (cancelled, idle, or became a game).
pub fn lobby_closed_view(text: &str) -> View {
    View {
        content: Some(text.to_owned()),
        ..View::default()
    }
}

fn scores(table: &Table) -> String {
    let p = table.game.position();
    table
        .game
        .players()
        .iter()
        .map(|pl| {
            let gone = if p.in_game(pl.color) { "" } else { " (left)" };
            format!(
                "{} {} **{}**{gone} · ✕{} · ★{}",
                color_emoji(pl.color),
                pl.name,
                p.score(pl.color),
                p.captures(pl.color),
                p.center()
                    .iter()
                    .flatten()
                    .filter(|(c, _)| *c == pl.color)
                    .count()
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The opening roll, as shown on the first turn message.
pub fn opening_text(table: &Table) -> String {
    let rounds: Vec<String> = table
        .game
        .record()
        .opening
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|r| format!("{} {}+{}", color_emoji(r.color), r.dice[0], r.dice[1]))
                .collect::<Vec<_>>()
                .join("  ")
        })
        .collect();
    rounds.join("\nTie, again: ")
}

/// The live turn message: whose turn, dice, deadline, scores, board, move buttons.
pub fn turn_view(table: &Table, with_opening: bool) -> View {
    let game = &table.game;
    let Some(color) = game.to_move() else {
        return View::default();
    };
    let turn = game.current_turn();
    let mut text = String::new();
    if with_opening {
        text.push_str(&format!("**Opening roll**\n{}\n\n", opening_text(table)));
    }
    if let Some(t) = turn {
        text.push_str(&format!("Dice: **{}** and **{}**", t.dice[0], t.dice[1]));
        let left = turns::unused_dice(t);
        if !t.moves.is_empty() {
            text.push_str(&format!(
                "\nSo far: {}",
                turns::turn_summary(t, "", false)
                    .split_once(": ")
                    .map_or("", |(_, m)| m)
            ));
        }
        if left.len() < 2 {
            text.push_str(&format!(
                "\nDie left: **{}**",
                left.iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    let moves = game.legal_moves();
    let human = table.human_to_move().is_some();
    if human {
        if let Some(deadline) = table.clock.deadline {
            text.push_str(&format!(
                "\nPlay <t:{deadline}:R>, or the computer plays this turn for you."
            ));
        }
        // Said before the last time-out, not after: then it is too late.
        if table.clock.timeouts(color) == MAX_TIMEOUTS - 1 {
            text.push_str(&format!(
                "\n⚠️ Your last {} turns timed out: one more time-out removes you from \
                 the game.",
                MAX_TIMEOUTS - 1
            ));
        }
        for die in game.position().unused_dice() {
            if !moves.iter().any(|m| m.die == die) {
                text.push_str(&format!("\nThe {die} has no legal move right now."));
            }
        }
    } else {
        text.push_str("\nThe computer is thinking…");
    }
    let embed = CreateEmbed::new()
        .title(format!(
            "{} {}'s turn",
            color_emoji(color),
            game.player(color).map_or("?", |p| p.name.as_str())
        ))
        .color(ACCENT)
        .description(text)
        .field("Scores", scores(table), false)
        .image("attachment://board.png")
        .footer(CreateEmbedFooter::new(format!(
            "Game {} · turn {}",
            table.id,
            turn_number(game)
        )));
    let mut components = Vec::new();
    if human {
        let dice = turn.map_or([0, 0], |t| t.dice);
        for row in button_rows(&moves, dice) {
            let buttons = row
                .iter()
                .map(|mv| {
                    let style = if mv.die == dice[0] {
                        ButtonStyle::Primary
                    } else {
                        ButtonStyle::Secondary
                    };
                    CreateButton::new(
                        ComponentId::Move {
                            game: table.id,
                            version: game.version(),
                            mv: *mv,
                        }
                        .to_string(),
                    )
                    .label(move_label(game.position(), mv))
                    .style(style)
                })
                .collect();
            components.push(CreateActionRow::Buttons(buttons));
        }
    }
    let (content, ping) = match table.human_to_move() {
        Some((_, user)) => (Some(format!("<@{user}>, your move.")), vec![user]),
        None => (None, vec![]),
    };
    View {
        content,
        embed: Some(embed),
        components,
        // The board marks the destinations the buttons name.
        board: Some(render_board(game, human)),
        ping,
    }
}

/// The number of the turn being played as players count them: turns in the
/// record, this one included (leavings are not turns; the version counter,
/// which grows with every move, means nothing to players).
pub fn turn_number(game: &Game) -> usize {
    game.entries()
        .iter()
        .filter(|e| matches!(e, Entry::Turn(_)))
        .count()
}

/// Whether the live message already showed the turn being played: no other
/// turn lies between the first entry it shows and the current turn (players
/// leaving may sit in between, on either side).
fn turn_already_posted(table: &Table) -> bool {
    let Some(current) = table.game.current_turn() else {
        return false;
    };
    let entries = table.game.entries();
    let Some(now) = entries
        .iter()
        .position(|e| matches!(e, Entry::Turn(t) if std::ptr::eq(t, current)))
    else {
        return false;
    };
    let from = (table.place.message_from as usize).min(entries.len() - 1);
    let (a, b) = (from.min(now), from.max(now));
    table.place.message.is_some()
        && entries[a..=b]
            .iter()
            .filter(|e| matches!(e, Entry::Turn(_)))
            .count()
            == 1
}

/// The turn message posted again (`/hypnosia board`): it still names the
/// player to move, but pings them only if this turn was never posted before,
/// so that nobody can ping a player again and again with the command.
pub fn reposted_turn_view(table: &Table) -> View {
    let mut view = turn_view(table, false);
    if turn_already_posted(table) {
        view.ping.clear();
    }
    view
}

/// A turn message shrunk to the summary of the turns it showed.
pub fn summary_view(table: &Table, from: usize, until: usize) -> View {
    let text = turns::entries_summary(table, from, until);
    View {
        content: Some(if text.is_empty() {
            "—".to_owned()
        } else {
            text
        }),
        ..View::default()
    }
}

/// The results: ranking, scores, center arrivals, captures, rating changes.
pub fn results_view(table: &Table, changes: &[RatingChange], cancelled_by: Option<&str>) -> View {
    let game = &table.game;
    let p = game.position();
    let reason = match cancelled_by {
        Some(by) => format!("the game was cancelled by {by}"),
        None => game.end_reason().map_or("", |r| r.describe()).to_owned(),
    };
    let lines: Vec<String> = game
        .standings()
        .iter()
        .map(|s| {
            let name = game.player(s.color).map_or("?", |pl| pl.name.as_str());
            let center = p
                .center()
                .iter()
                .flatten()
                .filter(|(c, _)| *c == s.color)
                .count();
            let rating = changes
                .iter()
                .find(|c| c.color == s.color)
                .map(|c| {
                    format!(
                        " · rating {:.0} → {:.0}",
                        c.before.rating(),
                        c.after.rating()
                    )
                })
                .unwrap_or_default();
            format!(
                "**{}.** {} {name} — {} pts · ★{center} · ✕{}{rating}",
                s.rank,
                color_emoji(s.color),
                s.score,
                p.captures(s.color)
            )
        })
        .collect();
    let leavers: Vec<String> = game
        .entries()
        .iter()
        .filter_map(|e| match e {
            Entry::Event(ev) => Some(format!(
                "{} {} {}.",
                color_emoji(ev.color),
                game.player(ev.color).map_or("?", |pl| pl.name.as_str()),
                left_words(ev.event)
            )),
            Entry::Turn(_) => None,
        })
        .collect();
    let mut description = format!("Game over: {reason}.\n\n{}", lines.join("\n"));
    if !leavers.is_empty() {
        description.push_str(&format!("\n\n{}", leavers.join("\n")));
    }
    let embed = CreateEmbed::new()
        .title("Hypnosia — results")
        .color(ACCENT)
        .description(description)
        .image("attachment://board.png")
        .footer(CreateEmbedFooter::new(format!("Game {}", table.id)));
    View {
        embed: Some(embed),
        components: vec![CreateActionRow::Buttons(vec![
            button(
                ComponentId::Rematch { game: table.id },
                "Rematch",
                ButtonStyle::Primary,
            ),
            button(
                ComponentId::Export { game: table.id },
                "Export",
                ButtonStyle::Secondary,
            ),
        ])],
        board: Some(render_board(game, false)),
        ..View::default()
    }
}

/// How a player left, in words: "resigned", "was removed after 3 time-outs in a row".
pub fn left_words(kind: LeaveKind) -> String {
    match kind {
        LeaveKind::Resign => "resigned".to_owned(),
        // Removal only ever comes from time-outs (see `Table::count_timeout`).
        LeaveKind::Removed => format!("was removed after {MAX_TIMEOUTS} time-outs in a row"),
    }
}

/// Why `/hypnosia new` is refused in a channel that an open lobby or a running
/// game holds: what it is, where (a link to its message) and how it ends.
pub fn channel_held_text(holder: &ChannelHolder) -> String {
    let id = holder.id();
    let at = holder.link().map_or_else(String::new, |l| format!(": {l}"));
    match holder {
        ChannelHolder::Lobby {
            host, expires_at, ..
        } => format!(
            "There is already an open lobby in this channel (game #{id}){at}\n\
             Its host <@{host}> can cancel it; otherwise it closes itself \
             <t:{expires_at}:R> if nobody uses it. Until then, start yours in another \
             channel."
        ),
        ChannelHolder::Game { .. } => format!(
            "There is already a game in this channel (game #{id}){at}\n\
             It ends when it is over, when its players leave it with `/hypnosia resign`, \
             or when it is called off with `/hypnosia cancel`. Until then, start yours in \
             another channel."
        ),
    }
}

/// The board as PNG; `markers` marks the legal destinations of the player to move.
fn render_board(game: &Game, markers: bool) -> Vec<u8> {
    let view = crate::render::View {
        markers,
        ..crate::render::View::default()
    };
    crate::render::render(game, &view)
}

/// The game's record as a JSON attachment.
pub fn export_file(table: &Table) -> CreateAttachment {
    CreateAttachment::bytes(
        table.game.record().to_json().into_bytes(),
        format!("hypnosia-game-{}.json", table.id),
    )
}

/// The ephemeral question before resigning.
pub fn resign_confirm_view(game: GameId) -> View {
    View {
        content: Some(format!(
            "Resign from game #{game}? Your pawns in the lane and on the rings leave the board, \
             pawns in the center keep their points, and it counts as a loss."
        )),
        components: vec![CreateActionRow::Buttons(vec![button(
            ComponentId::Resign { game },
            "Resign",
            ButtonStyle::Danger,
        )])],
        ..View::default()
    }
}

/// The ephemeral question before cancelling alone, or by force.
pub fn cancel_confirm_view(game: GameId, force: bool) -> View {
    let (text, step) = if force {
        (
            format!(
                "Force game #{game} to end as cancelled? Nothing of it counts, and the \
                 players are told you cancelled it."
            ),
            CancelStep::Force,
        )
    } else {
        (
            format!("Cancel game #{game}? Nothing of it counts."),
            CancelStep::Confirm,
        )
    };
    View {
        content: Some(text),
        components: vec![CreateActionRow::Buttons(vec![button(
            ComponentId::Cancel { game, step },
            "Cancel the game",
            ButtonStyle::Danger,
        )])],
        ..View::default()
    }
}

/// The public vote to cancel: who asked, who must agree, who has.
pub fn vote_view(game: GameId, vote: &crate::discord::runtime::CancelVote) -> View {
    let people: Vec<String> = vote
        .needed
        .iter()
        .map(|u| {
            let mark = if vote.agreed.contains(u) {
                "✅"
            } else {
                "⏳"
            };
            format!("{mark} <@{u}>")
        })
        .collect();
    let ends = vote.started + crate::discord::runtime::VOTE_TIME.as_secs();
    View {
        content: Some(format!(
            "{} asks to cancel game #{game}. Everyone still playing must agree <t:{ends}:R>; \
             otherwise the game goes on.\n{}",
            vote.by,
            people.join("\n")
        )),
        components: vec![CreateActionRow::Buttons(vec![button(
            ComponentId::Cancel {
                game,
                step: CancelStep::Agree { vote: vote.started },
            },
            "Agree",
            ButtonStyle::Danger,
        )])],
        ..View::default()
    }
}

/// A vote to cancel that is over.
pub fn vote_closed_view(game: GameId, text: &str) -> View {
    View {
        content: Some(format!("Game #{game}: {text}")),
        ..View::default()
    }
}
