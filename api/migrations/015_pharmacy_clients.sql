-- OAuth clients of services rather than of a signed-in user: confidential clients that use only
-- the client credentials grant (no redirect, no patient, no console owner). The authorization
-- server finds them beside the console's clients. Secrets are stored as hashes only.
CREATE TABLE oauth_service_clients (
  client_id   text PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('pharmacy')),
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  secret_hash text NOT NULL,
  created_at  timestamptz NOT NULL
);

-- A pharmacy's client: its tokens read and move that one pharmacy's dispensing orders only.
CREATE TABLE pharmacy_clients (
  client_id   text PRIMARY KEY REFERENCES oauth_service_clients (client_id) ON DELETE CASCADE,
  facility_id text NOT NULL,
  -- Orders to this pharmacy are answered by the demo responder (embedded default only).
  demo_responder boolean NOT NULL DEFAULT false
);
CREATE INDEX pharmacy_clients_facility ON pharmacy_clients (facility_id);
