-- Deleting an OTC medicine recorded by hand is for good, also for its idempotency key: the key
-- and its request's hash move here, so a late retry of the record (its answer lost on a phone's
-- network, the record deleted meanwhile in another tab) is answered 404 and does not record the
-- medicine again, and the same key with another body is still refused. A record made without a
-- key, and every scanned one, leaves nothing here. Keys of records deleted before this migration
-- were not kept.
CREATE TABLE otc_medication_removed_keys (
  patient_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  -- SHA-256 of the request body the key's record was made with.
  request_hash    text NOT NULL,
  removed_at      timestamptz NOT NULL,
  PRIMARY KEY (patient_id, idempotency_key)
);
