//! The rooms' fences (the map in `src/lib.rs`): each room of the bot's crate
//! names only the rooms above it on the map (or left of it on its line), and no
//! room below the screen names Discord's libraries. The engine (`live`), what
//! people read (`words`), the store, the pace and the other rooms below the
//! screen compile in one crate with serenity and poise, so nothing but this test
//! stops one of them naming Discord's library, the screen or a room the map puts
//! above it. The pure rooms (`src/core/`) are a crate without those
//! dependencies, and are held to their own order too. The rooms from `pace` to
//! `showing` are also the crate `hypnosia-engine`, which has no Discord library
//! to name: there the compiler keeps the first fence, and this test the order.
//!
//! Only code counts: comments (doc comments included) and string literals are
//! blanked first. A comment may say where the screen does a thing
//! ("see `crate::discord::screen`") without the room depending on it; only code
//! makes the room's compilation, and its next move, depend on Discord. A path
//! is read as a whole statement: `use crate::{live::x, discord::y};` over
//! several lines names both rooms. One more fence of the same kind: the
//! engine carries what the screen shows a table with whole, never looking
//! inside (`the_engine_carries_what_the_screen_shows_whole`).

use std::fs;
use std::path::{Path, PathBuf};

/// The map of `src/lib.rs`, line by line, lowest first: a room may name the
/// rooms of the lines above its own, and those left of it on its line. The
/// pure rooms come first: they are the crate `hypnosia-core`, below every room
/// of the bot's crate, and their first line imports nothing of the crate.
const MAP: &[&[&str]] = &[
    &["game", "i18n", "platform", "pace"],
    &["table", "learn"],
    &["ai", "analysis", "render"],
    &["seating"],
    &["puzzles"],
    &["heavy", "faces"],
    &["store"],
    &["words"],
    &["live"],
    &["controls"],
    &["views"],
    &["showing"],
    &["config", "discord"],
];

/// The map's first line imports nothing of its crate ("import nothing of the
/// crate", `src/lib.rs`).
const IMPORT_NOTHING: &[&str] = &["game", "i18n", "platform", "pace"];

/// The pure rooms, the crate `src/core/`.
const CORE: &[&str] = &[
    "game", "i18n", "platform", "table", "learn", "ai", "analysis", "render", "seating", "puzzles",
];

/// Discord's libraries, which only the screen (`discord`) may name.
const DISCORD_LIBRARIES: &[&str] = &["serenity", "poise"];

/// Where `room` is on the map: its line and its place on the line.
fn on_map(room: &str) -> Option<(usize, usize)> {
    MAP.iter()
        .enumerate()
        .find_map(|(line, rooms)| rooms.iter().position(|r| *r == room).map(|at| (line, at)))
}

/// Whether a file of room `from` may name room `to` (in the same crate).
fn may_name(from: &str, to: &str) -> bool {
    if from == to {
        return true;
    }
    if IMPORT_NOTHING.contains(&from) {
        return false;
    }
    match (on_map(from), on_map(to)) {
        (Some((line, at)), Some((to_line, to_at))) => {
            to_line < line || (to_line == line && to_at < at)
        }
        // Not a room of the map (a module of the crate's root: `cli`,
        // `operating`): no room of the map may name it.
        (Some(_), None) => false,
        (None, _) => true,
    }
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../src")
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The text with every comment and the inside of every string and char literal
/// replaced by spaces, line breaks kept (so line numbers still hold).
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r' && matches!(next, Some('"' | '#')) && !ident_before(&chars, i) {
            // A raw string: r"…", r#"…"#, …
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let mut end = vec!['"'];
            end.extend(std::iter::repeat_n('#', hashes));
            out.push('r');
            i += 2 + hashes;
            out.extend(std::iter::repeat_n(' ', hashes + 1));
            while i < chars.len() && !chars[i..].starts_with(&end) {
                out.push(blank(chars[i]));
                i += 1;
            }
            out.extend(std::iter::repeat_n(' ', end.len()));
            i += end.len();
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                let skip = if chars[i] == '\\' { 2 } else { 1 };
                for _ in 0..skip {
                    if let Some(&s) = chars.get(i) {
                        out.push(blank(s));
                    }
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' && (next == Some('\\') || chars.get(i + 2) == Some(&'\'')) {
            // A char literal ('x', '\n', '\u{..}'); otherwise a lifetime.
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                let skip = if chars[i] == '\\' { 2 } else { 1 };
                out.extend(std::iter::repeat_n(' ', skip));
                i += skip;
            }
            out.push(' ');
            i += 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && is_ident(chars[i - 1])
}

