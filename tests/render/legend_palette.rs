//! The legend's palette: the same whatever the order of a hash map.

#[test]
fn the_palette_does_not_depend_on_hash_order() {
    assert_eq!(
        hypnosia::render::build_legend_palette().plte(),
        hypnosia::render::build_legend_palette().plte()
    );
}
