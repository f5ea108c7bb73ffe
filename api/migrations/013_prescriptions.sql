-- Prescriptions patients send to pharmacies, and the blob store their photos live in.
-- Security rules of this schema:
--  - a photo is stored only after the api re-encoded it without metadata (no EXIF location);
--  - the bytes live in the database (or an object store behind the same interface), never only
--    on one api instance's disk, so every instance serves them;
--  - a parsed prescription QR holds health and insurance data: it is read only through the
--    patient's own users and the pharmacy of an order that names it.

-- The default blob store (api/src/modules/prescriptions/blob-store.ts): one row per object.
CREATE TABLE blobs (
  key          text PRIMARY KEY,
  content_type text NOT NULL,
  byte_size    integer NOT NULL CHECK (byte_size >= 0),
  sha256       text NOT NULL,
  data         bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE prescriptions (
  id                    uuid PRIMARY KEY,
  patient_id            uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Who sent it (the patient, or an account acting for them); kept when that account goes.
  created_by_account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  kind                  text NOT NULL CHECK (kind IN ('photo', 'qr')),
  -- photo: the blob-store key of the cleaned image and what it is.
  image_key             text,
  image_content_type    text CHECK (image_content_type IN ('image/jpeg', 'image/png')),
  image_width           integer,
  image_height          integer,
  image_bytes           integer,
  -- qr: the parse result { prescription, warnings } of the JAHIS prescription reader.
  qr_data               jsonb,
  created_at            timestamptz NOT NULL,
  CHECK ((kind = 'photo') = (image_key IS NOT NULL AND image_content_type IS NOT NULL)),
  CHECK ((kind = 'qr') = (qr_data IS NOT NULL))
);
CREATE INDEX prescriptions_patient ON prescriptions (patient_id, created_at);