/// An identifier, `::` or another sign of the code, and its line (from 1).
#[derive(Clone, Debug, PartialEq)]
struct Token {
    text: String,
    line: usize,
}

/// The identifiers, `::` and signs of a text's code, spaces dropped:
/// `crate :: discord` is `crate`, `::`, `discord`.
fn tokens(code: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut line = 1;
    let mut chars = code.chars().peekable();
    while let Some(c) = chars.next() {
        let text = if is_ident(c) {
            let mut word = c.to_string();
            while let Some(&n) = chars.peek().filter(|&&n| is_ident(n)) {
                word.push(n);
                chars.next();
            }
            word
        } else if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            "::".to_owned()
        } else if c == '\n' {
            line += 1;
            continue;
        } else if c.is_whitespace() {
            continue;
        } else {
            c.to_string()
        };
        tokens.push(Token { text, line });
    }
    tokens
}

/// Every name a path from the crate's root reaches first, with its line:
/// `x` in `crate::x`, `hypnosia::x` and `super::…::x` climbing to the root
/// (`depth` is how many `super::` lead from the file's module to its crate's
/// root), and each first name of a group, `crate::{x::…, y}`.
fn rooms_named(tokens: &[Token], depth: usize) -> Vec<(String, usize)> {
    let text = |at: usize| tokens.get(at).map(|t| t.text.as_str());
    let mut named = Vec::new();
    for at in 0..tokens.len() {
        let starts_path = at == 0 || text(at - 1) != Some("::");
        let root = match text(at) {
            Some("crate" | "hypnosia") => 1,
            Some("super") => {
                let supers = tokens[at..]
                    .chunks(2)
                    .take_while(|pair| {
                        pair.len() == 2 && pair[0].text == "super" && pair[1].text == "::"
                    })
                    .count();
                if depth > 0 && supers == depth {
                    2 * depth - 1
                } else {
                    0
                }
            }
            _ => 0,
        };
        if !starts_path || root == 0 || text(at + root) != Some("::") {
            continue;
        }
        let first = at + root + 1;
        match text(first) {
            Some("{") => {
                // The group's items at its own level: after `{` and each `,`.
                let mut level = 0;
                let mut item_starts = true;
                for token in &tokens[first..] {
                    match token.text.as_str() {
                        "{" => {
                            level += 1;
                            if level > 1 {
                                item_starts = false;
                            }
                            continue;
                        }
                        "}" => {
                            level -= 1;
                            if level == 0 {
                                break;
                            }
                        }
                        "," if level == 1 => {
                            item_starts = true;
                            continue;
                        }
                        word if item_starts && level == 1 && word.chars().all(is_ident) => {
                            named.push((word.to_owned(), token.line));
                        }
                        _ => {}
                    }
                    item_starts = false;
                }
            }
            Some(word) if word.chars().all(is_ident) => {
                named.push((word.to_owned(), tokens[first].line));
            }
            _ => {}
        }
    }
    named
}

/// How many `super::` lead from a file's module to its crate's root
/// (`src/` or `src/core/`): `live/mod.rs` 1, `live/kernel.rs` 2.
fn depth(file: &Path, crate_root: &Path) -> usize {
    let inside = file.strip_prefix(crate_root).unwrap();
    let folders = inside.components().count() - 1;
    let is_mod = inside
        .file_name()
        .is_some_and(|n| n == "mod.rs" || n == "lib.rs");
    if is_mod { folders } else { folders + 1 }
}

