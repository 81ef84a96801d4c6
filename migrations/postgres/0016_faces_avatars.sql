-- Whether the server's pictures show avatars (as ../0016_faces_avatars.sql).
ALTER TABLE guild_settings ADD COLUMN avatars BOOLEAN NOT NULL DEFAULT TRUE;
