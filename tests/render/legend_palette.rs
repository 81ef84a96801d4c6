//! Moved from the unit tests of `src/render/legend.rs`.

#[test]
fn the_palette_does_not_depend_on_hash_order() {
    assert_eq!(
        hypnosia::render::legend::build_palette().plte(),
        hypnosia::render::legend::build_palette().plte()
    );
}
