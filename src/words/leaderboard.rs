//! The leaderboard and a player's stats in words, with their cards (the
//! replies mention people and never ping them), the period they cover, and
//! the card of a season's end.

use crate::game::Color;
use crate::i18n::{Arg, Lang};
use crate::platform::markup;
use crate::store::{
    LeaderboardEntry, LeaderboardOrder as RankBy, LeaderboardPage, PlayerStats, RatingPoint,
};
use crate::t;
use crate::table::{Period, Season, UnixTime, UserId};
use crate::words::card::Card;
use crate::words::fit;
use crate::words::names::color_emoji;
use crate::words::ratings;

/// The line above a leaderboard or stats saying which period it shows.
pub fn period_line(lang: Lang, period: Period, now: UnixTime) -> String {
    match period {
        Period::AllTime => t!(lang, "season-all-time"),
        Period::Season(s) if s.end() > now && s.start() <= now => t!(
            lang,
            "season-current",
            season = s.key(),
            ends = markup::relative_time(s.end())
        ),
        Period::Season(s) => t!(lang, "season-past", season = s.key()),
    }
}

/// `text` under the line saying which period it covers.
pub fn with_period(lang: Lang, period: Period, now: UnixTime, text: String) -> String {
    format!("{}\n{text}", period_line(lang, period, now))
}

/// The title of the leaderboard ranked `by`.
pub fn leaderboard_title(lang: Lang, by: RankBy) -> String {
    match by {
        RankBy::Rating => t!(lang, "leaderboard-title-rating"),
        RankBy::Wins => t!(lang, "leaderboard-title-wins"),
        RankBy::Points => t!(lang, "leaderboard-title-points"),
    }
}

/// The card of page `page` (from 1) of the leaderboard `rows`: its `title`
/// (none when the picture shows it: a title said once), `text` (the ranking
/// in words when no picture shows it, else only the line saying which period
/// it covers, if any), cut to its first lines when long, and the page in the
/// footer.
pub fn leaderboard_card(
    lang: Lang,
    title: Option<String>,
    text: Option<&str>,
    page: u32,
    rows: &LeaderboardPage,
) -> Card {
    let card = Card {
        title,
        ..Card::default()
    };
    let card = card.footer(t!(
        lang,
        "leaderboard-footer",
        page = page,
        pages = rows.pages(),
        players = rows.total
    ));
    match text {
        Some(text) => card.description(fit::first_lines_of(lang, text, fit::DESCRIPTION)),
        None => card,
    }
}

/// The leaderboard picture's description for screen readers (Discord's
/// attachment `description`): its title and its ranking as plain text, by
/// the names the picture shows.
pub fn leaderboard_alt_text(lang: Lang, title: &str, page: &LeaderboardPage) -> String {
    let lines: Vec<String> = std::iter::once(title.to_owned())
        .chain(page.entries.iter().map(|e| {
            let line = leaderboard_line_of(lang, e, fit::truncate(&e.name, fit::NAME));
            // Alt text is not markdown: the line's bold marks would be read out.
            line.replace("**", "")
        }))
        .collect();
    fit::first_lines(lang, &lines, fit::ALT_TEXT)
}

/// The card of `/hypnosia stats`: `text` (the stats, or that there are none),
/// cut to its first lines when long.
pub fn stats_card(lang: Lang, text: &str) -> Card {
    Card::default()
        .title(t!(lang, "stats-title"))
        .description(fit::first_lines_of(lang, text, fit::DESCRIPTION))
}

/// That `player` has no stats on this server: in `season`, or at all.
pub fn no_stats_text(lang: Lang, player: UserId, season: Option<Season>) -> String {
    let player = markup::mention(player);
    match season {
        Some(season) => t!(
            lang,
            "stats-none-season",
            player = player,
            season = season.key()
        ),
        None => t!(lang, "stats-none", player = player),
    }
}

