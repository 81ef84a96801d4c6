//! The deflate coder's checksum, and a decoder of zlib rows through the `png`
//! crate that `delta.rs` shares.

use hypnosia::render::adler32;

#[test]
fn adler32_matches_the_definition() {
    let mixed: Vec<u8> = (0..20_000u32).map(|i| (i * 7 + i / 13) as u8).collect();
    for data in [
        &mixed[..],
        &[0xff; 30_001],
        &mixed[..5553],
        &mixed[..15],
        &[],
    ] {
        let (mut a, mut b) = (1u32, 0u32);
        for &x in data {
            a = (a + u32::from(x)) % 65521;
            b = (b + a) % 65521;
        }
        assert_eq!(adler32(data), (b << 16) | a, "{} bytes", data.len());
    }
}

/// Wraps a zlib stream of rows (each starting with filter byte 0) in a
/// grayscale PNG and decodes it with the `png` crate.
pub(crate) fn inflate_rows(z: &[u8], width: u32, height: u32) -> Vec<u8> {
    let mut file = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut file, width, height);
        enc.set_color(png::ColorType::Grayscale);
        enc.set_depth(png::BitDepth::Eight);
        let mut w = enc.write_header().unwrap();
        w.write_chunk(png::chunk::IDAT, z).unwrap();
    }
    let mut reader = png::Decoder::new(std::io::Cursor::new(file))
        .read_info()
        .unwrap();
    let size = reader.output_buffer_size().expect("a small image");
    let mut buf = vec![0; size];
    reader.next_frame(&mut buf).unwrap();
    buf
}
