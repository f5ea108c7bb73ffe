-- A family member's addition may carry the web's idempotency key (the Idempotency-Key header),
-- so a retried addition (an answer lost on a phone's network, a double tap) finds the member the
-- first request added instead of giving the person a second notebook. Keys are per owner; only
-- family members carry one, and a removed member keeps its key, so a late retry of its addition
-- never brings the person back nor adds them again.
ALTER TABLE accounts
  ADD COLUMN idempotency_key text,
  -- SHA-256 of the request body: the same key with another body is refused.
  ADD COLUMN request_hash text,
  ADD CHECK ((idempotency_key IS NULL) = (request_hash IS NULL)),
  ADD CHECK (idempotency_key IS NULL OR owner_account_id IS NOT NULL);
CREATE UNIQUE INDEX accounts_family_idempotency ON accounts (owner_account_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
