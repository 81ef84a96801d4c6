//! Every request body checked against Discord's own OpenAPI description of its REST API
//! (`openapi/openapi.json`, copied unchanged from `discord/discord-api-spec`, MIT): the
//! operation is found by method and path, its `requestBody` schema (`application/json`, or for
//! a multipart request the same schema applied to the `payload_json` part) is compiled once per
//! process with a JSON Schema 2020-12 validator, and a body it refuses is answered as Discord
//! answers it: 400, code 50035 "Invalid Form Body", with `errors` naming each field.
//!
//! The description is a preview, and where it differs from Discord's documented behaviour the
//! documentation wins. The schemas are adjusted in memory (the file stays as Discord wrote it):
//! * A snowflake may be a JSON integer as well as a string: Discord accepts both, and serenity
//!   sends the ids of new attachments as integers.
//! * A union keyed by `type` (interaction callbacks, components) takes the shape whose `type`
//!   enum holds the body's `type`, as Discord reads it; the errors are then those of that shape
//!   instead of "matches none of the shapes".
//! * Any other union marked `x-discord-union: oneOf` (written `anyOf`) stays `anyOf`: its shapes
//!   are open objects that overlap (a follow-up `{"content": …}` fits both shapes of
//!   `POST /webhooks/{id}/{token}`), so a strict `oneOf` would refuse bodies Discord takes.
//! * Formats (`int32`, `uri`, `date-time`, …) are annotations, as JSON Schema 2020-12 has them
//!   by default.
//! * A request without a body is not checked (no route the emulator serves requires one).

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::http::Method;
use boon::{Compiler, ErrorKind, InstanceToken, SchemaIndex, Schemas, ValidationError};
use serde_json::{Map, Value, json};

/// The description, embedded so that a clean clone needs nothing else.
const DESCRIPTION: &str = include_str!("../openapi/openapi.json");
/// The URL the adjusted schema document is registered under (never fetched).
const DOC_URL: &str = "https://discord.test/openapi.json";

/// One operation of the description that takes a request body.
struct Operation {
    method: Method,
    /// The path template, e.g. `/channels/{channel_id}/messages`.
    template: String,
    /// Path segments; `None` for a `{parameter}`.
    segs: Vec<Option<String>>,
    json: Option<SchemaIndex>,
    multipart: Option<SchemaIndex>,
}

/// The compiled description: every request body schema, compiled on first use (once per
/// process), then shared read-only by every emulator of the process.
pub(crate) struct Description {
    schemas: Schemas,
    operations: Vec<Operation>,
}

static DESCRIPTION_COMPILED: LazyLock<Description> = LazyLock::new(|| {
    Description::compile(DESCRIPTION).unwrap_or_else(|e| {
        panic!("Discord's OpenAPI description (tests/emulator/openapi/) does not compile: {e}")
    })
});

/// A problem found in a request body: where (object keys and array indices from the body's
/// root), Discord's error code for it and a message.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Problem {
    pub path: Vec<String>,
    pub code: &'static str,
    pub message: String,
}

/// A body the description refuses: the operation's path template and the problems.
#[derive(Debug)]
pub(crate) struct Refusal {
    pub template: String,
    pub problems: Vec<Problem>,
}

impl Refusal {
    /// Discord's `errors` object: the problems nested by path, each level's own under
    /// `_errors`, e.g. `{"content": {"_errors": [{"code": …, "message": …}]}}`.
    pub fn errors(&self) -> Value {
        let mut root = Value::Object(Map::new());
        for p in &self.problems {
            let mut node = &mut root;
            for key in &p.path {
                node = node
                    .as_object_mut()
                    .expect("nodes are objects")
                    .entry(key.clone())
                    .or_insert_with(|| Value::Object(Map::new()));
            }
            let list = node
                .as_object_mut()
                .expect("nodes are objects")
                .entry("_errors")
                .or_insert_with(|| json!([]));
            if let Value::Array(list) = list {
                list.push(json!({"code": p.code, "message": p.message}));
            }
        }
        root
    }

    /// One line for a violation: `template: path: message; …`.
    pub fn summary(&self) -> String {
        let problems: Vec<String> = self
            .problems
            .iter()
            .map(|p| format!("/{}: {}", p.path.join("/"), p.message))
            .collect();
        format!("{}: {}", self.template, problems.join("; "))
    }
}

/// Compiles the description now if no emulator of this process has yet, so that no request
/// (an interaction answer racing Discord's 3 s) pays for it.
pub(crate) fn warm() {
    LazyLock::force(&DESCRIPTION_COMPILED);
}

/// Checks a request body against the description (compiling it on first use). `segs` are the
/// path segments after `/api/v10/`; `payload_json` is true for the JSON part of a multipart
/// request. A route the description does not know, or one without a body schema, passes.
pub(crate) fn check(
    method: &Method,
    segs: &[&str],
    body: &Value,
    payload_json: bool,
) -> Result<(), Refusal> {
    if body.is_null() {
        return Ok(());
    }
    DESCRIPTION_COMPILED.check(method, segs, body, payload_json)
}

