//! Discord's shard formula: which shard a server's events are sent to.
//!
//! ```
//! use hypnosia_core::platform::shards::shard_of;
//! // The shard is taken from the id's timestamp bits, above bit 22.
//! assert_eq!(shard_of(5 << 22, 4), 1);
//! ```

/// The shard Discord sends the events of the server `guild` to, among `total`
/// shards: `(guild_id >> 22) % total_shards`.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

/// Shards `first..=last` of `total`: the servers one process runs (the store
/// reads only their rows, [`shard_of`] written in its SQL).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// Whether the events of server `guild` come to these shards.
    pub fn holds(&self, guild: u64) -> bool {
        (self.first..=self.last).contains(&shard_of(guild, self.total))
    }
}
