-- Card payments of the product (src/modules/payments). Security: nothing here is card data in
-- the sense of 割賦販売法 — the gateway's customer and card ids, brand, last four digits,
-- expiry and holder name are what a merchant may keep; the number and the CVC never reach the
-- api (the browser sends them to the gateway's tokenizer).

-- The gateway customer new cards of a patient are added to, made with the first card.
CREATE TABLE payment_customers (
  patient_account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  customer_id        text NOT NULL UNIQUE,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_cards (
  id                 uuid PRIMARY KEY,
  patient_account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The gateway customer the card belongs to (normally the patient's only one).
  customer_id        text NOT NULL,
  card_id            text NOT NULL UNIQUE,
  brand              text NOT NULL,
  last4              text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month          integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year           integer NOT NULL,
  holder_name        text NOT NULL,
  is_default         boolean NOT NULL DEFAULT false,
  created_by         uuid REFERENCES accounts (id) ON DELETE SET NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_cards_patient ON payment_cards (patient_account_id, created_at);
-- At most one default card per patient.
CREATE UNIQUE INDEX payment_cards_one_default ON payment_cards (patient_account_id) WHERE is_default;

-- Each confirmation of an amount. dispensing_order_id has no foreign key on purpose: a charge is
-- a record of money taken and outlives whatever happens to the order. A pending or succeeded charge holds the order: a second
-- confirmation waits for it or answers with it, so an order is charged at most once. A failed
-- one frees the order for the next attempt.
CREATE TABLE payment_charges (
  id                  uuid PRIMARY KEY,
  dispensing_order_id uuid NOT NULL,
  patient_account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key     uuid NOT NULL,
  amount_jpy          integer NOT NULL CHECK (amount_jpy > 0),
  customer_id         text NOT NULL,
  card_id             text NOT NULL,
  brand               text NOT NULL,
  last4               text NOT NULL,
  status              text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  gateway_charge_id   text UNIQUE,
  failure_code        text,
  created_by          uuid REFERENCES accounts (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  finished_at         timestamptz,
  CHECK ((status = 'succeeded') = (gateway_charge_id IS NOT NULL)),
  UNIQUE (dispensing_order_id, idempotency_key)
);
CREATE UNIQUE INDEX payment_charges_one_live_per_order
  ON payment_charges (dispensing_order_id) WHERE status IN ('pending', 'succeeded');