impl Description {
    fn compile(text: &str) -> Result<Description, String> {
        let doc: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let mut defs = match doc.pointer("/components/schemas") {
            Some(Value::Object(m)) => m.clone(),
            _ => return Err("no components.schemas".into()),
        };
        let mut operations = Vec::new();
        let mut bodies = Vec::new();
        for (template, item) in doc["paths"].as_object().ok_or("no paths")? {
            for (method, op) in item.as_object().into_iter().flatten() {
                let Ok(method) = method.to_ascii_uppercase().parse::<Method>() else {
                    continue;
                };
                let content = &op["requestBody"]["content"];
                let mut schema_of = |media: &str| {
                    let schema = content.get(media).and_then(|c| c.get("schema"))?;
                    let name = format!("request-{}", bodies.len());
                    bodies.push((name.clone(), schema.clone()));
                    Some(name)
                };
                let (json, multipart) = (
                    schema_of("application/json"),
                    schema_of("multipart/form-data"),
                );
                if json.is_none() && multipart.is_none() {
                    continue;
                }
                let segs = template
                    .trim_matches('/')
                    .split('/')
                    .map(|s| (!s.starts_with('{')).then(|| s.to_string()))
                    .collect();
                operations.push((method, template.clone(), segs, json, multipart));
            }
        }
        defs.extend(bodies);
        let keyed = type_keys(&defs);
        for schema in defs.values_mut() {
            adjust(schema, &keyed);
        }
        // Snowflakes: Discord takes integers too (after `adjust`, which would not touch it).
        let snowflake = defs.get("SnowflakeType").cloned().unwrap_or(Value::Null);
        defs.insert(
            "SnowflakeType".into(),
            json!({"anyOf": [snowflake, {"type": "integer", "minimum": 0}]}),
        );
        let document = json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$defs": defs,
        });
        let mut compiler = Compiler::new();
        compiler
            .add_resource(DOC_URL, document)
            .map_err(|e| e.to_string())?;
        let mut schemas = Schemas::new();
        let mut index = |name: Option<String>| -> Result<Option<SchemaIndex>, String> {
            name.map(|n| {
                compiler
                    .compile(&format!("{DOC_URL}#/$defs/{n}"), &mut schemas)
                    .map_err(|e| format!("{n}: {e}"))
            })
            .transpose()
        };
        let mut compiled = Vec::new();
        for (method, template, segs, json, multipart) in operations {
            compiled.push(Operation {
                method,
                template,
                segs,
                json: index(json)?,
                multipart: index(multipart)?,
            });
        }
        Ok(Description {
            schemas,
            operations: compiled,
        })
    }

    /// The operation a request is for: same method, same number of segments, every literal
    /// segment equal; the one with the most literal segments wins
    /// (`/webhooks/{id}/{token}/messages/@original` over `…/messages/{message_id}`).
    fn operation(&self, method: &Method, segs: &[&str]) -> Option<&Operation> {
        self.operations
            .iter()
            .filter(|op| op.method == *method && op.segs.len() == segs.len())
            .filter(|op| {
                op.segs
                    .iter()
                    .zip(segs)
                    .all(|(p, s)| p.as_deref().is_none_or(|p| p == *s))
            })
            .max_by_key(|op| op.segs.iter().filter(|s| s.is_some()).count())
    }

    fn check(
        &self,
        method: &Method,
        segs: &[&str],
        body: &Value,
        payload_json: bool,
    ) -> Result<(), Refusal> {
        let Some(op) = self.operation(method, segs) else {
            return Ok(());
        };
        let schema = if payload_json {
            op.json.or(op.multipart)
        } else {
            op.json
        };
        let Some(schema) = schema else {
            return Ok(());
        };
        self.schemas.validate(body, schema).map_err(|e| {
            let mut problems = Vec::new();
            collect(&e, &mut problems);
            Refusal {
                template: format!("{} {}", op.method, op.template),
                problems,
            }
        })
    }
}

/// For each schema of `components` whose object requires a `type` from a fixed list (an
/// `enum` or `const`): those values.
fn type_keys(defs: &Map<String, Value>) -> HashMap<String, Vec<Value>> {
    defs.iter()
        .filter_map(|(name, s)| type_values(s).map(|v| (format!("#/components/schemas/{name}"), v)))
        .collect()
}

fn type_values(schema: &Value) -> Option<Vec<Value>> {
    let required = schema["required"].as_array()?;
    if !required.iter().any(|r| r == "type") {
        return None;
    }
    let t = &schema["properties"]["type"];
    match (t.get("enum"), t.get("const")) {
        (Some(Value::Array(values)), _) if !values.is_empty() => Some(values.clone()),
        (_, Some(value)) => Some(vec![value.clone()]),
        _ => None,
    }
}

