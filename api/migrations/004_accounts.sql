-- Accounts (the people a harmo user acts for) and the central-server registration of the
-- companion app's lite users and devices.
-- Security rules of this schema:
--  - an account is linked to an identity user by its "sub" only; identity users may live in a
--    real Cognito pool, so there is no foreign key to identity_users;
--  - device secrets, registration tokens, central sessions and legacy sessions are stored as
--    SHA-256 hashes, never as the value a client holds;
--  - nothing is kept in process memory, so several api instances serve the same users.

-- A person with a medication notebook. Either a main account (identity_sub set: someone who
-- signs in) or a family member (owner_account_id set: a child or a parent without a phone,
-- managed by the owner). Family members are removed softly (deleted_at), so that records other
-- areas keep for them stay attached to a known person.
CREATE TABLE accounts (
  id               uuid PRIMARY KEY,
  identity_sub     text UNIQUE,
  owner_account_id uuid REFERENCES accounts (id) ON DELETE CASCADE,
  name             text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  kana             text NOT NULL CHECK (char_length(kana) BETWEEN 1 AND 50),
  gender           text NOT NULL CHECK (gender IN ('male', 'female')),
  birth_date       date,
  -- The identity's e-mail, copied at upgrade and kept current from verified id tokens.
  email            text,
  email_normalized text,
  -- The central-server lite user (idm) this main account was upgraded from.
  central_idm      text UNIQUE,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  deleted_at       timestamptz,
  CHECK ((identity_sub IS NULL) <> (owner_account_id IS NULL)),
  CHECK (owner_account_id IS NULL OR email IS NULL)
);
CREATE INDEX accounts_owner ON accounts (owner_account_id, created_at) WHERE deleted_at IS NULL;
CREATE INDEX accounts_email ON accounts (email_normalized) WHERE identity_sub IS NOT NULL;

-- Account A (from) shares its notebook with account B (to). An invitation names B by e-mail
-- and is pending until B accepts; either side may revoke it (the row stays, as a record).
CREATE TABLE account_sharing (
  id                       uuid PRIMARY KEY,
  from_account_id          uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  invitee_email            text NOT NULL,
  invitee_email_normalized text NOT NULL,
  to_account_id            uuid REFERENCES accounts (id) ON DELETE CASCADE,
  status                   text NOT NULL CHECK (status IN ('pending', 'active', 'revoked')),
  created_at               timestamptz NOT NULL,
  expires_at               timestamptz NOT NULL,
  accepted_at              timestamptz,
  revoked_at               timestamptz,
  revoked_by_account_id    uuid,
  CHECK (status <> 'active' OR to_account_id IS NOT NULL),
  CHECK (from_account_id <> to_account_id)
);
-- One open invitation or sharing per sharer and invitee.
CREATE UNIQUE INDEX account_sharing_one_open ON account_sharing
  (from_account_id, invitee_email_normalized) WHERE status IN ('pending', 'active');
CREATE INDEX account_sharing_to ON account_sharing (to_account_id) WHERE status = 'active';
CREATE INDEX account_sharing_invitee ON account_sharing (invitee_email_normalized)
  WHERE status = 'pending';

-- Sessions opened by POST /ps/v1/legacy/session: a signed-in account acting for one patient.
CREATE TABLE legacy_sessions (
  session_hash      text PRIMARY KEY,
  caller_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  target_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  device_category   integer NOT NULL,
  expires_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL
);
CREATE INDEX legacy_sessions_expiry ON legacy_sessions (expires_at);

-- Central server: registration tokens handed out by /personal/issueRegistrationToken. The
-- client proves it holds one by sending authCode = hex SHA-256 of the token; the table keeps
-- SHA-256 of that authCode, so a copy of the table cannot be used to register.
CREATE TABLE central_registration_tokens (
  auth_code_hash text PRIMARY KEY,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz,
  created_at     timestamptz NOT NULL
);
CREATE INDEX central_registration_tokens_expiry ON central_registration_tokens (expires_at);

-- A lite user of the companion app, identified by its idm (32 hex characters).
CREATE TABLE central_lite_users (
  idm         text PRIMARY KEY CHECK (idm ~ '^[0-9a-f]{32}$'),
  rsv         numeric(20, 0) NOT NULL,
  birth_year  integer,
  sex         smallint CHECK (sex IN (1, 2)),
  name        text,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);

-- Devices of a lite user (the first from /personal/register, more from registerDevice). The
-- device id (did) is a numeric string; the secret is kept only as its SHA-256.
CREATE TABLE central_devices (
  did         text PRIMARY KEY CHECK (did ~ '^[1-9][0-9]{15}$'),
  idm         text NOT NULL REFERENCES central_lite_users (idm) ON DELETE CASCADE,
  secret_hash text NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz NOT NULL
);
CREATE INDEX central_devices_idm ON central_devices (idm);

-- Sessions opened by /personal/enter; updatePersonalInfo and registerDevice act on the lite
-- user of the session they present.
CREATE TABLE central_sessions (
  session_hash text PRIMARY KEY,
  idm          text NOT NULL REFERENCES central_lite_users (idm) ON DELETE CASCADE,
  did          text NOT NULL REFERENCES central_devices (did) ON DELETE CASCADE,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX central_sessions_expiry ON central_sessions (expires_at);
