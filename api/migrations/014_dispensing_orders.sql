-- Dispensing orders: a prescription sent to one pharmacy, how the medicine is received, and the
-- status the pharmacy moves it through (the machine is written once, in the contracts package;
-- the CHECK below only keeps unknown values out).
-- Security rules of this schema:
--  - an order belongs to its patient; the users who may act for that patient read it, and the
--    one pharmacy it was sent to (pharmacy API) reads and moves it;
--  - every submit carries an idempotency key, unique per patient, so a retried submit finds the
--    first order instead of making a second one, however the requests race.

CREATE TABLE dispensing_orders (
  id                    uuid PRIMARY KEY,
  patient_id            uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_by_account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
  facility_id           text NOT NULL,
  -- The pharmacy as it was when the order was sent (the facility data may change later).
  pharmacy_name         text NOT NULL,
  pharmacy_address      text,
  pharmacy_phone        text,
  prescription_id       uuid NOT NULL REFERENCES prescriptions (id),
  receive_type          text NOT NULL CHECK (receive_type IN ('pickup', 'delivery')),
  pickup_at             timestamptz,
  slot_starts_at        timestamptz,
  slot_ends_at          timestamptz,
  notes                 text,
  status                text NOT NULL
    CHECK (status IN ('submitted', 'accepted', 'ready', 'completed', 'rejected', 'cancelled')),
  status_reason         text,
  meeting_url           text,
  amount_jpy            integer CHECK (amount_jpy > 0),
  payment_status        text NOT NULL
    CHECK (payment_status IN ('not_required', 'awaiting_amount', 'awaiting_payment', 'paid')),
  idempotency_key       text NOT NULL,
  -- SHA-256 of the submitted body: the same key with another body is refused.
  request_hash          text NOT NULL,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  UNIQUE (patient_id, idempotency_key),
  CHECK ((receive_type = 'pickup') = (pickup_at IS NOT NULL)),
  CHECK ((receive_type = 'delivery') = (slot_starts_at IS NOT NULL AND slot_ends_at IS NOT NULL)),
  CHECK (receive_type = 'delivery' OR (payment_status = 'not_required' AND amount_jpy IS NULL))
);
CREATE INDEX dispensing_orders_patient ON dispensing_orders (patient_id, created_at DESC);
CREATE INDEX dispensing_orders_pharmacy ON dispensing_orders (facility_id, created_at DESC);
-- One online guidance per slot and pharmacy among orders still open.
CREATE UNIQUE INDEX dispensing_orders_open_slot ON dispensing_orders (facility_id, slot_starts_at)
  WHERE receive_type = 'delivery' AND status IN ('submitted', 'accepted', 'ready');

-- A paper prescription is dispensed once: it may go to another pharmacy only after the first
-- order was rejected or cancelled.
CREATE UNIQUE INDEX dispensing_orders_prescription_in_use ON dispensing_orders (prescription_id)
  WHERE status IN ('submitted', 'accepted', 'ready', 'completed');

-- Every status an order had (the timeline the patient sees), oldest first.
CREATE TABLE dispensing_order_events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id   uuid NOT NULL REFERENCES dispensing_orders (id) ON DELETE CASCADE,
  status     text NOT NULL,
  actor      text NOT NULL CHECK (actor IN ('patient', 'pharmacy')),
  reason     text,
  at         timestamptz NOT NULL
);
CREATE INDEX dispensing_order_events_order ON dispensing_order_events (order_id, id);

-- Short messages from the pharmacy to the patient about one order.
CREATE TABLE dispensing_order_messages (
  id       uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES dispensing_orders (id) ON DELETE CASCADE,
  body     text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  sent_at  timestamptz NOT NULL
);
CREATE INDEX dispensing_order_messages_order ON dispensing_order_messages (order_id, sent_at);

-- Live status: every new order and every change of one (status, amount, payment, meeting link,
-- a new message, which touches updated_at) is announced on a channel that api instances LISTEN
-- on, whichever area of the api made the change. PostgreSQL delivers it when the transaction
-- commits. Channels are server-wide while tables live in a schema, so the schema is part of the
-- channel's name: instances of one installation meet, other schemas of the server do not.
CREATE FUNCTION harmo_order_channel() RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT 'harmo_orders_' || left(encode(sha256(convert_to(current_schema(), 'UTF8')), 'hex'), 16) $$;

CREATE FUNCTION harmo_announce_order_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify(
    harmo_order_channel(),
    json_build_object('orderId', NEW.id, 'patientId', NEW.patient_id)::text
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER dispensing_orders_announce
  AFTER INSERT OR UPDATE ON dispensing_orders
  FOR EACH ROW EXECUTE FUNCTION harmo_announce_order_change();
