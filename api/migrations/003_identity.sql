-- Identity: the Cognito-compatible user pool stand-in and its hosted-domain stand-in.
-- Security rules of this schema:
--  - no password and no password hash is ever stored: users and devices hold an SRP salt and
--    verifier only (v = g^x mod N), which cannot be replayed to sign in without running SRP;
--  - codes, session handles, refresh tokens and authorization codes are stored as keyed hashes,
--    never as the value a client holds;
--  - everything lives here (no process memory), so several api instances serve the same users.

-- Per-installation secrets (e.g. the key that hashes codes and tokens), created on first start.
CREATE TABLE identity_installation_secrets (
  name       text PRIMARY KEY,
  secret     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- RS256 key pairs that sign id and access tokens. One is active; retired ones stay published in
-- the JWKS until every token they signed has expired.
CREATE TABLE identity_signing_keys (
  kid         text PRIMARY KEY,
  status      text NOT NULL CHECK (status IN ('active', 'retired')),
  private_jwk jsonb NOT NULL,
  public_jwk  jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  retired_at  timestamptz
);
CREATE UNIQUE INDEX identity_signing_keys_one_active ON identity_signing_keys (status)
  WHERE status = 'active';

CREATE TABLE identity_users (
  id                            uuid PRIMARY KEY,          -- the "sub" claim
  username                      text NOT NULL UNIQUE,      -- "cognito:username"
  kind                          text NOT NULL CHECK (kind IN ('native', 'federated')),
  status                        text NOT NULL CHECK (status IN (
                                  'UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD',
                                  'RESET_REQUIRED', 'EXTERNAL_PROVIDER')),
  enabled                       boolean NOT NULL DEFAULT true,
  email                         text,
  email_normalized              text,
  email_verified                boolean NOT NULL DEFAULT false,
  phone_number                  text,
  phone_number_verified         boolean NOT NULL DEFAULT false,
  -- Other standard attributes (name, locale, …) and custom:* attributes, as strings.
  attributes                    jsonb NOT NULL DEFAULT '{}'::jsonb,
  srp_salt                      text,
  srp_verifier                  text,
  temporary_password_expires_at timestamptz,
  -- Authenticator app (TOTP): the shared secret is needed to check codes, so it is kept.
  totp_secret                   text,
  totp_pending_secret           text,
  totp_last_used_step           bigint,
  totp_enabled                  boolean NOT NULL DEFAULT false,
  sms_mfa_enabled               boolean NOT NULL DEFAULT false,
  preferred_mfa                 text CHECK (preferred_mfa IN ('SMS_MFA', 'SOFTWARE_TOKEN_MFA')),
  created_at                    timestamptz NOT NULL,
  updated_at                    timestamptz NOT NULL,
  CHECK ((srp_salt IS NULL) = (srp_verifier IS NULL))
);
-- User names compare without regard to case, like Cognito's default.
CREATE UNIQUE INDEX identity_users_username_lower ON identity_users (lower(username));
-- The e-mail is the sign-in name of password users, so it is unique among them.
CREATE UNIQUE INDEX identity_users_native_email ON identity_users (email_normalized)
  WHERE kind = 'native';
CREATE UNIQUE INDEX identity_users_federated_email ON identity_users (email_normalized)
  WHERE kind = 'federated';

-- Google / Apple identities, linked to a user (a federated user, or a password user with the
-- same verified e-mail).
CREATE TABLE identity_federated_identities (
  provider         text NOT NULL CHECK (provider IN ('Google', 'SignInWithApple')),
  provider_subject text NOT NULL,
  user_id          uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  email            text,
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (provider, provider_subject)
);
CREATE INDEX identity_federated_identities_user ON identity_federated_identities (user_id);

-- Codes sent by e-mail or SMS (sign-up confirmation, password reset, attribute verification).
CREATE TABLE identity_one_time_codes (
  id              uuid PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  purpose         text NOT NULL CHECK (purpose IN (
                    'confirm_sign_up', 'reset_password', 'verify_email', 'verify_phone_number')),
  code_hash       text NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  expires_at      timestamptz NOT NULL,
  consumed_at     timestamptz,
  created_at      timestamptz NOT NULL
);
CREATE INDEX identity_one_time_codes_user ON identity_one_time_codes (user_id, purpose, created_at);

-- State between the steps of a sign-in (SRP values, pending MFA), found by the hash of the
-- Session (or SECRET_BLOCK) string the client holds. Short-lived and single-use.
CREATE TABLE identity_auth_challenges (
  handle_hash    text PRIMARY KEY,
  user_id        uuid REFERENCES identity_users (id) ON DELETE CASCADE, -- null: decoy for an unknown user
  challenge_name text NOT NULL,
  state          jsonb NOT NULL,
  attempts       integer NOT NULL DEFAULT 0,
  expires_at     timestamptz NOT NULL,
  consumed_at    timestamptz,
  created_at     timestamptz NOT NULL
);
CREATE INDEX identity_auth_challenges_expiry ON identity_auth_challenges (expires_at);

-- Refresh tokens (opaque; only a keyed hash is kept). Their id is the origin_jti of every id
-- and access token issued with them, so revoking one revokes those too.
CREATE TABLE identity_refresh_tokens (
  id                uuid PRIMARY KEY,
  token_hash        text NOT NULL UNIQUE,
  user_id           uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  client_id         text NOT NULL,
  scope             text NOT NULL,
  device_key        text,
  identity_provider text,
  auth_time         timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  revoked_at        timestamptz,
  created_at        timestamptz NOT NULL
);
CREATE INDEX identity_refresh_tokens_user ON identity_refresh_tokens (user_id);

-- Remembered / tracked devices. The device's own SRP salt and verifier come from the client in
-- ConfirmDevice; the device password never reaches the server.
CREATE TABLE identity_devices (
  device_key            text PRIMARY KEY,
  user_id               uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  device_group_key      text NOT NULL,
  device_name           text,
  srp_salt              text,
  srp_verifier          text,
  remembered            boolean NOT NULL DEFAULT false,
  last_ip               text,
  confirmed_at          timestamptz,
  last_authenticated_at timestamptz,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);
CREATE INDEX identity_devices_user ON identity_devices (user_id, created_at, device_key);

-- Failed sign-ins per user; enough failures in a window lock sign-in for a while.
CREATE TABLE identity_sign_in_throttle (
  user_id           uuid PRIMARY KEY REFERENCES identity_users (id) ON DELETE CASCADE,
  failed_attempts   integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until      timestamptz
);

-- Hosted-domain stand-in: an /oauth2/authorize request waiting for the tester's choice, and the
-- single-use authorization codes it produces.
CREATE TABLE identity_authorization_requests (
  id_hash               text PRIMARY KEY,
  client_id             text NOT NULL,
  redirect_uri          text NOT NULL,
  scope                 text NOT NULL,
  state                 text,
  nonce                 text,
  identity_provider     text NOT NULL,
  code_challenge        text,
  code_challenge_method text,
  expires_at            timestamptz NOT NULL,
  consumed_at           timestamptz,
  created_at            timestamptz NOT NULL
);

CREATE TABLE identity_authorization_codes (
  code_hash             text PRIMARY KEY,
  user_id               uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
  client_id             text NOT NULL,
  redirect_uri          text NOT NULL,
  scope                 text NOT NULL,
  nonce                 text,
  identity_provider     text NOT NULL,
  code_challenge        text,
  code_challenge_method text,
  auth_time             timestamptz NOT NULL,
  expires_at            timestamptz NOT NULL,
  consumed_at           timestamptz,
  -- Set when the code is redeemed; a second redemption revokes these tokens (RFC 6749 4.1.2).
  refresh_token_id      uuid,
  created_at            timestamptz NOT NULL
);

-- Messages that would go by e-mail or SMS. Development and demos read them at GET /dev/outbox.
CREATE TABLE identity_outbox (
  id                   uuid PRIMARY KEY,
  channel              text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient            text NOT NULL,
  recipient_normalized text NOT NULL,
  subject              text NOT NULL,
  body                 text NOT NULL,
  created_at           timestamptz NOT NULL
);
CREATE INDEX identity_outbox_recipient ON identity_outbox (recipient_normalized, created_at DESC);
