//! "Challenge to Hypnosia": a user command (right click a member, then Apps)
//! that opens a table of two naming them, in a server or a group DM.

use crate::discord::commands::author;
use crate::discord::commands::lobby::{Asked, open_table};
use crate::discord::context::Context;
use crate::discord::error::Error;
use crate::table::UserId;
use crate::text;

/// Challenge this member to a game of two: a table opens here, naming them.
#[poise::command(
    context_menu_command = "Challenge to Hypnosia",
    install_context = "Guild|User",
    interaction_context = "Guild|PrivateChannel"
)]
pub async fn challenge(ctx: Context<'_>, member: serenity::all::User) -> Result<(), Error> {
    let challenged = UserId(member.id.get());
    if member.bot || challenged == author(ctx) {
        return Err(Error::user(text!("refusal-challenge-self")));
    }
    let two = Asked {
        seats: Some(2),
        ..Asked::default()
    };
    open_table(ctx, two, Some(challenged)).await
}
