-- Whether the server's pictures (boards, the podium, the leaderboard card)
-- show people's avatars: `/hypnosia settings avatars`, on until turned off.
ALTER TABLE guild_settings ADD COLUMN avatars BOOLEAN NOT NULL DEFAULT TRUE;
