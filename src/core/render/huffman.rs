//! Huffman codes for deflate: length-limited code lengths from symbol
//! frequencies, and the canonical codes deflate derives from the lengths.

/// Huffman code lengths for `freq`, none longer than `limit`. Frequencies
/// are halved until the tree fits, which costs little on real data.
// Public for the tests of `tests/render/huffman.rs`.
#[doc(hidden)]
pub fn code_lengths(freq: &[u32], limit: u8) -> Vec<u8> {
    let mut f: Vec<u64> = freq.iter().map(|&x| u64::from(x)).collect();
    loop {
        let lens = huffman_lengths(&f);
        if lens.iter().all(|&l| l <= limit) {
            return lens;
        }
        for x in f.iter_mut().filter(|x| **x > 0) {
            *x = (*x).div_ceil(2);
        }
    }
}

fn huffman_lengths(freq: &[u64]) -> Vec<u8> {
    let mut lens = vec![0u8; freq.len()];
    let mut leaves: Vec<(u64, usize)> = freq
        .iter()
        .enumerate()
        .filter(|&(_, &f)| f > 0)
        .map(|(s, &f)| (f, s))
        .collect();
    match leaves.len() {
        0 => return lens,
        1 => {
            lens[leaves[0].1] = 1;
            return lens;
        }
        _ => {}
    }
    leaves.sort_unstable();
    // Two-queue Huffman: leaves in order, internal nodes in order of creation.
    let n = leaves.len();
    let mut parent = vec![0usize; 2 * n - 1];
    let mut weight: Vec<u64> = leaves.iter().map(|&(f, _)| f).collect();
    weight.resize(2 * n - 1, 0);
    let (mut next_leaf, mut next_node) = (0usize, n);
    let mut take = |weight: &Vec<u64>, created: usize| -> usize {
        let leaf_ok = next_leaf < n;
        let node_ok = next_node < created;
        if leaf_ok && (!node_ok || weight[next_leaf] <= weight[next_node]) {
            next_leaf += 1;
            next_leaf - 1
        } else {
            next_node += 1;
            next_node - 1
        }
    };
    for created in n..2 * n - 1 {
        let a = take(&weight, created);
        let b = take(&weight, created);
        weight[created] = weight[a] + weight[b];
        parent[a] = created;
        parent[b] = created;
    }
    let mut depth = vec![0u8; 2 * n - 1];
    for node in (0..2 * n - 2).rev() {
        depth[node] = depth[parent[node]] + 1;
    }
    for (k, &(_, s)) in leaves.iter().enumerate() {
        lens[s] = depth[k];
    }
    lens
}

/// Canonical Huffman codes, bit-reversed for deflate's LSB-first packing.
pub(super) fn canonical_codes(lens: &[u8]) -> Vec<u16> {
    let mut count = [0u16; 16];
    for &l in lens {
        count[usize::from(l)] += 1;
    }
    count[0] = 0;
    let mut next = [0u16; 16];
    let mut code = 0u16;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lens.iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            c.reverse_bits() >> (16 - l)
        })
        .collect()
}
