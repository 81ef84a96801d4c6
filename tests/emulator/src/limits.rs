//! Discord's documented limits on message payloads (content, embeds, components, files).
//! Each check returns the first problem found as `(json path, explanation)`.

use std::collections::HashSet;

use serde_json::Value;

pub const MAX_CONTENT: usize = 2000;
pub const MAX_EMBEDS: usize = 10;
pub const MAX_EMBED_TOTAL: usize = 6000;
pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS_PER_ROW: usize = 5;
pub const MAX_SELECT_OPTIONS: usize = 25;
/// Per-file upload limit for a guild without boosts.
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;
/// Whole-request limit.
pub const MAX_REQUEST_BYTES: usize = 25 * 1024 * 1024;

pub type LimitResult = Result<(), (String, String)>;

fn err(path: impl Into<String>, msg: impl Into<String>) -> LimitResult {
    Err((path.into(), msg.into()))
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// Checks the message fields present in `data` (create, edit, interaction response).
pub fn check_message(data: &Value) -> LimitResult {
    let content = chars(&data["content"]);
    if content > MAX_CONTENT {
        return err("content", format!("{content} chars > {MAX_CONTENT}"));
    }
    if let Some(embeds) = data.get("embeds").and_then(Value::as_array) {
        check_embeds(embeds)?;
    }
    if let Some(components) = data.get("components").and_then(Value::as_array) {
        check_components(components)?;
    }
    Ok(())
}

pub fn check_embeds(embeds: &[Value]) -> LimitResult {
    if embeds.len() > MAX_EMBEDS {
        return err("embeds", format!("{} embeds > {MAX_EMBEDS}", embeds.len()));
    }
    let mut total = 0;
    for (i, e) in embeds.iter().enumerate() {
        let p = |s: &str| format!("embeds[{i}].{s}");
        let limit = |path: &str, v: &Value, max: usize| -> Result<usize, (String, String)> {
            let n = chars(v);
            if n > max {
                return Err((p(path), format!("{n} chars > {max}")));
            }
            Ok(n)
        };
        total += limit("title", &e["title"], 256)?;
        total += limit("description", &e["description"], 4096)?;
        total += limit("footer.text", &e["footer"]["text"], 2048)?;
        total += limit("author.name", &e["author"]["name"], 256)?;
        let fields = e["fields"].as_array().map_or(&[][..], Vec::as_slice);
        if fields.len() > 25 {
            return err(p("fields"), format!("{} fields > 25", fields.len()));
        }
        for (j, f) in fields.iter().enumerate() {
            let name = limit(&format!("fields[{j}].name"), &f["name"], 256)?;
            let value = limit(&format!("fields[{j}].value"), &f["value"], 1024)?;
            if name == 0 || value == 0 {
                return err(
                    p(&format!("fields[{j}]")),
                    "field name and value are required",
                );
            }
            total += name + value;
        }
    }
    if total > MAX_EMBED_TOTAL {
        return err(
            "embeds",
            format!("{total} embed chars in total > {MAX_EMBED_TOTAL}"),
        );
    }
    Ok(())
}

pub fn check_components(rows: &[Value]) -> LimitResult {
    if rows.len() > MAX_ROWS {
        return err(
            "components",
            format!("{} action rows > {MAX_ROWS}", rows.len()),
        );
    }
    let mut ids = HashSet::new();
    for (i, row) in rows.iter().enumerate() {
        let p = format!("components[{i}]");
        if row["type"] != 1 {
            return err(
                &p,
                format!("top-level component must be an action row, got {row}"),
            );
        }
        let items = row["components"].as_array().map_or(&[][..], Vec::as_slice);
        if items.is_empty() {
            return err(&p, "action row is empty");
        }
        let buttons = items.iter().filter(|c| c["type"] == 2).count();
        let selects = items
            .iter()
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5..=8)))
            .count();
        if buttons + selects != items.len() {
            return err(&p, "action rows may only hold buttons and select menus");
        }
        if selects > 0 && items.len() > 1 {
            return err(&p, "a select menu must be alone in its action row");
        }
        if buttons > MAX_BUTTONS_PER_ROW {
            return err(&p, format!("{buttons} buttons > {MAX_BUTTONS_PER_ROW}"));
        }
        for (j, c) in items.iter().enumerate() {
            let cp = format!("{p}.components[{j}]");
            let link = c["type"] == 2 && c["style"] == 5;
            let premium = c["type"] == 2 && c["style"] == 6;
            match c["custom_id"].as_str() {
                Some(_) if link || premium => {
                    return err(&cp, "link and premium buttons cannot have a custom_id");
                }
                Some(id) => {
                    let n = id.chars().count();
                    if !(1..=100).contains(&n) {
                        return err(
                            format!("{cp}.custom_id"),
                            format!("length {n} not in 1..=100"),
                        );
                    }
                    if !ids.insert(id.to_string()) {
                        return err(
                            format!("{cp}.custom_id"),
                            format!("duplicate custom_id {id:?}"),
                        );
                    }
                }
                None if link => {
                    if c["url"].as_str().is_none_or(str::is_empty) {
                        return err(&cp, "link button without url");
                    }
                }
                None if premium => {}
                None => return err(&cp, "component without custom_id"),
            }
            if c["type"] == 2 {
                if !(1..=6).contains(&c["style"].as_u64().unwrap_or(0)) {
                    return err(
                        format!("{cp}.style"),
                        format!("invalid style {}", c["style"]),
                    );
                }
                let label = chars(&c["label"]);
                if label > 80 {
                    return err(format!("{cp}.label"), format!("{label} chars > 80"));
                }
                if label == 0 && c["emoji"].is_null() && !premium {
                    return err(&cp, "button needs a label or an emoji");
                }
            } else {
                check_select(c, &cp)?;
            }
        }
    }
    Ok(())
}

