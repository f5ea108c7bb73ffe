-- The link of a patient's check-ups to マイナポータル.
-- A link request is started by a signed-in account for one patient it acts for and names the
-- portal's answer by its state, stored as a SHA-256 hash only; it is used once and lapses.
CREATE TABLE mynapo_link_requests (
  state_hash         text PRIMARY KEY,
  account_id         uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  patient_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  redirect_uri       text NOT NULL,
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  consumed_at        timestamptz
);
CREATE INDEX mynapo_link_requests_expiry ON mynapo_link_requests (expires_at);

-- When a patient's check-ups last came from the portal, and through which connection.
CREATE TABLE mynapo_links (
  patient_account_id   uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  linked_by_account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  connection           text NOT NULL CHECK (connection IN ('standin', 'portal')),
  linked_at            timestamptz NOT NULL,
  last_fetched_at      timestamptz NOT NULL
);