/// Every `file:line: what` of a room that names a room the map puts above it,
/// or (below the screen) one of Discord's libraries.
fn trespasses(room: &str) -> (usize, Vec<String>) {
    let in_core = CORE.contains(&room);
    let crate_root = if in_core { src().join("core") } else { src() };
    let mut files = Vec::new();
    let folder = crate_root.join(room);
    if folder.is_dir() {
        rust_files(&folder, &mut files);
    } else {
        // A room of one file (`config.rs`).
        files.push(crate_root.join(format!("{room}.rs")));
    }
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let shown = file
            .strip_prefix(src())
            .unwrap_or(file)
            .display()
            .to_string();
        let tokens = tokens(&code_only(&fs::read_to_string(file).unwrap()));
        if room != "discord" {
            for t in tokens
                .iter()
                .filter(|t| DISCORD_LIBRARIES.contains(&t.text.as_str()))
            {
                found.push(format!("src/{shown}:{}: `{}`", t.line, t.text));
            }
        }
        for (named, line) in rooms_named(&tokens, depth(file, &crate_root)) {
            // The bot's crate reaches the pure rooms through its re-exports:
            // below every room of its own.
            let same_crate = CORE.contains(&named.as_str()) == in_core;
            let is_room = on_map(&named).is_some() || !in_core;
            if same_crate && is_room && !may_name(room, &named) && crate_module(&named, in_core) {
                found.push(format!("src/{shown}:{line}: `crate::{named}`"));
            }
        }
    }
    (files.len(), found)
}

/// Whether `name` is a module at the root of its crate (a room, or one of the
/// bot crate's root modules), rather than an item (`crate::Error`).
fn crate_module(name: &str, in_core: bool) -> bool {
    let root = if in_core { src().join("core") } else { src() };
    root.join(name).is_dir() || root.join(format!("{name}.rs")).is_file()
}

#[test]
fn each_room_names_only_rooms_below_it_and_no_discord_library_below_the_screen() {
    let mut found = Vec::new();
    for room in MAP.iter().flat_map(|line| line.iter()) {
        let (files, trespasses) = trespasses(room);
        assert!(files > 0, "{room}: no file read; the room moved?");
        found.extend(trespasses);
    }
    assert!(
        found.is_empty(),
        "these lines name a room or library above theirs (the map, src/lib.rs):\n{}",
        found.join("\n")
    );
}

/// The map and the crate agree: every folder of a crate's root is a room on the
/// map, or one of the bot's root modules the map leaves out on purpose.
#[test]
fn every_room_is_on_the_map() {
    // `cli` (the developers' commands) is left off the map on purpose; the
    // folders `core` and `engine` hold the crates of the pure rooms and of the
    // engine's (`engine` only its `lib.rs`), not rooms.
    let outside_the_map = ["cli", "core", "engine"];
    for (root, in_core) in [(src(), false), (src().join("core"), true)] {
        for entry in fs::read_dir(&root).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() && !outside_the_map.contains(&name.as_str()) {
                assert!(
                    on_map(&name).is_some(),
                    "{}: a room missing from the map",
                    path.display()
                );
                assert_eq!(
                    CORE.contains(&name.as_str()),
                    in_core,
                    "{name}: on the wrong crate's map"
                );
            }
        }
    }
}

/// The reader finds what it must and nothing in comments or strings.
#[test]
fn the_fence_sees_code_only() {
    // As in a file two folders down, `src/live/kernel/x.rs`.
    let rooms = |code: &str| -> Vec<String> {
        rooms_named(&tokens(&code_only(code)), 2)
            .into_iter()
            .map(|(room, _)| room)
            .collect()
    };
    let words = |code: &str| -> Vec<String> {
        tokens(&code_only(code))
            .into_iter()
            .map(|t| t.text)
            .filter(|t| DISCORD_LIBRARIES.contains(&t.as_str()))
            .collect()
    };
    assert_eq!(words("use serenity::all::UserId;"), ["serenity"]);
    assert_eq!(
        words("fn f(x: ::serenity::model::id::UserId) {}"),
        ["serenity"]
    );
    assert_eq!(words("use poise;"), ["poise"]);
    assert_eq!(words("let c = '\"'; use serenity;"), ["serenity"]);
    assert_eq!(
        words("fn f<'a>(x: &'a str) -> serenity::Ctx<'a> {}"),
        ["serenity"]
    );
    assert!(words("/// serenity's limiter is off").is_empty());
    assert!(words("let x = 1; // serenity").is_empty());
    assert!(words("/* use serenity; /* nested */ still */ let x = 1;").is_empty());
    assert!(words("let s = \"serenity \\\" said\";").is_empty());
    assert!(words("let s = r#\"poise \" says\"#;").is_empty());
    assert!(words("let serenity_like = 1;").is_empty());

    assert_eq!(rooms("use crate::discord::screen;"), ["discord"]);
    assert_eq!(rooms("use crate :: discord;"), ["discord"]);
    assert_eq!(rooms("use super::super::discord::x;"), ["discord"]);
    assert!(rooms("use super::discord::x;").is_empty());
    assert!(rooms("use super::super::super::discord::x;").is_empty());
    assert_eq!(rooms("let s = hypnosia::discord::bot::run;"), ["discord"]);
    assert!(rooms("//! see `crate::discord::screen`").is_empty());
    assert!(rooms("use self::screen::discord;").is_empty());
    assert_eq!(rooms("use crate::live::discord_pace;"), ["live"]);
    // Groups, on one line or several, nested or not.
    assert_eq!(
        rooms("use crate::{live::x, discord::y};"),
        ["live", "discord"]
    );
    assert_eq!(
        rooms("use crate::{\n    store::{a, b},\n    words::c,\n    discord,\n};"),
        ["store", "words", "discord"]
    );
    assert_eq!(
        rooms("use super::super::{table::{self, Seat}, showing::x};"),
        ["table", "showing"]
    );
    let lines: Vec<usize> = rooms_named(
        &tokens(&code_only("use crate::{\n live::x,\n discord::y,\n};")),
        2,
    )
    .into_iter()
    .map(|(_, line)| line)
    .collect();
    assert_eq!(lines, [2, 3]);
}

