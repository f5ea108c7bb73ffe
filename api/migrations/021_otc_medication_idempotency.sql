-- An OTC medicine recorded by hand may carry the web's idempotency key (the Idempotency-Key
-- header), so a retried record (an answer lost on a phone's network, a reload in the middle of
-- sending) finds the first record instead of making a second one, however the requests race.
-- Keys are per patient; a record made without a key, and every scanned one, has none.
ALTER TABLE otc_medications
  ADD COLUMN idempotency_key text,
  -- SHA-256 of the request body: the same key with another body is refused.
  ADD COLUMN request_hash text,
  ADD CHECK ((idempotency_key IS NULL) = (request_hash IS NULL));
CREATE UNIQUE INDEX otc_medications_idempotency ON otc_medications (patient_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
