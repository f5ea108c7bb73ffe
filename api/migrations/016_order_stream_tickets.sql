-- One-time tickets that open an order event stream without an Authorization header (a browser's
-- EventSource cannot send one). Kept as SHA-256 hashes; used once; they lapse after a minute.
CREATE TABLE order_stream_tickets (
  ticket_hash text PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX order_stream_tickets_expiry ON order_stream_tickets (expires_at);