/// A leaderboard page in words (mentions, which the reply never pings).
pub fn leaderboard_text(lang: Lang, page: &LeaderboardPage) -> String {
    if page.entries.is_empty() {
        return if page.total == 0 {
            match page.order {
                RankBy::Rating => t!(lang, "leaderboard-nobody-rated"),
                _ => t!(lang, "leaderboard-nobody"),
            }
        } else {
            t!(lang, "pages-only", pages = page.pages())
        };
    }
    page.entries
        .iter()
        .map(|e| leaderboard_line(lang, e))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The leaderboard of a season nobody finished a game in: the running one
/// is a race still open (pointing to the one before it), a past one was empty.
pub fn empty_season_text(lang: Lang, season: Season, now: UnixTime) -> String {
    if season.start() <= now && now < season.end() {
        t!(
            lang,
            "leaderboard-season-open",
            season = season.key(),
            previous = season.previous().key()
        )
    } else {
        t!(lang, "leaderboard-season-nobody", season = season.key())
    }
}

/// A player's stats in words, with their latest rating changes.
pub fn stats_text(lang: Lang, s: &PlayerStats, history: &[RatingPoint]) -> String {
    let best = s.best_rank.map_or_else(
        || t!(lang, "stats-best-none"),
        |r| match r {
            1 => t!(lang, "stats-best-1"),
            2 => t!(lang, "stats-best-2"),
            3 => t!(lang, "stats-best-3"),
            r => t!(lang, "stats-best-n", rank = r),
        },
    );
    let place = s.rating_place.map_or_else(
        || t!(lang, "stats-not-rated"),
        |p| t!(lang, "stats-place", place = p),
    );
    let place = match (s.rated_games > 0)
        .then(|| ratings::provisional(lang, s.rated_games))
        .flatten()
    {
        Some(mark) => format!("{place} · {mark}"),
        None => place,
    };
    let mut text = t!(
        lang,
        "stats-text",
        player = markup::mention(s.user),
        rating = ratings::rating(s.skill),
        place = place,
        rated = s.rated_games,
        games = s.games,
        wins = s.wins,
        percent = (100.0 * s.win_rate()).round(),
        best = best,
        points = s.points,
        average = Arg::decimal(s.average_score(), 1),
        center = s.center_pawns,
        captures = s.captures,
    );
    if !history.is_empty() {
        let trail: Vec<String> = history.iter().map(|p| ratings::rating(p.skill)).collect();
        text.push('\n');
        text.push_str(&t!(lang, "stats-history", trail = trail.join(" → ")));
    }
    text
}

/// The top ten of a season in words: place, player, rating, games and wins;
/// the podium's players (`colors`, best first) marked with the color the
/// picture shows them in.
pub fn season_end_text(lang: Lang, page: &LeaderboardPage, colors: &[Option<Color>]) -> String {
    page.entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let mark = match colors.get(i) {
                Some(Some(color)) => format!("{} ", color_emoji(*color)),
                _ => String::new(),
            };
            mark + &leaderboard_line(lang, e)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The card announcing the end of `season`: its top ten ([`season_end_text`])
/// beside the podium (`board.png`).
pub fn season_end_card(
    lang: Lang,
    season: Season,
    page: &LeaderboardPage,
    colors: &[Option<Color>],
) -> Card {
    Card::default()
        .title(t!(lang, "season-end-title", season = season.key()))
        .description(season_end_text(lang, page, colors))
        .image("board.png")
}

/// One place of a leaderboard: place, player (a mention, which the bot's
/// messages never ping), rating, games, wins and points.
pub fn leaderboard_line(lang: Lang, e: &LeaderboardEntry) -> String {
    leaderboard_line_of(lang, e, markup::mention(e.user))
}

/// [`leaderboard_line`] naming the player as `player` (a mention, or a name).
pub fn leaderboard_line_of(lang: Lang, e: &LeaderboardEntry, player: String) -> String {
    t!(
        lang,
        "leaderboard-line",
        place = e.place,
        player = player,
        rating = crate::words::ratings::rating_with_mark(lang, e.skill, e.rated_games),
        games = e.games,
        wins = e.wins,
        points = e.points,
    )
}

/// Where one of a person's ratings is, as its owner reads it in their own
/// stats: a DM's or group DM's members are never named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatedIn {
    /// A server, by its name (as the bot knows it).
    Server(String),
    /// A server whose name the bot does not know (one that never added it).
    OtherServer,
    /// A DM or a group DM.
    Direct,
}

/// The card under a person's own stats that lists every community they
/// hold a rating in, one line each: where (`here` marks the one asked in),
/// the rating with its provisional mark, the games.
pub fn ratings_where_card(lang: Lang, ratings: &[(RatedIn, bool, &PlayerStats)]) -> Card {
    let lines: Vec<String> = ratings
        .iter()
        .map(|(at, here, s)| {
            let place = match at {
                RatedIn::Server(name) => crate::words::plain::escape(name),
                RatedIn::OtherServer => t!(lang, "stats-where-other-server"),
                RatedIn::Direct => t!(lang, "stats-where-direct"),
            };
            let place = match here {
                true => t!(lang, "stats-where-here", place = place),
                false => place,
            };
            let rating = match s.rated_games {
                0 => t!(lang, "stats-not-rated"),
                n => ratings::rating_with_mark(lang, s.skill, n),
            };
            t!(
                lang,
                "stats-where-line",
                place = place,
                rating = rating,
                games = s.games
            )
        })
        .collect();
    Card::default()
        .title(t!(lang, "stats-where-title"))
        .description(fit::first_lines_of(
            lang,
            &lines.join("\n"),
            fit::DESCRIPTION,
        ))
}
