//! The languages the bot speaks: every word a player reads comes from the
//! Fluent files under `assets/locales/<lang>/`, embedded in the binary.
//!
//! A message is named by its key and formatted for a [`Lang`] with its
//! arguments ([`Text`], [`tr`]); plurals, and numbers with the language's
//! decimal separator, are Fluent's business, so no code chooses "game" or
//! "games". A key or argument the files lack never fails: the English text,
//! or the key itself, is shown and the fault is logged.
//!
//! # Adding a language
//!
//! Say Spanish, Discord locale `es-ES`:
//!
//! 1. Copy `assets/locales/en-US/` to `assets/locales/es-ES/` and translate
//!    every `.ftl` file (`messages.ftl`: lobby, turns, results;
//!    `refusals.ftl`; `history.ftl`: past games, replays, leaderboard, stats,
//!    settings; `commands.ftl`: the slash commands; `rules.ftl`) and
//!    `GLOSSARY.md`, keeping every message id and `{ $variable }`; use the
//!    language's plural categories in selectors (`[one]`, `[few]`, `[many]`,
//!    `*[other]`), only those its CLDR rules have (Korean has only `other`:
//!    "exactly one" is `[1]`). Command names (`cmd-…` values and option names) must be
//!    lowercase, 1–32 letters, digits, `-` or `_`; descriptions and choice
//!    names 1–100 characters. Keep the house's typography: French puts a
//!    narrow no-break space (U+202F) before `: ; ? !`, also in what the code
//!    joins; German quotes „…“, Polish „…”; Polish never assumes a gender
//!    (noun phrases, impersonal forms); Korean never addresses the reader as
//!    "당신"; the English source is American (`en-US`) and says "table", not
//!    "lobby". Commands are named as command mentions passed in as variables
//!    ([`CommandRef`]), never as `/hypnosia …` text.
//! 2. In `lang.rs` add the variant to [`Lang`] and [`Lang::ALL`], its code (the
//!    Discord locale, also the folder's name), its name in itself, whether it
//!    writes a decimal comma, and its primary subtag in [`Lang::from_discord`];
//!    in `catalog.rs` add the folder to [`resources`]; add it to the
//!    `LanguageChoice` of `/hypnosia settings language` (in the Discord
//!    layer's settings command) and its `.language-…` choice to every
//!    `commands.ftl`.
//! 3. Add the language's unit words to `UNITS` in `src/core/table/options.rs` if
//!    its `duration-…` messages use new ones (every duration the bot shows is
//!    read back as a turn time-out), and the new glossary's rows for "cross",
//!    "round", "record" and the variant's name.
//! 4. The i18n tests fail on any missing, extra or misspelled key or variable,
//!    a message Fluent cannot format, a plural key the language never
//!    selects, a command name Discord would refuse, a
//!    `/hypnosia …` literal, or a duration that does not read back.

mod catalog;
mod lang;

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use catalog::{MessageVariables, Selector, message_variables, resources, selectors};
pub use lang::Lang;

/// One language's messages, shareable between threads.
type Bundle = FluentBundle<FluentResource>;

/// A value for a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text shown as is (a name, a mention, a list already put together).
    Str(String),
    /// A number: Fluent picks the plural form from it and writes it in the
    /// language's way.
    Num(f64),
    /// A number shown with exactly this many decimals (a rating, an average).
    Decimal(f64, usize),
    /// Another message, put into words in the same language (a color's name
    /// inside a refusal).
    Text(Box<Text>),
    /// Messages listed with commas (the permissions the bot lacks).
    List(Vec<Text>),
    /// A slash command named in a message (see [`CommandRef`]).
    Command(CommandRef),
}

/// A slash command as a message names it: Discord's command mention
/// (`</hypnosia resign:ID>`, which every client shows in its own language and
/// makes clickable) when the command's id is known, otherwise its name in the
/// message's language (`` `/hypnosia abandonner` ``). Never English text for
/// everybody.
///
/// ```
/// use hypnosia_core::i18n::{CommandRef, Lang};
/// let known = CommandRef::new("hypnosia resign", Some(42));
/// assert_eq!(known.render(Lang::Fr), "</hypnosia resign:42>");
/// let unknown = CommandRef::new("hypnosia resign", None);
/// assert_eq!(unknown.render(Lang::Fr), "`/hypnosia abandonner`");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct CommandRef {
    /// The command's qualified name as registered (English): `hypnosia
    /// settings timeout`.
    path: String,
    /// The registered id of its top-level command.
    id: Option<u64>,
}

