//! The embedded migrations: every file, in order, as sqlx reads the
//! directories, and a misnamed file refused.

use hypnosia::store::migrations::*;
use std::path::Path;

/// What sqlx's own reader (the one `migrate!` uses) finds in `dir` (of the
/// workspace, one above this package), sorted.
fn as_sqlx_reads(dir: &str) -> Vec<(i64, String, Vec<u8>, bool)> {
    let dir = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join(dir);
    let mut found: Vec<_> = sqlx::migrate::resolve_blocking(&dir)
        .expect("the migrations directory reads")
        .into_iter()
        .map(|(m, _)| {
            (
                m.version,
                m.description.into_owned(),
                m.checksum.into_owned(),
                m.no_tx,
            )
        })
        .collect();
    found.sort();
    found
}

fn as_embedded(files: &'static [File]) -> Vec<(i64, String, Vec<u8>, bool)> {
    files
        .iter()
        .map(|&(name, sql)| {
            let m = migration(name, sql).unwrap();
            (
                m.version,
                m.description.into_owned(),
                m.checksum.into_owned(),
                m.no_tx,
            )
        })
        .collect()
}

#[test]
fn every_migration_file_is_embedded_in_order_as_sqlx_reads_it() {
    assert_eq!(as_embedded(SQLITE), as_sqlx_reads("migrations"));
    assert_eq!(as_embedded(POSTGRES), as_sqlx_reads("migrations/postgres"));
}

#[test]
fn a_misnamed_file_is_refused() {
    assert!(migration("init.sql", "").is_err());
    assert!(migration("first_init.sql", "").is_err());
    assert_eq!(migration("0007_a_b.sql", "").unwrap().description, "a b");
}