/// The map's order, as `may_name` reads it.
#[test]
fn the_map_reads_up_and_left() {
    assert!(may_name("live", "store"));
    assert!(may_name("discord", "live"));
    assert!(may_name("faces", "heavy"));
    assert!(may_name("render", "analysis"));
    assert!(!may_name("store", "live"));
    assert!(!may_name("words", "live"));
    assert!(!may_name("live", "showing"));
    assert!(!may_name("heavy", "faces"));
    assert!(!may_name("analysis", "render"));
    assert!(!may_name("pace", "game"));
    assert!(!may_name("live", "discord"));
    assert!(!may_name("showing", "discord"));
    assert!(!may_name("store", "config"));
}

/// The lines of `code` that look inside what the screen shows a table with
/// (`crate::table::OnScreen`, the screen's): a field of it read or written
/// (`….screen.message`, `….message_from`, `….screen.log`), one built field
/// by field (`OnScreen { … }`), or a message of it asked for through the
/// table (`channel_line`, `turns_log`, `link`, `link_or_channel`,
/// `turn_already_posted`). Moving it whole (`place.screen = …`) and asking it
/// its one question (`shows_turn_from`) are not.
fn looks_inside_the_screen(code: &str) -> Vec<usize> {
    let tokens = tokens(&code_only(code));
    let text = |i: usize| tokens.get(i).map_or("", |t: &Token| t.text.as_str());
    let mut lines = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let field = text(i) == "." && text(i + 1) == "message_from";
        let of_screen = text(i) == "screen"
            && text(i + 1) == "."
            && matches!(text(i + 2), "message" | "log" | "message_from");
        let built = text(i) == "OnScreen" && text(i + 1) == "{";
        let through_the_table = text(i) == "."
            && text(i + 2) == "("
            && matches!(
                text(i + 1),
                "channel_line" | "turns_log" | "link" | "link_or_channel" | "turn_already_posted"
            );
        if field || of_screen || built || through_the_table {
            lines.push(token.line);
        }
    }
    lines
}

/// The engine stores what the screen shows a table with and hands it back
/// whole, never reading, comparing or recording a message id of it: it
/// judges a click by the game's version and the clicker's seat (issue 77).
#[test]
fn the_engine_carries_what_the_screen_shows_whole() {
    let mut files = Vec::new();
    rust_files(&src().join("live"), &mut files);
    assert!(!files.is_empty(), "the engine's files moved?");
    let mut found = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for line in looks_inside_the_screen(&text) {
            found.push(format!("{}:{line}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "the engine looks inside the screen's OnScreen:\n{}",
        found.join("\n")
    );
}

/// The reader of the screen's value finds what it must, and not its words in
/// comments, nor the value moved whole.
#[test]
fn the_screens_value_is_seen_looked_into() {
    let code = "// table.place.screen.message is the screen's\n\
                table.place.screen = shown;\n\
                let m = table.place.screen.message;\n\
                let s = OnScreen { message: None, message_from: 0, log: None };\n\
                if screen.shows_turn_from(3) && live.message_from == 2 {}\n\
                table.place.screen.log = None;\n\
                let line = table.channel_line();\n\
                let channel_line = 1;\n";
    assert_eq!(looks_inside_the_screen(code), vec![3, 4, 5, 6, 7]);
}
