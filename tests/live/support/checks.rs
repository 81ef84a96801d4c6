//! What a test reads besides the screen: whose click a change was, the
//! database behind the engine's back, and what a refusal or a limit says.

use hypnosia::i18n::Text;
use hypnosia::live::{Cause, Change, Error, MoveClick};
use hypnosia::store::{PostKind, StoreError};
use hypnosia::table::{Table, TableLimit, UserId};
use hypnosia::words::refusals::Refusal;

use super::World;

/// Whether a change was a click's (and whose number).
pub fn click_of(change: &Change<u32>) -> Option<u32> {
    match change.cause {
        Cause::Click(n) => Some(n),
        Cause::Background | Cause::Closed => None,
    }
}

/// Runs `statement` on the world's SQLite file behind the engine's back.
pub async fn sql(w: &World, statement: &str) {
    use sqlx::Connection;
    let url = format!("sqlite://{}", w.dir.path().join("live.db").display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::raw_sql(statement).execute(&mut conn).await.unwrap();
    conn.close().await.unwrap();
}

/// The version of post `key` of `kind` in the world's outbox (owed or
/// not), read behind the engine's back; none: no such post.
pub async fn post_version(w: &World, kind: PostKind, key: &str) -> Option<i64> {
    use sqlx::Connection;
    let url = format!("sqlite://{}", w.dir.path().join("live.db").display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let version = sqlx::query_scalar("SELECT version FROM posts WHERE kind = $1 AND key = $2")
        .bind(kind.as_str())
        .bind(key)
        .fetch_optional(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    version
}

/// What a refusal says, for comparing with the refusal expected.
pub fn refusal<T>(result: Result<T, Error>) -> String {
    match result {
        Err(Error::User(e)) => e.to_string(),
        Err(other) => panic!("a fault, not a refusal: {other:?}"),
        Ok(_) => panic!("done, not refused"),
    }
}

/// The words of a refusal made of `message`.
pub fn says(message: impl Into<Text>) -> String {
    hypnosia::live::UserError::new(message).to_string()
}

/// What a rule of the table's refusal says to the person.
pub fn says_refused(refusal: impl Into<Refusal>) -> String {
    Error::refused(refusal).to_string()
}

/// Whether `result` was refused for a limit of the server or the member.
pub fn limited<T: std::fmt::Debug>(result: Result<T, Error>) -> TableLimit {
    match result {
        Err(Error::Store(StoreError::Limit(limit))) => limit,
        other => panic!("not refused for a limit: {other:?}"),
    }
}

/// `user`'s click on the first move offered for `t` as it is.
pub fn first_move(t: &Table, user: UserId) -> MoveClick {
    MoveClick {
        community: t.place.community(),
        user,
        game: t.id,
        version: t.game.version(),
        mv: t.game.legal_moves()[0],
    }
}
