//! The rooms' fences (the map in `src/lib.rs`): the engine (`live`), what people
//! read (`words`), the store, the pace and the other rooms below the screen
//! compile in one crate with serenity and poise, so nothing but this test stops
//! one of them naming Discord's library or the screen (`crate::discord`). The pure rooms (`src/core/`) are a crate without
//! those dependencies; they are read too, and may not name `words` either.
//!
//! Only code counts: comments (doc comments included) and string literals are
//! blanked first. A comment may say where the screen does a thing
//! ("see `crate::discord::screen`") without the room depending on it; only code
//! makes the room's compilation, and its next move, depend on Discord.

use std::fs;
use std::path::{Path, PathBuf};

/// The rooms below the screen, and what each may not name: those the review
/// named (M7), and `heavy`, `faces`, `controls`, `views` and `showing` (the
/// screen's plain-Rust helpers), which the map puts below the screen too and
/// which name none today.
const FENCED: &[(&str, &[Forbidden])] = &[
    ("live", DISCORD),
    ("words", DISCORD),
    ("store", DISCORD),
    ("pace", DISCORD),
    ("heavy", DISCORD),
    ("faces", DISCORD),
    ("controls", DISCORD),
    ("views", DISCORD),
    ("showing", DISCORD),
    ("core", CORE),
];

const DISCORD: &[Forbidden] = &[
    Forbidden::Word("serenity"),
    Forbidden::Word("poise"),
    Forbidden::Room("discord"),
];

const CORE: &[Forbidden] = &[
    Forbidden::Word("serenity"),
    Forbidden::Word("poise"),
    Forbidden::Room("discord"),
    Forbidden::Room("words"),
];

#[derive(Clone, Copy, Debug)]
enum Forbidden {
    /// A crate's name as a whole identifier (`use serenity::…`, `poise::Context`).
    Word(&'static str),
    /// A room of the bot's crate by path: `crate::x`, `super::…::x`, `hypnosia::x`.
    Room(&'static str),
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

/// The identifiers and `::` of a line, spaces dropped: `crate :: discord` is
/// `crate::discord`.
fn tokens(line: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if is_ident(c) {
            let mut word = c.to_string();
            while let Some(&n) = chars.peek().filter(|&&n| is_ident(n)) {
                word.push(n);
                chars.next();
            }
            tokens.push(word);
        } else if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            tokens.push("::".to_owned());
        } else if !c.is_whitespace() {
            tokens.push(c.to_string());
        }
    }
    tokens
}

/// Whether a line of code names what is forbidden; `depth` is how many
/// `super::` lead from the file's module to its crate's root.
fn names(tokens: &[String], forbidden: Forbidden, depth: usize) -> bool {
    match forbidden {
        Forbidden::Word(word) => tokens.iter().any(|t| t == word),
        Forbidden::Room(room) => (0..tokens.len()).any(|at| {
            let starts_path = at == 0 || tokens[at - 1] != "::";
            let root = match tokens[at].as_str() {
                "crate" | "hypnosia" => 1,
                "super" => {
                    let supers = tokens[at..]
                        .chunks(2)
                        .take_while(|pair| pair == &["super", "::"])
                        .count();
                    if depth > 0 && supers == depth {
                        2 * depth - 1
                    } else {
                        0
                    }
                }
                _ => 0,
            };
            starts_path
                && root > 0
                && tokens.get(at + root).is_some_and(|t| t == "::")
                && tokens.get(at + root + 1).is_some_and(|t| t == room)
        }),
    }
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

/// Every `file:line: forbidden` of a room.
fn trespasses(room: &str, forbidden: &[Forbidden]) -> (usize, Vec<String>) {
    let mut files = Vec::new();
    rust_files(&src().join(room), &mut files);
    files.sort();
    let crate_root = if room == "core" {
        src().join("core")
    } else {
        src()
    };
    let mut found = Vec::new();
    for file in &files {
        let depth = depth(file, &crate_root);
        let text = fs::read_to_string(file).unwrap();
        for (at, line) in code_only(&text).lines().enumerate() {
            let tokens = tokens(line);
            for &f in forbidden {
                if names(&tokens, f, depth) {
                    let shown = file.strip_prefix(src()).unwrap_or(file);
                    let what = match f {
                        Forbidden::Word(word) => word.to_owned(),
                        Forbidden::Room(room) => format!("crate::{room}"),
                    };
                    found.push(format!("src/{}:{}: `{what}`", shown.display(), at + 1));
                }
            }
        }
    }
    (files.len(), found)
}

#[test]
fn rooms_below_the_screen_name_no_discord_library_nor_screen() {
    let mut found = Vec::new();
    for &(room, forbidden) in FENCED {
        let (files, trespasses) = trespasses(room, forbidden);
        assert!(files > 0, "src/{room}: no file read; the room moved?");
        found.extend(trespasses);
    }
    assert!(
        found.is_empty(),
        "these lines name a room or library above theirs (the map, src/lib.rs):\n{}",
        found.join("\n")
    );
}

/// The reader finds what it must and nothing in comments or strings.
#[test]
fn the_fence_sees_code_only() {
    // As in a file two folders down, `src/live/kernel.rs`.
    let caught = |line: &str, f: Forbidden| names(&tokens(&code_only(line)), f, 2);
    let serenity = Forbidden::Word("serenity");
    let discord = Forbidden::Room("discord");
    assert!(caught("use serenity::all::UserId;", serenity));
    assert!(caught(
        "fn f(x: ::serenity::model::id::UserId) {}",
        serenity
    ));
    assert!(caught("use poise;", Forbidden::Word("poise")));
    assert!(caught("use crate::discord::screen;", discord));
    assert!(caught("use crate :: discord;", discord));
    assert!(caught("use super::super::discord::x;", discord));
    assert!(!caught("use super::discord::x;", discord));
    assert!(!caught("use super::super::super::discord::x;", discord));
    assert!(caught("let s = hypnosia::discord::bot::run;", discord));
    assert!(caught("let c = '\"'; use serenity;", serenity));
    assert!(caught(
        "fn f<'a>(x: &'a str) -> serenity::Ctx<'a> {}",
        serenity
    ));

    assert!(!caught("//! see `crate::discord::screen`", discord));
    assert!(!caught("/// serenity's limiter is off", serenity));
    assert!(!caught("let x = 1; // serenity", serenity));
    assert!(!caught(
        "/* use serenity; /* nested */ still */ let x = 1;",
        serenity
    ));
    assert!(!caught("let s = \"serenity \\\" said\";", serenity));
    assert!(!caught(
        "let s = r#\"poise \" says\"#;",
        Forbidden::Word("poise")
    ));
    assert!(!caught("use crate::live::discord_pace;", discord));
    assert!(!caught("use self::screen::discord;", discord));
    assert!(!caught("let serenity_like = 1;", serenity));
}
