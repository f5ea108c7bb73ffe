-- OAuth 2.0 authorization server for partners (oidc-provider) and the developer console.
-- Security rules of this schema:
--  - client secrets are stored as SHA-256 hashes only; the secret is shown once, at creation or
--    rotation;
--  - the state of oidc-provider (codes, tokens, grants, interactions, sessions) is keyed by the
--    SHA-256 of its id, so a copy of the table holds no usable code or token;
--  - nothing lives in process memory: several api instances serve one authorization flow.

-- Per-installation key material, created on first start: the RS256 keys that sign id tokens
-- ('signing_keys', a private JWKS) and the keys that sign oidc-provider's cookies ('cookie_keys').
CREATE TABLE oauth_installation_keys (
  purpose    text PRIMARY KEY CHECK (purpose IN ('signing_keys', 'cookie_keys')),
  material   jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Clients registered by a signed-in user in the developer console.
CREATE TABLE oauth_clients (
  client_id        text PRIMARY KEY,
  owner_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name             text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  type             text NOT NULL CHECK (type IN ('public', 'confidential')),
  redirect_uris    text[] NOT NULL,
  allowed_scopes   text[] NOT NULL,
  secret_hash      text,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  CHECK ((type = 'confidential') = (secret_hash IS NOT NULL)),
  CHECK (cardinality(redirect_uris) <= 10)
);
CREATE INDEX oauth_clients_owner ON oauth_clients (owner_account_id, created_at);

-- oidc-provider's models (AuthorizationCode, AccessToken, RefreshToken, ClientCredentials,
-- Grant, Interaction, Session, …), one row per stored object. grant_id, uid, user_code and
-- client_id are copied out of the payload so that revocation and look-ups use an index.
CREATE TABLE oauth_provider_state (
  model       text NOT NULL,
  id_hash     text NOT NULL,
  payload     jsonb NOT NULL,
  grant_id    text,
  uid         text,
  user_code   text,
  client_id   text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id_hash)
);
CREATE INDEX oauth_provider_state_grant ON oauth_provider_state (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oauth_provider_state_uid ON oauth_provider_state (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oauth_provider_state_user_code ON oauth_provider_state (model, user_code)
  WHERE user_code IS NOT NULL;
CREATE INDEX oauth_provider_state_client ON oauth_provider_state (client_id) WHERE client_id IS NOT NULL;
CREATE INDEX oauth_provider_state_expiry ON oauth_provider_state (expires_at) WHERE expires_at IS NOT NULL;

-- Consent a user gave a client for one patient (the user themself, a family member, or a
-- shared notebook): the record behind oidc-provider's Grant of the same id. Remembered per
-- user, client and patient, listed and revocable in the console; deleting it revokes the grant.
CREATE TABLE oauth_consents (
  grant_id    text PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  client_id   text NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
  patient_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  scopes      text[] NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  UNIQUE (account_id, client_id, patient_id)
);
CREATE INDEX oauth_consents_client ON oauth_consents (client_id);
