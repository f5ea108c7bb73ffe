-- Projects (a pharmacy's follow-up programme, a municipality's health programme, a study) and
-- the patients taking part in them.
-- Security rules of this schema:
--  - a project reads its participants' data only through its own confidential OAuth client
--    (client credentials), and only the scopes both the project and the participant allow;
--  - a participation is current while left_at is null; leaving keeps the row, as the record of
--    what was consented to and when, and a patient who joins again gets a new row;
--  - join codes are random and unique; they are what a QR code carries.
CREATE TABLE projects (
  id               uuid PRIMARY KEY,
  owner_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  title            text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  description      text NOT NULL CHECK (char_length(description) <= 2000),
  organiser        text NOT NULL CHECK (char_length(organiser) BETWEEN 1 AND 100),
  scopes           text[] NOT NULL CHECK (cardinality(scopes) >= 1),
  start_date       date NOT NULL,
  end_date         date CHECK (end_date IS NULL OR end_date >= start_date),
  join_code        text NOT NULL UNIQUE CHECK (join_code ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
  -- The confidential client the owner reads participants' data with; deleting the client in
  -- the developer console ends that access.
  client_id        text UNIQUE REFERENCES oauth_clients (client_id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL
);
CREATE INDEX projects_owner ON projects (owner_account_id, created_at DESC);

CREATE TABLE project_participations (
  id                    uuid PRIMARY KEY,
  project_id            uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  patient_id            uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The scopes the consent screen showed and the user agreed to, and who agreed.
  scopes                text[] NOT NULL CHECK (cardinality(scopes) >= 1),
  consented_by          uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  joined_at             timestamptz NOT NULL,
  left_at               timestamptz,
  left_by               uuid REFERENCES accounts (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX project_participations_current ON project_participations (project_id, patient_id)
  WHERE left_at IS NULL;
CREATE INDEX project_participations_patient ON project_participations (patient_id, joined_at DESC)
  WHERE left_at IS NULL;
