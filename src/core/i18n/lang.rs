//! The languages the bot speaks, and how a Discord locale maps to one.

use std::fmt;
use std::str::FromStr;

use unic_langid::LanguageIdentifier;

/// A language the bot speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Lang {
    EnUs,
    Fr,
    De,
    Pl,
    Ko,
}

impl Lang {
    /// Every language, English (the fallback) first.
    pub const ALL: [Lang; 5] = [Lang::EnUs, Lang::Fr, Lang::De, Lang::Pl, Lang::Ko];

    /// Discord's locale id, which is also the name of the language's folder
    /// under `assets/locales/`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::EnUs => "en-US",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Pl => "pl",
            Lang::Ko => "ko",
        }
    }

    /// The language's name in itself, as a server's settings show it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::EnUs => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Pl => "Polski",
            Lang::Ko => "한국어",
        }
    }

    pub(super) const fn index(self) -> usize {
        self as usize
    }

    pub(super) fn langid(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .unwrap_or_else(|_| LanguageIdentifier::default())
    }

    /// Whether numbers take a decimal comma (1,5) rather than a point (1.5).
    pub(super) const fn decimal_comma(self) -> bool {
        matches!(self, Lang::Fr | Lang::De | Lang::Pl)
    }

    /// The language of a Discord locale (`fr`, `de`, `pl`, `ko`, `en-US`,
    /// `en-GB`), or none when the bot does not speak it.
    pub fn from_discord(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::EnUs),
            "fr" => Some(Lang::Fr),
            "de" => Some(Lang::De),
            "pl" => Some(Lang::Pl),
            "ko" => Some(Lang::Ko),
            _ => None,
        }
    }

    /// The language for a person's or a server's locale: English when it is
    /// missing or one the bot does not speak.
    pub fn for_locale(locale: Option<&str>) -> Lang {
        locale.and_then(Lang::from_discord).unwrap_or(Lang::EnUs)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == s)
            .ok_or_else(|| format!("unknown language `{s}`"))
    }
}
