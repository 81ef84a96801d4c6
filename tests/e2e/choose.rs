//! Playing a move whichever way a turn message offers it: a button (its
//! custom id is the move's id), or an option of a die's menu (the option's
//! value is the move's id). A module of the `e2e` test binary, re-exported by
//! `support`.

use hypnosia_emulator::{EmuMessage, Emulator, InteractionHandle};
use serenity::all::{ChannelId, MessageId, UserId};

use crate::support::is_move_id;

/// The ids of the moves a message offers: its move buttons' custom ids,
/// then the options of its moves' menus (each option's value is the move's
/// own id). [`Choose::choose`] plays any of them.
pub fn move_ids(m: &EmuMessage) -> impl Iterator<Item = String> + use<> {
    let mut ids: Vec<String> = m
        .custom_ids()
        .into_iter()
        .filter(|id| is_move_id(id))
        .collect();
    ids.extend(
        menu_options(m)
            .into_iter()
            .map(|(_, value, _)| value)
            .filter(|v| is_move_id(v)),
    );
    ids.into_iter()
}

/// Every option of a message's select menus: (the menu's id, value, label).
pub fn menu_options(m: &EmuMessage) -> Vec<(String, String, String)> {
    m.leaf_components()
        .into_iter()
        .filter(|c| c["type"] == 3)
        .flat_map(|menu| {
            let id = menu["custom_id"].as_str().unwrap_or_default().to_owned();
            menu["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(move |o| {
                    let text = |k: &str| o[k].as_str().unwrap_or_default().to_owned();
                    (id.clone(), text("value"), text("label"))
                })
        })
        .collect()
}

/// Playing a move whichever way its turn message offers it: its button, or
/// its option in a die's menu.
pub trait Choose {
    fn choose(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        move_id: &str,
    ) -> InteractionHandle;
}

impl Choose for Emulator {
    #[track_caller]
    fn choose(
        &self,
        user: UserId,
        channel: ChannelId,
        message: MessageId,
        move_id: &str,
    ) -> InteractionHandle {
        let menu = self.message(message).and_then(|m| {
            menu_options(&m)
                .into_iter()
                .find(|(_, value, _)| value == move_id)
                .map(|(menu, _, _)| menu)
        });
        match menu {
            Some(menu) => self.select(user, channel, message, &menu, &[move_id]),
            None => self.click(user, channel, message, move_id),
        }
    }
}
