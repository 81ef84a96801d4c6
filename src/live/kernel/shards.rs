//! Which shards this process connects, and so whose games it runs.
//!
//! Discord sends a server's events to one shard ([`crate::platform::shards::shard_of`]). A
//! process that holds a range of shards receives the clicks and commands of
//! those servers only, so it also resumes, times and plays only their lobbies
//! and games: a timer or computer turn belongs to the process holding the
//! server's shard, never to two. After re-sharding (say 2 processes → 4), each
//! process takes over exactly the games of the servers now on its shards.

use std::fmt;
use std::str::FromStr;

use crate::platform::shards::ShardRange;
use crate::table::Community;

/// How the bot connects to the gateway.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Sharding {
    /// One process holds every shard, as many as Discord recommends.
    #[default]
    Auto,
    /// This process holds shards `first..=last` of `total`.
    Range { first: u32, last: u32, total: u32 },
}

impl Sharding {
    /// From `--shards A-B` (or `A`) and `--total-shards N`; `--total-shards`
    /// alone means every shard of `N` in this process, neither means automatic.
    pub fn from_flags(shards: Option<&str>, total: Option<u32>) -> Result<Sharding, String> {
        let total = match (shards, total) {
            (None, None) => return Ok(Sharding::Auto),
            (Some(_), None) => {
                return Err("--shards (HYPNOSIA_SHARDS) needs --total-shards \
                            (HYPNOSIA_TOTAL_SHARDS): the number of shards of all processes"
                    .into());
            }
            (_, Some(0)) => return Err("--total-shards must be at least 1".into()),
            (_, Some(total)) => total,
        };
        let (first, last) = match shards {
            None => (0, total - 1),
            Some(range) => parse_range(range)?,
        };
        if first > last || last >= total {
            return Err(format!(
                "--shards {first}-{last} is not a range of shards 0 to {} \
                 (--total-shards {total})",
                total - 1
            ));
        }
        Ok(Sharding::Range { first, last, total })
    }

    /// Whether this process runs `community`'s lobbies and games: a server's
    /// by its shard; DMs and group DMs reach shard 0 only, so their tables
    /// are the process holding shard 0's.
    pub fn owns(&self, community: impl Into<Community>) -> bool {
        self.range().is_none_or(|r| match community.into() {
            Community::Server(guild) => r.holds(guild.0),
            Community::Direct(_) => (r.first..=r.last).contains(&0),
        })
    }

    /// The shards this process holds, for the store (none: every server).
    pub fn range(&self) -> Option<ShardRange> {
        match *self {
            Sharding::Auto => None,
            Sharding::Range { first, last, total } => Some(ShardRange { first, last, total }),
        }
    }

    /// Whether this process registers the slash commands: the one holding shard
    /// 0, so that several processes do not each register them.
    pub fn registers_commands(&self) -> bool {
        match *self {
            Sharding::Auto => true,
            Sharding::Range { first, .. } => first == 0,
        }
    }
}

/// `A-B` or `A`.
fn parse_range(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("--shards must look like 0-3 or 2 (got `{text}`)");
    let number = |s: &str| u32::from_str(s.trim()).map_err(|_| bad());
    match text.split_once('-') {
        Some((a, b)) => Ok((number(a)?, number(b)?)),
        None => {
            let n = number(text)?;
            Ok((n, n))
        }
    }
}

impl fmt::Display for Sharding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sharding::Auto => f.write_str("all shards (automatic)"),
            Sharding::Range { first, last, total } => {
                write!(f, "shards {first}-{last} of {total}")
            }
        }
    }
}
