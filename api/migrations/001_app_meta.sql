-- Base of the schema. Later areas add their own files (002_facilities.sql, 003_identity.sql, ...).
-- Each file runs once, inside a transaction: no BEGIN/COMMIT here, and nothing that refuses to run
-- in a transaction (such as CREATE INDEX CONCURRENTLY).

-- Small facts about this installation (e.g. when it was first set up), as key/value pairs.
CREATE TABLE app_meta (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO app_meta (key, value) VALUES ('installed_at', to_jsonb(now()));
