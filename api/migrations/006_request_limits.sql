-- Fixed-window counters shared by every api instance: the HTTP rate limit (one row per route and
-- client) and the identity endpoint's per-name limits on codes. A row whose window has ended is
-- reset by the next hit; expired rows are swept now and then.
CREATE TABLE rate_limit_counters (
  key        text PRIMARY KEY,
  hits       integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expiry ON rate_limit_counters (expires_at);

-- Failed sign-ins, counted per account (or unknown name) AND source address, so that nobody can
-- lock an owner out from elsewhere; subject '' holds a source's failures over all names.
CREATE TABLE identity_sign_in_failures (
  subject           text NOT NULL,
  source            text NOT NULL,
  failed_attempts   integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until      timestamptz,
  PRIMARY KEY (subject, source)
);

DROP TABLE identity_sign_in_throttle;
