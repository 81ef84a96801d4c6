//! People's avatars for the pictures: decoded safely, kept in a cache, fetched
//! once per change, and the initial when there is none.

// Decoding what a server sends, within limits.
#[path = "faces/decode.rs"]
mod decode;

// The avatar's address and its size.
#[path = "faces/avatar.rs"]
mod avatar;

// The cache of drawn faces.
#[path = "faces/cache.rs"]
mod cache;

// The face book against a small HTTP server.
#[path = "faces/book.rs"]
mod book;

// Faces shared by picture, against the emulator's CDN.
#[path = "faces/shared.rs"]
mod shared;