impl CommandRef {
    pub fn new(path: impl Into<String>, id: Option<u64>) -> CommandRef {
        CommandRef {
            path: path.into(),
            id,
        }
    }

    /// The command's qualified name as registered.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The mention, or the name in `lang` (from `commands.ftl`: `cmd-hypnosia`
    /// for the top level, `cmd-<subcommand path>` below it).
    pub fn render(&self, lang: Lang) -> String {
        if let Some(id) = self.id {
            return format!("</{}:{id}>", self.path);
        }
        let words: Vec<&str> = self.path.split(' ').collect();
        let names: Vec<String> = (0..words.len())
            .map(|i| match i {
                0 => tr(lang, &format!("cmd-{}", words[0]), &[]),
                _ => tr(lang, &format!("cmd-{}", words[1..=i].join("-")), &[]),
            })
            .collect();
        format!("`/{}`", names.join(" "))
    }
}

impl From<CommandRef> for Arg {
    fn from(c: CommandRef) -> Arg {
        Arg::Command(c)
    }
}

impl Arg {
    /// `value` rounded to `digits` decimals, always shown with them.
    pub fn decimal(value: f64, digits: usize) -> Arg {
        let scale = 10f64.powi(digits as i32);
        Arg::Decimal((value * scale).round() / scale, digits)
    }

    /// `value` rounded to `digits` decimals at most, shown without trailing
    /// zeros as [`decimal`] writes it (tournament points: 2, 1.5, 0.67), and
    /// still a number for Fluent's plurals.
    pub fn number(value: f64, digits: usize) -> Arg {
        let scale = 10f64.powi(digits as i32);
        Arg::Num((value * scale).round() / scale)
    }

    fn to_fluent(&self, lang: Lang) -> FluentValue<'_> {
        match self {
            Arg::Str(s) => FluentValue::from(s.as_str()),
            Arg::Text(text) => FluentValue::from(text.render(lang)),
            Arg::List(texts) => FluentValue::from(
                texts
                    .iter()
                    .map(|t| t.render(lang))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            Arg::Command(command) => FluentValue::from(command.render(lang)),
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Decimal(n, digits) => {
                let options = FluentNumberOptions {
                    minimum_fraction_digits: Some(*digits),
                    maximum_fraction_digits: Some(*digits),
                    ..FluentNumberOptions::default()
                };
                FluentValue::Number(FluentNumber::new(*n, options))
            }
        }
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f32, f64);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(Box::new(t))
    }
}

impl From<Cow<'_, str>> for Arg {
    fn from(s: Cow<'_, str>) -> Arg {
        Arg::Str(s.into_owned())
    }
}

/// A message not yet put into words: its key and arguments. Refusals carry one
/// so that the person who caused them reads it in their own language.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    key: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Text {
    /// The message `key`, without arguments yet.
    pub fn new(key: &'static str) -> Text {
        Text {
            key,
            args: Vec::new(),
        }
    }

    /// The same message with the variable `name` set to `value`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }

    /// The message's key.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The message in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        tr(lang, self.key, &self.args)
    }
}

/// A [`Text`] with its arguments: `text!("key", name = value, …)`.
#[macro_export]
macro_rules! text {
    ($key:literal $(, $name:ident = $value:expr_2021)* $(,)?) => {
        $crate::i18n::Text::new($key)$(.arg(stringify!($name), $value))*
    };
}

/// A message in a language: `t!(lang, "key", name = value, …)`.
#[macro_export]
macro_rules! t {
    ($lang:expr_2021, $key:literal $(, $name:ident = $value:expr_2021)* $(,)?) => {
        $crate::i18n::Text::new($key)$(.arg(stringify!($name), $value))*.render($lang)
    };
}

fn bundles() -> &'static [Bundle; Lang::ALL.len()] {
    static BUNDLES: OnceLock<[Bundle; Lang::ALL.len()]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(build_bundle))
}

fn build_bundle(lang: Lang) -> Bundle {
    let mut bundle = Bundle::new_concurrent(vec![lang.langid()]);
    // Discord shows Unicode isolation marks as stray characters.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(if lang.decimal_comma() {
        decimal_comma
    } else {
        decimal_point
    }));
    for (file, source) in resources(lang) {
        let resource = FluentResource::try_new((*source).to_owned()).unwrap_or_else(|(r, e)| {
            tracing::error!(lang = lang.code(), file, errors = ?e, "a Fluent file does not parse");
            r
        });
        if let Err(e) = bundle.add_resource(resource) {
            tracing::error!(lang = lang.code(), file, errors = ?e, "a Fluent file clashes");
        }
    }
    bundle
}

