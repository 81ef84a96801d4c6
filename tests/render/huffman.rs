//! Huffman code lengths stay within their limit.

use hypnosia::render::code_lengths;

#[test]
fn huffman_lengths_respect_the_limit() {
    // Fibonacci frequencies make the deepest possible tree.
    let mut f = vec![1u32, 1];
    while f.len() < 30 {
        let n = f[f.len() - 1] + f[f.len() - 2];
        f.push(n);
    }
    let lens = code_lengths(&f, 15);
    assert!(lens.iter().all(|&l| (1..=15).contains(&l)));
    let kraft: f64 = lens.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
    assert!(kraft <= 1.0 + 1e-9);
}
