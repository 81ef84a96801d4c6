-- Turn notifications by direct message (issue 27, `/hypnosia notify`).

-- A person's choice (off by default: no row), and when Discord refused a DM to
-- them (50007, DMs closed): no DM is tried again until they turn it on again.
CREATE TABLE notify_settings (
    user_id       INTEGER PRIMARY KEY,
    enabled       INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    dms_closed_at INTEGER,
    updated_at    INTEGER NOT NULL
);
