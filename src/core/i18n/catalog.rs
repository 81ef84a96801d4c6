//! The embedded Fluent files, and what each message expects: the list that
//! tests compare between languages.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

use super::Lang;

/// The files of one language folder, embedded at build time.
macro_rules! locale_files {
    ($dir:literal) => {
        &[
            (
                "messages.ftl",
                include_str!(concat!("../../../assets/locales/", $dir, "/messages.ftl")),
            ),
            (
                "refusals.ftl",
                include_str!(concat!("../../../assets/locales/", $dir, "/refusals.ftl")),
            ),
            (
                "history.ftl",
                include_str!(concat!("../../../assets/locales/", $dir, "/history.ftl")),
            ),
            (
                "commands.ftl",
                include_str!(concat!("../../../assets/locales/", $dir, "/commands.ftl")),
            ),
            (
                "rules.ftl",
                include_str!(concat!("../../../assets/locales/", $dir, "/rules.ftl")),
            ),
        ]
    };
}

/// The Fluent files of `lang`: (file name, source).
pub fn resources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::EnUs => locale_files!("en-US"),
        Lang::Fr => locale_files!("fr"),
        Lang::De => locale_files!("de"),
        Lang::Pl => locale_files!("pl"),
        Lang::Ko => locale_files!("ko"),
    }
}

/// Every message of a language (`key`, and `key.attribute` for attributes)
/// with the variables it uses.
pub type MessageVariables = BTreeMap<String, BTreeSet<String>>;

/// The messages of `lang` with their variables; Err lists the files that do
/// not parse.
pub fn message_variables(lang: Lang) -> Result<MessageVariables, String> {
    let mut out = MessageVariables::new();
    each_pattern(lang, |file, name, is_value, pattern| {
        let mut vars = BTreeSet::new();
        pattern_variables(pattern, &mut vars);
        if is_value && out.contains_key(&name) {
            return Err(format!("{}/{file}: {name} is defined twice", lang.code()));
        }
        out.insert(name, vars);
        Ok(())
    })?;
    Ok(out)
}

/// Calls `f` with every pattern of `lang`'s messages: the file, the name
/// (`key`, or `key.attribute`), whether it is a message's value, and the
/// pattern; Err lists the files that do not parse, or `f`'s error.
fn each_pattern(
    lang: Lang,
    mut f: impl FnMut(&str, String, bool, &Pattern<&str>) -> Result<(), String>,
) -> Result<(), String> {
    for (file, source) in resources(lang) {
        let resource = FluentResource::try_new((*source).to_owned())
            .map_err(|(_, e)| format!("{}/{file}: {e:?}", lang.code()))?;
        for entry in resource.entries() {
            let Entry::Message(message) = entry else {
                continue;
            };
            let id = message.id.name;
            if let Some(value) = &message.value {
                f(file, id.to_owned(), true, value)?;
            }
            for attribute in &message.attributes {
                let name = format!("{id}.{}", attribute.id.name);
                f(file, name, false, &attribute.value)?;
            }
        }
    }
    Ok(())
}

fn pattern_variables(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, vars),
        Expression::Select { selector, variants } => {
            inline_variables(selector, vars);
            for variant in variants {
                pattern_variables(&variant.value, vars);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, vars);
            }
            for named in &arguments.named {
                inline_variables(&named.value, vars);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_variables(argument, vars);
            }
            for named in &arguments.named {
                inline_variables(&named.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        _ => {}
    }
}

/// One select expression of a message: the message (`key` or
/// `key.attribute`), the variable it selects on, and its variants' keys that
/// are names (`one`, `few`, `other`…), not numbers (`[1]`).
#[derive(Clone, Debug, PartialEq)]
pub struct Selector {
    pub message: String,
    pub variable: String,
    pub named_keys: Vec<String>,
}

/// Every select expression on a variable in the messages of `lang`, nested
/// ones included; Err lists the files that do not parse. The tests compare
/// the named keys with the plural categories the language can produce: a
/// key it never produces is a branch no number reaches.
pub fn selectors(lang: Lang) -> Result<Vec<Selector>, String> {
    let mut out = Vec::new();
    each_pattern(lang, |_, name, _, pattern| {
        pattern_selectors(&name, pattern, &mut out);
        Ok(())
    })?;
    Ok(out)
}

fn pattern_selectors(message: &str, pattern: &Pattern<&str>, out: &mut Vec<Selector>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_selectors(message, expression, out);
        }
    }
}

fn expression_selectors(message: &str, expression: &Expression<&str>, out: &mut Vec<Selector>) {
    match expression {
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_selectors(message, expression, out)
        }
        Expression::Inline(_) => {}
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                let named_keys = variants
                    .iter()
                    .filter_map(|variant| match &variant.key {
                        VariantKey::Identifier { name } => Some((*name).to_owned()),
                        VariantKey::NumberLiteral { .. } => None,
                    })
                    .collect();
                out.push(Selector {
                    message: message.to_owned(),
                    variable: id.name.to_owned(),
                    named_keys,
                });
            }
            for variant in variants {
                pattern_selectors(message, &variant.value, out);
            }
        }
    }
}
