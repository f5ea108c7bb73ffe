-- 特定健診 check-ups of a patient, one row per check-up (one person's one check-up file).
-- Rules of this schema:
--  - a check-up is the same check-up when its date, performing institution and set of item
--    codes are the same: a re-import updates that row, never adds a second one;
--  - the items are stored as the file gives them (code, name, type, value, unit); the marks
--    against the ministry's judgement values are computed when read, so a changed line applies
--    to every stored result;
--  - of the insurance ids only the last two characters of the insured number are kept, to tell
--    cards apart on screen; the ids in full are never stored.
CREATE TABLE checkups (
  id                 uuid PRIMARY KEY,
  patient_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  checkup_date       date NOT NULL,
  institution_code   text NOT NULL DEFAULT '' CHECK (char_length(institution_code) <= 20),
  institution_name   text CHECK (char_length(institution_name) <= 200),
  -- SHA-256 of the sorted, distinct item codes: part of what makes a check-up the same one.
  item_set_hash      text NOT NULL,
  -- SHA-256 of what the check-up holds, to tell an unchanged re-import from an update.
  content_hash       text NOT NULL,
  sex                text CHECK (sex IN ('1', '2')),
  birth_date         date,
  insured_id_hint    text CHECK (char_length(insured_id_hint) <= 2),
  source             text NOT NULL CHECK (source IN ('file', 'portal')),
  items              jsonb NOT NULL,
  imported_at        timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  UNIQUE (patient_account_id, checkup_date, institution_code, item_set_hash)
);
CREATE INDEX checkups_patient_date ON checkups (patient_account_id, checkup_date);
