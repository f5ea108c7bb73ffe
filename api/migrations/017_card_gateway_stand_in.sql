-- The card gateway stand-in (src/modules/card-gateway): a local gateway with the shape of a
-- Japanese card gateway, served under its own base URL so that the real one can take its place.
-- Like a real gateway's vault it could hold card numbers; it does not: a card keeps what a
-- merchant may see (brand, last four digits, expiry, holder) plus the outcome its test number
-- stands for. The number and the CVC are read once, when the token is made, and dropped.

CREATE TABLE card_gateway_cards (
  id                    text PRIMARY KEY CHECK (id LIKE 'car\_%'),
  customer_id           text,
  brand                 text NOT NULL,
  last4                 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month             integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year              integer NOT NULL,
  name                  text,
  email                 text,
  phone                 text,
  -- Keyed hash of the number (the stand-in's secret key): tells one card from another.
  fingerprint           text NOT NULL,
  cvc_check             text NOT NULL CHECK (cvc_check IN ('passed', 'failed', 'unavailable', 'unchecked')),
  three_d_secure_status text CHECK (
    three_d_secure_status IN ('unverified', 'verified', 'attempted', 'failed', 'error')
  ),
  -- What the test number does when charged: NULL succeeds; otherwise the card error it gives.
  charge_outcome        text CHECK (
    charge_outcome IN ('card_declined', 'expired_card', 'incorrect_card_data', 'declined_over_10000')
  ),
  created_at            timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE card_gateway_tokens (
  id          text PRIMARY KEY CHECK (id LIKE 'tok\_%'),
  card_id     text NOT NULL REFERENCES card_gateway_cards (id) ON DELETE CASCADE,
  -- The result chosen on the challenge page, applied by tds_finish.
  tds_result  text CHECK (tds_result IN ('verified', 'failed')),
  used        boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE card_gateway_customers (
  id           text PRIMARY KEY CHECK (id LIKE 'cus\_%'),
  default_card text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE card_gateway_cards
  ADD FOREIGN KEY (customer_id) REFERENCES card_gateway_customers (id) ON DELETE CASCADE;
CREATE INDEX card_gateway_cards_customer ON card_gateway_cards (customer_id, created_at);

CREATE TABLE card_gateway_charges (
  id           text PRIMARY KEY CHECK (id LIKE 'ch\_%'),
  card_id      text NOT NULL REFERENCES card_gateway_cards (id),
  customer_id  text REFERENCES card_gateway_customers (id) ON DELETE SET NULL,
  amount       integer NOT NULL CHECK (amount > 0),
  currency     text NOT NULL CHECK (currency = 'jpy'),
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- A request sent again with the same Idempotency-Key gets the first answer, not a second charge.
CREATE TABLE card_gateway_idempotency (
  key          text PRIMARY KEY,
  status_code  integer NOT NULL,
  response     jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
