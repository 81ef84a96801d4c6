//! TEMPORARY (task L): where a click's time goes, from the interaction's
//! creation (its snowflake) to its callback. Printed for slow clicks only.
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

type Marks = (Instant, Vec<(&'static str, Instant)>);
static MARKS: Mutex<Option<HashMap<i64, Marks>>> = Mutex::new(None);

/// A click on `game` arrived; `interaction` is its snowflake.
pub fn start(game: i64, interaction: u64, arrived: Instant) {
    let created = (interaction >> 22) + 1_420_070_400_000;
    let now_ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    let gateway = now_ms.saturating_sub(created) as i64 - arrived.elapsed().as_millis() as i64;
    let mut m = MARKS.lock().unwrap();
    let m = m.get_or_insert_with(HashMap::new);
    let created_at = arrived - std::time::Duration::from_millis(gateway.max(0) as u64);
    m.insert(game, (created_at, vec![("arrived", arrived)]));
}

pub fn mark(game: i64, label: &'static str) {
    let mut m = MARKS.lock().unwrap();
    if let Some((_, marks)) = m.as_mut().and_then(|m| m.get_mut(&game)) {
        marks.push((label, Instant::now()));
    }
}

/// The click's callback went out: prints its steps if it was slow.
pub fn end(game: i64, label: &'static str) {
    let now = Instant::now();
    let mut m = MARKS.lock().unwrap();
    let Some((created, marks)) = m.as_mut().and_then(|m| m.remove(&game)) else {
        return;
    };
    let total = now - created;
    if total.as_millis() < 100 {
        return;
    }
    let mut out = format!("PROBE game {game} total {} ms:", total.as_millis());
    let mut last = created;
    for (l, t) in marks.iter().chain(std::iter::once(&(label, now))) {
        out.push_str(&format!(
            " {l} +{}",
            t.saturating_duration_since(last).as_millis()
        ));
        last = *t;
    }
    eprintln!("{out}");
}
