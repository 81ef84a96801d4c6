//! Plain views (`hypnosia::views`) built without Discord, and as Discord gets
//! them (`discord::view::rows`): the Share button joins the answer's last row
//! while it has room for a button (five at most), else opens a row of its own.

use hypnosia::controls::ComponentId;
use hypnosia::discord::view::rows;
use hypnosia::i18n::Lang;
use hypnosia::views::share::{share_button, with_button};
use hypnosia::views::view::{Button, Menu, MenuOption, Row};

/// The Share button of the first page of `/hypnosia games`.
const SHARE: ComponentId = ComponentId::ShareGames {
    page: 0,
    player: None,
};

fn page_buttons(n: usize) -> Row {
    Row::Buttons(
        (0..n)
            .map(|i| Button::link(format!("https://example.com/{i}"), "→"))
            .collect(),
    )
}

fn sizes(rows: &[Row]) -> Vec<usize> {
    rows.iter()
        .map(|row| match row {
            Row::Buttons(buttons) => buttons.len(),
            Row::Menu(_) => 0,
        })
        .collect()
}

#[test]
fn the_share_button_joins_the_last_row_while_it_has_room_else_opens_its_own() {
    let share = || share_button(Lang::EnUs, SHARE);
    assert_eq!(sizes(&with_button(Vec::new(), share())), [1]);
    assert_eq!(sizes(&with_button(vec![page_buttons(2)], share())), [3]);
    assert_eq!(sizes(&with_button(vec![page_buttons(4)], share())), [5]);
    assert_eq!(sizes(&with_button(vec![page_buttons(5)], share())), [5, 1]);
    let menu = Row::Menu(Menu::new("menu", vec![MenuOption::new("a", "a")]));
    assert_eq!(sizes(&with_button(vec![menu], share())), [0, 1]);
}

#[test]
fn a_plain_row_reaches_discord_as_the_same_buttons_and_menus() {
    let shared = with_button(vec![page_buttons(1)], share_button(Lang::EnUs, SHARE));
    let menu = Menu::new("pick", vec![MenuOption::new("Red", "red")]).placeholder("Color");
    let sent = serde_json::to_value(rows([shared, vec![Row::Menu(menu)]].concat())).unwrap();
    let first = &sent[0]["components"];
    assert_eq!(first[0]["url"], "https://example.com/0");
    assert_eq!(first[1]["custom_id"], SHARE.to_string());
    assert_eq!(first[1]["label"], "Share");
    // Discord's grey (secondary) button is style 2.
    assert_eq!(first[1]["style"], 2);
    let picker = &sent[1]["components"][0];
    assert_eq!(picker["custom_id"], "pick");
    assert_eq!(picker["placeholder"], "Color");
    assert_eq!(picker["options"][0]["label"], "Red");
    assert_eq!(picker["options"][0]["value"], "red");
}
