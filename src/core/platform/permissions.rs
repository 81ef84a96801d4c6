//! The permissions the bot needs in a game channel (Discord's bits, as plain
//! Rust): for the invite URL, and to name what is missing before a game
//! starts somewhere it could not be shown.

/// Permissions the bot needs in a game channel, with their Discord bit and name.
pub const NEEDED_PERMISSIONS: [(u64, &str); 7] = [
    (1 << 10, "View Channel"),
    (1 << 11, "Send Messages"),
    (1 << 14, "Embed Links"),
    (1 << 15, "Attach Files"),
    (1 << 16, "Read Message History"),
    (1 << 35, "Create Public Threads"),
    (1 << 38, "Send Messages in Threads"),
];

/// The permissions integer of the invite URL.
pub fn invite_permissions() -> u64 {
    NEEDED_PERMISSIONS.iter().map(|(bit, _)| bit).sum()
}

/// The invite URL ("add to a server") with the right scopes (`bot
/// applications.commands`) and permissions.
pub fn invite_url(application_id: Option<u64>) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={}&integration_type=0&scope=bot%20applications.commands&permissions={}",
        client(application_id),
        invite_permissions()
    )
}

/// The link that adds the app to a person's account ("add to my apps"): its
/// commands then answer them in every DM, group DM and server they are in
/// (once the application's Installation settings allow User Install).
///
/// ```
/// let link = hypnosia_core::platform::permissions::add_to_my_apps_url(Some(5));
/// assert!(link.contains("client_id=5&integration_type=1&scope=applications.commands"));
/// assert!(!link.contains("bot"));
/// ```
pub fn add_to_my_apps_url(application_id: Option<u64>) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={}&integration_type=1&scope=applications.commands",
        client(application_id)
    )
}

fn client(application_id: Option<u64>) -> String {
    application_id.map_or_else(|| "YOUR_APPLICATION_ID".to_owned(), |id| id.to_string())
}

/// The names of the permissions the bot lacks in a channel, from the
/// `app_permissions` bits Discord sends with every interaction. Thread
/// permissions count only when the game goes in a thread.
pub fn missing_permissions(granted: u64, thread: bool) -> Vec<&'static str> {
    const ADMINISTRATOR: u64 = 1 << 3;
    if granted & ADMINISTRATOR != 0 {
        return Vec::new();
    }
    NEEDED_PERMISSIONS
        .iter()
        .filter(|(bit, _)| thread || (*bit != 1 << 35 && *bit != 1 << 38))
        .filter(|(bit, _)| granted & bit == 0)
        .map(|(_, name)| *name)
        .collect()
}

/// The names of the permissions the bot lacks to post a board (text, embed and
/// image) in a channel, or in a thread when `in_thread`.
pub fn missing_to_post(granted: u64, in_thread: bool) -> Vec<&'static str> {
    const ADMINISTRATOR: u64 = 1 << 3;
    if granted & ADMINISTRATOR != 0 {
        return Vec::new();
    }
    let send = if in_thread {
        "Send Messages in Threads"
    } else {
        "Send Messages"
    };
    let needed = ["View Channel", send, "Embed Links", "Attach Files"];
    NEEDED_PERMISSIONS
        .iter()
        .filter(|(bit, name)| needed.contains(name) && granted & bit == 0)
        .map(|(_, name)| *name)
        .collect()
}
