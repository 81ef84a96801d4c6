//! The pictures of `/hypnosia leaderboard`, `/hypnosia stats` and a
//! tournament's standings, with people's faces (waiting a short while for
//! those still coming, after the command's deferral) and drawn on the heavy
//! lane. A busy lane leaves the answer in words only.

use tracing::warn;

use crate::discord::error::Error;
use crate::discord::screen::DiscordScreen;
use crate::faces::CARD_WAIT;
use crate::i18n::Lang;
use crate::live::Report;
use crate::render::{SeatFace, leaderboard_card, standings_card, stats_header};
use crate::store::{LeaderboardPage, PlayerStats};
use crate::table::{Community, UserId};
use crate::views::view::View;
use crate::words::tournament_follow::standings_message_card;
use crate::words::tournaments::standings_text;
use crate::words::{cards, tournament_card};

/// The faces of `users` on a community's cards: the initials when the
/// server turned avatars off, or in a direct venue (no server to read them).
async fn card_faces(
    screen: &DiscordScreen,
    community: Community,
    users: &[UserId],
) -> Vec<SeatFace> {
    let Some(guild) = community.guild() else {
        return vec![SeatFace::Initial; users.len()];
    };
    if !screen.shows_avatars(guild).await {
        return vec![SeatFace::Initial; users.len()];
    }
    screen.faces.within(guild, users, CARD_WAIT).await
}

/// A drawing the heavy lane refused (busy) or lost is left out.
fn drawn(what: &str, png: Result<Vec<u8>, Error>) -> Option<Vec<u8>> {
    match png {
        Ok(png) => Some(png),
        Err(e) => {
            if e.is_internal() {
                warn!(error = %e, "could not draw the {what}");
            }
            None
        }
    }
}

/// The card of a leaderboard page under `title`; `with_trends` reads each
/// player's latest rating change (the all-time leaderboard's).
pub(crate) async fn leaderboard_png(
    screen: &DiscordScreen,
    guild: Community,
    lang: Lang,
    title: String,
    page: &LeaderboardPage,
    with_trends: bool,
) -> Result<Option<Vec<u8>>, Error> {
    if page.entries.is_empty() {
        return Ok(None);
    }
    let users: Vec<UserId> = page.entries.iter().map(|e| e.user).collect();
    let mut trends = Vec::with_capacity(users.len());
    for &user in users.iter().filter(|_| with_trends) {
        let history = screen.store.rating_history(guild, user, 2).await?;
        trends.push(cards::trend(&history));
    }
    let faces = card_faces(screen, guild, &users).await;
    let card = cards::leaderboard_card(cards::card_words(lang, title), page, &faces, &trends);
    let png = screen.draw_heavy(move || leaderboard_card(&card)).await;
    Ok(drawn("leaderboard card", png))
}

/// The header of `/hypnosia stats` for `stats`.
pub(crate) async fn stats_header_png(
    screen: &DiscordScreen,
    guild: Community,
    lang: Lang,
    title: String,
    stats: &PlayerStats,
) -> Option<Vec<u8>> {
    let face = card_faces(screen, guild, &[stats.user]).await;
    let face = face.into_iter().next().unwrap_or_default();
    let header = cards::stats_header(cards::card_words(lang, title), stats, face);
    let png = screen.draw_heavy(move || stats_header(&header)).await;
    drawn("stats header", png)
}

/// A tournament's standings as a message: their picture, with its players' faces, described in
/// words (what screen readers read; the words alone when it is not drawn).
pub(crate) async fn standings_view(
    screen: &DiscordScreen,
    lang: Lang,
    (play, rows): &Report,
) -> View {
    let users: Vec<UserId> = play.entrants.iter().map(|e| e.user).collect();
    let faces = card_faces(screen, play.tournament.new.guild.into(), &users).await;
    let faces = users.into_iter().zip(faces).collect();
    let card = tournament_card::standings_card(lang, play, rows, &faces);
    let board = drawn(
        "standings",
        screen.draw_heavy(move || standings_card(&card)).await,
    );
    View {
        embed: Some(standings_message_card(lang, play, rows, board.is_some())),
        alt: Some(standings_text(lang, play, rows)),
        board,
        ..View::default()
    }
}