/// Rewrites `$ref`s into `components` as `$ref`s into the document's `$defs`, and each union
/// whose shapes are all keyed by `type` into a choice by `type` (see the module docs).
fn adjust(node: &mut Value, keyed: &HashMap<String, Vec<Value>>) {
    match node {
        Value::Object(map) => {
            if let Some(Value::String(r)) = map.get_mut("$ref")
                && let Some(name) = r.strip_prefix("#/components/schemas/")
            {
                *r = format!("#/$defs/{name}");
            }
            for key in ["anyOf", "oneOf"] {
                let Some(Value::Array(shapes)) = map.get(key) else {
                    continue;
                };
                let keys: Option<Vec<Vec<Value>>> = shapes
                    .iter()
                    .map(|s| match &s["$ref"] {
                        Value::String(r) => keyed.get(r).cloned(),
                        _ => type_values(s),
                    })
                    .collect();
                let Some(keys) = keys.filter(|k| k.len() > 1) else {
                    continue;
                };
                let shapes = shapes.clone();
                map.remove(key);
                let all: Vec<Value> = keys.iter().flatten().cloned().collect();
                let mut choices: Vec<Value> = shapes
                    .into_iter()
                    .zip(keys)
                    .map(|(shape, values)| {
                        json!({
                            "if": {"type": "object", "properties": {"type": {"enum": values}},
                                   "required": ["type"]},
                            "then": shape,
                        })
                    })
                    .collect();
                choices.push(json!({
                    "type": "object", "properties": {"type": {"enum": all}}, "required": ["type"],
                }));
                let all_of = map.entry("allOf").or_insert_with(|| json!([]));
                if let Value::Array(list) = all_of {
                    list.extend(choices);
                }
            }
            for v in map.values_mut() {
                adjust(v, keyed);
            }
        }
        Value::Array(list) => {
            for v in list {
                adjust(v, keyed);
            }
        }
        _ => {}
    }
}

fn location(tokens: &[InstanceToken<'_>]) -> Vec<String> {
    tokens
        .iter()
        .map(|t| match t {
            InstanceToken::Prop(p) => p.to_string(),
            InstanceToken::Item(i) => i.to_string(),
        })
        .collect()
}

/// Whether every leaf of `e` is a wrong type of the value at `at` itself: the `null` of a
/// nullable union, the string half of a snowflake given an object. Such a shape was not the
/// one meant, and its errors would only hide those of the shape that was.
fn only_wrong_type(e: &ValidationError<'_, '_>, at: &[InstanceToken<'_>]) -> bool {
    if e.causes.is_empty() {
        return matches!(e.kind, ErrorKind::Type { .. })
            && location(&e.instance_location.tokens) == location(at);
    }
    e.causes.iter().all(|c| only_wrong_type(c, at))
}

/// The leaves of a validation error, as Discord reports them.
fn collect(e: &ValidationError<'_, '_>, out: &mut Vec<Problem>) {
    let at = &e.instance_location.tokens;
    match &e.kind {
        ErrorKind::AnyOf | ErrorKind::OneOf(None) => {
            // The shapes meant, each with its problems: one shape, or several that all find
            // the same problems (overlapping open shapes), say what is wrong; otherwise only
            // the union itself can be blamed.
            let meant: Vec<Vec<Problem>> = e
                .causes
                .iter()
                .filter(|c| !only_wrong_type(c, at))
                .map(|c| {
                    let mut problems = Vec::new();
                    collect(c, &mut problems);
                    problems
                })
                .collect();
            match meant.split_first() {
                Some((first, rest)) if rest.iter().all(|p| p == first) => {
                    out.extend(first.iter().cloned());
                }
                _ => out.push(Problem {
                    path: location(at),
                    code: "BASE_TYPE_INVALID",
                    message: "fits none of the shapes this field may take".into(),
                }),
            }
        }
        ErrorKind::Required { want } => {
            for name in want {
                let mut path = location(at);
                path.push(name.to_string());
                out.push(Problem {
                    path,
                    code: "BASE_TYPE_REQUIRED",
                    message: "This field is required".into(),
                });
            }
        }
        _ if !e.causes.is_empty() => {
            for c in &e.causes {
                collect(c, out);
            }
        }
        kind => out.push(Problem {
            path: location(at),
            code: code(kind),
            message: kind.to_string(),
        }),
    }
}

/// Discord's error code for a kind of problem (the message says the rest).
fn code(kind: &ErrorKind<'_, '_>) -> &'static str {
    match kind {
        ErrorKind::MaxLength { .. } | ErrorKind::MaxItems { .. } => "BASE_TYPE_MAX_LENGTH",
        ErrorKind::MinLength { .. } | ErrorKind::MinItems { .. } => "BASE_TYPE_MIN_LENGTH",
        ErrorKind::Enum { .. } | ErrorKind::Const { .. } => "BASE_TYPE_CHOICES",
        ErrorKind::Minimum { .. } | ErrorKind::ExclusiveMinimum { .. } => "NUMBER_TYPE_MIN",
        ErrorKind::Maximum { .. } | ErrorKind::ExclusiveMaximum { .. } => "NUMBER_TYPE_MAX",
        ErrorKind::Pattern { .. } => "STRING_TYPE_REGEX",
        _ => "BASE_TYPE_INVALID",
    }
}
