-- A project's creation may carry the web's idempotency key (the Idempotency-Key header), so a
-- retried creation (an answer lost on a phone's network, a double tap) finds the project the first
-- request created instead of making a second project with a second OAuth client. Keys are per
-- owner. A project whose client has been deleted keeps its key, so a late retry of its creation
-- never gives it a client back nor creates the project again.
ALTER TABLE projects
  ADD COLUMN idempotency_key text,
  -- SHA-256 of the request body: the same key with another body is refused.
  ADD COLUMN request_hash text,
  ADD CHECK ((idempotency_key IS NULL) = (request_hash IS NULL));
CREATE UNIQUE INDEX projects_idempotency ON projects (owner_account_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
