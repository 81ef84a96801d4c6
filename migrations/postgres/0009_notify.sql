-- Turn notifications by direct message (issue 27; as ../0009_notify.sql).

-- A person's choice (off by default: no row), and when Discord refused a DM to
-- them (50007, DMs closed): no DM is tried again until they turn it on again.
CREATE TABLE notify_settings (
    user_id       BIGINT  PRIMARY KEY,
    enabled       BOOLEAN NOT NULL,
    dms_closed_at BIGINT,
    updated_at    BIGINT  NOT NULL
);