fn check_select(c: &Value, p: &str) -> LimitResult {
    if chars(&c["placeholder"]) > 150 {
        return err(format!("{p}.placeholder"), "more than 150 chars");
    }
    let min = c["min_values"].as_u64().unwrap_or(1);
    let max = c["max_values"].as_u64().unwrap_or(1);
    if min > 25 || !(1..=25).contains(&max) || min > max {
        return err(p, format!("invalid min_values {min} / max_values {max}"));
    }
    if c["type"] != 3 {
        return Ok(());
    }
    let options = c["options"].as_array().map_or(&[][..], Vec::as_slice);
    if options.is_empty() || options.len() > MAX_SELECT_OPTIONS {
        return err(
            format!("{p}.options"),
            format!("{} options not in 1..=25", options.len()),
        );
    }
    if max as usize > options.len() {
        return err(p, format!("max_values {max} > {} options", options.len()));
    }
    let mut values = HashSet::new();
    for (k, o) in options.iter().enumerate() {
        let op = format!("{p}.options[{k}]");
        for (key, max) in [("label", 100), ("value", 100), ("description", 100)] {
            let n = chars(&o[key]);
            if n > max || (n == 0 && key != "description") {
                return err(
                    format!("{op}.{key}"),
                    format!("length {n} not in 1..={max}"),
                );
            }
        }
        if !values.insert(o["value"].as_str().unwrap_or_default().to_string()) {
            return err(format!("{op}.value"), "duplicate option value");
        }
    }
    Ok(())
}

/// Validates an application command definition as Discord would on registration.
pub fn check_command(cmd: &Value) -> LimitResult {
    let name = cmd["name"].as_str().unwrap_or_default();
    let chat_input = cmd["type"].as_u64().unwrap_or(1) == 1;
    if chat_input && !valid_name(name) {
        return err("name", format!("invalid chat input command name {name:?}"));
    }
    check_localizations(cmd, chat_input, name)?;
    check_options(cmd, chat_input, name)
}

/// The locales Discord accepts as keys of `name_localizations` and
/// `description_localizations` (its "Locales" reference).
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Discord's rule for chat input command and option names,
/// `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, in lowercase wherever the
/// script has case.
pub fn valid_name(n: &str) -> bool {
    (1..=32).contains(&n.chars().count())
        && n.chars()
            .all(|c| (c.is_alphanumeric() || c == '-' || c == '_') && c.to_lowercase().eq([c]))
}

/// A `*_localizations` map: Discord locales as keys, each value checked by `ok`.
fn check_map(map: &Value, path: &str, what: &str, ok: impl Fn(&str) -> bool) -> LimitResult {
    let Some(map) = map.as_object() else {
        return Ok(());
    };
    for (locale, value) in map {
        if !LOCALES.contains(&locale.as_str()) {
            return err(
                format!("{path}.{locale}"),
                format!("invalid locale {locale:?}"),
            );
        }
        let text = value.as_str().unwrap_or_default();
        if !ok(text) {
            return err(
                format!("{path}.{locale}"),
                format!("invalid {what} {text:?}"),
            );
        }
    }
    Ok(())
}

/// The localized names and descriptions of a command or option (names by the
/// name rule of chat input commands, descriptions 1..=100 characters).
fn check_localizations(node: &Value, chat_input: bool, path: &str) -> LimitResult {
    let name_ok = |n: &str| {
        if chat_input {
            valid_name(n)
        } else {
            (1..=32).contains(&n.chars().count())
        }
    };
    check_map(
        &node["name_localizations"],
        &format!("{path}.name_localizations"),
        "name",
        name_ok,
    )?;
    check_map(
        &node["description_localizations"],
        &format!("{path}.description_localizations"),
        "description",
        |d| (1..=100).contains(&d.chars().count()),
    )
}

fn check_options(node: &Value, chat_input: bool, path: &str) -> LimitResult {
    if chat_input && !(1..=100).contains(&chars(&node["description"])) {
        return err(
            format!("{path}.description"),
            "description must be 1..=100 chars",
        );
    }
    let options = node["options"].as_array().map_or(&[][..], Vec::as_slice);
    if options.len() > 25 {
        return err(
            format!("{path}.options"),
            format!("{} options > 25", options.len()),
        );
    }
    for o in options {
        let name = o["name"].as_str().unwrap_or_default();
        let p = format!("{path}.{name}");
        if !(1..=32).contains(&name.chars().count()) || name.to_lowercase() != name {
            return err(&p, format!("invalid option name {name:?}"));
        }
        if !valid_name(name) {
            return err(&p, format!("invalid option name {name:?}"));
        }
        check_localizations(o, true, &p)?;
        let choices = o["choices"].as_array().map_or(&[][..], Vec::as_slice);
        if choices.len() > 25 {
            return err(format!("{p}.choices"), "more than 25 choices");
        }
        for (k, choice) in choices.iter().enumerate() {
            let cp = format!("{p}.choices[{k}]");
            let ok = |n: &str| (1..=100).contains(&n.chars().count());
            if !ok(choice["name"].as_str().unwrap_or_default()) {
                return err(&cp, "choice name must be 1..=100 chars");
            }
            check_map(
                &choice["name_localizations"],
                &format!("{cp}.name_localizations"),
                "choice name",
                ok,
            )?;
        }
        check_options(o, true, &p)?;
    }
    Ok(())
}
