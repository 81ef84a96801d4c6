//! A PNG the bot made, read back as RGB pixels, so that tests check what a
//! person would see (with the `png` crate the renderer already uses, rather
//! than a whole image library for one decoder).

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

/// The pixels of a decoded PNG, row by row, as RGB (alpha dropped).
pub struct Picture {
    width: u32,
    height: u32,
    rgb: Vec<[u8; 3]>,
}

impl Picture {
    /// Decodes `png`, whatever its color type and depth; panics when it is
    /// not a PNG.
    pub fn decode(png: &[u8]) -> Picture {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
        decoder.set_transformations(png::Transformations::normalize_to_color8());
        let mut reader = decoder.read_info().expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size().expect("a picture of sane size")];
        let frame = reader.next_frame(&mut buf).expect("a PNG's pixels");
        let channels = frame.color_type.samples();
        let rgb = buf[..frame.buffer_size()]
            .chunks_exact(frame.line_size)
            .flat_map(|row| row[..frame.width as usize * channels].chunks_exact(channels))
            .map(|p| match frame.color_type {
                png::ColorType::Grayscale | png::ColorType::GrayscaleAlpha => [p[0]; 3],
                _ => [p[0], p[1], p[2]],
            })
            .collect();
        Picture {
            width: frame.width,
            height: frame.height,
            rgb,
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    pub fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The pixel at column `x` of row `y`, counted from the top left.
    pub fn get_pixel(&self, x: u32, y: u32) -> [u8; 3] {
        assert!(x < self.width && y < self.height, "({x}, {y}) is outside");
        self.rgb[(y * self.width + x) as usize]
    }

    /// Every pixel, row by row.
    pub fn pixels(&self) -> impl Iterator<Item = [u8; 3]> + '_ {
        self.rgb.iter().copied()
    }
}
