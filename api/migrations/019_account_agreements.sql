-- Agreements to the terms of use and the privacy policy. A service that keeps medication data
-- records which text each person agreed to and when; a new version of either document is a new
-- agreement, so the rows are kept as a history (the latest one is the one in force). They go
-- with the account when it is deleted.
CREATE TABLE account_agreements (
  id              uuid PRIMARY KEY,
  account_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  terms_version   text NOT NULL CHECK (char_length(terms_version) BETWEEN 1 AND 32),
  privacy_version text NOT NULL CHECK (char_length(privacy_version) BETWEEN 1 AND 32),
  -- When the person ticked the box (their browser's clock, checked to be near recorded_at).
  agreed_at       timestamptz NOT NULL,
  -- When the api recorded it.
  recorded_at     timestamptz NOT NULL
);
CREATE INDEX account_agreements_account ON account_agreements (account_id, recorded_at DESC);