/// The minus sign of every negative number in the bot's messages (U+2212):
/// `−2 pts`, as ratings write it too.
const MINUS: &str = "\u{2212}";

/// `value` as `lang` writes a number, the one way every number the bot shows
/// is written (Fluent's variables are written by the same rule): rounded to `digits`
/// decimals at most, without trailing zeros, a decimal comma in French,
/// German and Polish, a point in English and Korean, and a real minus.
///
/// ```
/// use hypnosia_core::i18n::{Lang, decimal};
/// assert_eq!(decimal(Lang::EnUs, 2.0 / 3.0, 2), "0.67");
/// assert_eq!(decimal(Lang::Fr, 2.0 / 3.0, 2), "0,67");
/// assert_eq!(decimal(Lang::De, 1.5, 2), "1,5");
/// assert_eq!(decimal(Lang::Pl, 2.0, 2), "2");
/// assert_eq!(decimal(Lang::Ko, -0.25, 1), "\u{2212}0.3");
/// ```
pub fn decimal(lang: Lang, value: f64, digits: usize) -> String {
    // Halves away from zero, as `Arg::decimal` rounds.
    let scale = 10f64.powi(digits as i32);
    let rounded = (value * scale).round() / scale;
    let fixed = format!("{rounded:.digits$}");
    let trimmed = match fixed.contains('.') {
        true => fixed.trim_end_matches('0').trim_end_matches('.'),
        false => fixed.as_str(),
    };
    // "-0" once rounded is zero.
    let trimmed = trimmed
        .strip_prefix("-")
        .filter(|t| *t == "0")
        .unwrap_or(trimmed);
    written(lang.decimal_comma(), trimmed)
}

/// A number Rust or Fluent wrote (`-1.5`) as a language writes it.
fn written(comma: bool, ascii: &str) -> String {
    let text = ascii.replace('-', MINUS);
    match comma {
        true => text.replace('.', ","),
        false => text,
    }
}

/// Numbers written with a decimal point (English, Korean), and a real minus.
fn decimal_point<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(written(false, &n.as_string())),
        _ => None,
    }
}

/// Numbers written with a decimal comma (French, German, Polish), and a
/// real minus.
fn decimal_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(written(true, &n.as_string())),
        _ => None,
    }
}

/// Formats message `key` (or `key.attribute`) in `lang`; English if `lang`
/// lacks it, the key itself if English does too.
pub fn tr(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    match format(lang, key, args) {
        Some(text) => text,
        None if lang != Lang::EnUs => {
            tracing::error!(
                lang = lang.code(),
                key,
                "a message is missing; English shown"
            );
            format(Lang::EnUs, key, args).unwrap_or_else(|| key.to_owned())
        }
        None => {
            tracing::error!(key, "a message is missing in English");
            key.to_owned()
        }
    }
}

/// Message `key` in `lang` if the language has it; Fluent's own faults
/// (a variable not given) are logged, and the text shown as Fluent made it.
pub fn format(lang: Lang, key: &str, args: &[(&str, Arg)]) -> Option<String> {
    match format_checked(lang, key, args) {
        Ok(text) => Some(text),
        Err(Fault::Missing) => None,
        Err(Fault::Fluent(text, errors)) => {
            tracing::error!(
                lang = lang.code(),
                key,
                errors,
                "a message did not format cleanly"
            );
            Some(text)
        }
    }
}

/// Why [`format_checked`] failed.
#[derive(Debug)]
pub enum Fault {
    /// The language has no such message (or attribute).
    Missing,
    /// Fluent formatted the message with errors (a variable not given): the
    /// text as it came out, and the errors.
    Fluent(String, String),
}

/// Formats message `key` (or `key.attribute`) in `lang`, failing on a missing
/// message or on any Fluent error (tests use it to prove that every message
/// formats in every language).
pub fn format_checked(lang: Lang, key: &str, args: &[(&str, Arg)]) -> Result<String, Fault> {
    let bundle = &bundles()[lang.index()];
    let (id, attribute) = match key.split_once('.') {
        Some((id, attribute)) => (id, Some(attribute)),
        None => (key, None),
    };
    let message = bundle.get_message(id).ok_or(Fault::Missing)?;
    let pattern = match attribute {
        Some(a) => message.get_attribute(a).ok_or(Fault::Missing)?.value(),
        None => message.value().ok_or(Fault::Missing)?,
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.to_fluent(lang));
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(Fault::Fluent(text.into_owned(), format!("{errors:?}")))
    }
}
