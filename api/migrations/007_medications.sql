-- A patient's medication records: visits (dispensings) and OTC medications saved from a scanned
-- JAHIS 電子版お薬手帳 QR code, and OTC medications recorded by JAN code or typed name.
-- Rules of this schema:
--  - every record belongs to one patient (an account: a main account or a family member); the
--    api checks on every call that the signed-in user acts for that patient;
--  - a visit is stored once per patient: dispensing_key is the visit's identity (date, pharmacy
--    code, drugs with amounts and usage), so the same receipt scanned again, or a later notebook
--    that repeats the visit, adds nothing;
--  - fingerprint is the SHA-256 of the notebook as read (the same for a split notebook whose
--    parts came in another order), kept to say which scan a record came from;
--  - deleting is for good: a record the patient deleted comes back only if it is scanned again.

CREATE TABLE medication_dispensings (
  id              uuid PRIMARY KEY,
  patient_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  dispensing_date date,
  dispensing_key  text NOT NULL,
  fingerprint     text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  -- The visit as the contract's SavedDispensing shows it, without id, patient and timestamps.
  detail          jsonb NOT NULL,
  saved_by        uuid REFERENCES accounts (id) ON DELETE SET NULL,
  saved_at        timestamptz NOT NULL,
  UNIQUE (patient_id, dispensing_key)
);
CREATE INDEX medication_dispensings_list
  ON medication_dispensings (patient_id, dispensing_date DESC NULLS LAST, saved_at DESC);

CREATE TABLE otc_medications (
  id          uuid PRIMARY KEY,
  patient_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  jan_code    text CHECK (jan_code ~ '^([0-9]{8}|[0-9]{13})$'),
  maker       text,
  ingredients text[] NOT NULL DEFAULT '{}',
  risk_class  text CHECK (risk_class IN ('class1', 'designatedClass2', 'class2', 'class3')),
  start_date  date,
  end_date    date,
  source      text NOT NULL CHECK (source IN ('scan', 'catalogue', 'typed')),
  -- Scanned entries only: the identity of the entry in the notebook (name, JAN, start date), so
  -- the same notebook scanned again adds nothing; entries recorded by hand have none.
  scan_key    text,
  fingerprint text CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  created_by  uuid REFERENCES accounts (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL,
  CHECK ((source = 'scan') = (scan_key IS NOT NULL))
);
CREATE UNIQUE INDEX otc_medications_scanned ON otc_medications (patient_id, scan_key)
  WHERE scan_key IS NOT NULL;
CREATE INDEX otc_medications_list
  ON otc_medications (patient_id, start_date DESC NULLS LAST, created_at DESC);
