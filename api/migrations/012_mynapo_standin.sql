-- The local stand-in for マイナポータル's API (development and demos only): the authorization
-- codes and access tokens it issued, stored as SHA-256 hashes, each naming the person whose
-- generated check-ups it hands out. Several api instances serve one consent flow.
CREATE TABLE mynapo_standin_grants (
  code_hash          text PRIMARY KEY,
  token_hash         text UNIQUE,
  patient_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  redirect_uri       text NOT NULL,
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  code_used_at       timestamptz
);
