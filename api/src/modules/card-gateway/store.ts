import { randomBytes } from 'node:crypto';
import type {
  CardBrand,
  GatewayCard,
  GatewayCharge,
  GatewayCustomer,
  ThreeDSecureStatus,
} from '@harmo/contracts/payments';
import type { Queryable } from '../../db';
import type { ChargeOutcome } from './test-cards';

/** Gateway ids: a prefix naming the kind, then 30 random hex digits. */
export const newId = (prefix: 'tok' | 'car' | 'cus' | 'ch'): string =>
  `${prefix}_${randomBytes(15).toString('hex')}`;

export interface CardRow {
  id: string;
  customer_id: string | null;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  fingerprint: string;
  cvc_check: GatewayCard['cvc_check'];
  three_d_secure_status: ThreeDSecureStatus | null;
  charge_outcome: ChargeOutcome | null;
  created_at: Date;
}

export interface TokenRow {
  id: string;
  card_id: string;
  tds_result: 'verified' | 'failed' | null;
  used: boolean;
  created_at: Date;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export function cardObject(row: CardRow): GatewayCard {
  return {
    id: row.id,
    object: 'card',
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    name: row.name,
    email: row.email,
    phone: row.phone,
    fingerprint: row.fingerprint,
    cvc_check: row.cvc_check,
    three_d_secure_status: row.three_d_secure_status,
    created: seconds(row.created_at),
    customer: row.customer_id,
  };
}

export async function insertCard(
  db: Queryable,
  card: Omit<CardRow, 'id' | 'customer_id' | 'created_at'>,
): Promise<CardRow> {
  const { rows } = await db.query<CardRow>(
    `INSERT INTO card_gateway_cards
       (id, brand, last4, exp_month, exp_year, name, email, phone, fingerprint, cvc_check,
        three_d_secure_status, charge_outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING *`,
    [
      newId('car'),
      card.brand,
      card.last4,
      card.exp_month,
      card.exp_year,
      card.name,
      card.email,
      card.phone,
      card.fingerprint,
      card.cvc_check,
      card.three_d_secure_status,
      card.charge_outcome,
    ],
  );
  return rows[0] as CardRow;
}

export async function insertToken(db: Queryable, cardId: string): Promise<TokenRow> {
  const { rows } = await db.query<TokenRow>(
    'INSERT INTO card_gateway_tokens (id, card_id) VALUES ($1, $2) RETURNING *',
    [newId('tok'), cardId],
  );
  return rows[0] as TokenRow;
}

/** A token with its card; `lock` holds both until the transaction ends. */
export async function findToken(
  db: Queryable,
  tokenId: string,
  lock = false,
): Promise<{ token: TokenRow; card: CardRow } | null> {
  const { rows } = await db.query<TokenRow>(
    `SELECT * FROM card_gateway_tokens WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [tokenId],
  );
  const token = rows[0];
  if (!token) return null;
  const card = await findCard(db, token.card_id);
  return card ? { token, card } : null;
}

export async function findCard(db: Queryable, cardId: string): Promise<CardRow | null> {
  const { rows } = await db.query<CardRow>('SELECT * FROM card_gateway_cards WHERE id = $1', [
    cardId,
  ]);
  return rows[0] ?? null;
}

export async function setTokenChallengeResult(
  db: Queryable,
  tokenId: string,
  result: 'verified' | 'failed',
): Promise<void> {
  await db.query('UPDATE card_gateway_tokens SET tds_result = $2 WHERE id = $1', [tokenId, result]);
}

export async function setCardTdsStatus(
  db: Queryable,
  cardId: string,
  status: ThreeDSecureStatus,
): Promise<void> {
  await db.query('UPDATE card_gateway_cards SET three_d_secure_status = $2 WHERE id = $1', [
    cardId,
    status,
  ]);
}

export async function markTokenUsed(db: Queryable, tokenId: string): Promise<void> {
  await db.query('UPDATE card_gateway_tokens SET used = true WHERE id = $1', [tokenId]);
}

export async function attachCard(db: Queryable, cardId: string, customerId: string) {
  await db.query('UPDATE card_gateway_cards SET customer_id = $2 WHERE id = $1', [
    cardId,
    customerId,
  ]);
}

export async function insertCustomer(db: Queryable, defaultCard: string | null): Promise<string> {
  const id = newId('cus');
  await db.query('INSERT INTO card_gateway_customers (id, default_card) VALUES ($1, $2)', [
    id,
    defaultCard,
  ]);
  return id;
}

export async function findCustomer(
  db: Queryable,
  customerId: string,
  lock = false,
): Promise<{ id: string; default_card: string | null; created_at: Date } | null> {
  const { rows } = await db.query<{ id: string; default_card: string | null; created_at: Date }>(
    `SELECT * FROM card_gateway_customers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [customerId],
  );
  return rows[0] ?? null;
}

export async function setDefaultCard(db: Queryable, customerId: string, cardId: string | null) {
  await db.query('UPDATE card_gateway_customers SET default_card = $2 WHERE id = $1', [
    customerId,
    cardId,
  ]);
}

export async function cardsOf(db: Queryable, customerId: string): Promise<CardRow[]> {
  const { rows } = await db.query<CardRow>(
    'SELECT * FROM card_gateway_cards WHERE customer_id = $1 ORDER BY created_at, id',
    [customerId],
  );
  return rows;
}

export async function customerObject(db: Queryable, customerId: string): Promise<GatewayCustomer> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new Error(`customer ${customerId} vanished`);
  const cards = await cardsOf(db, customerId);
  return {
    id: customer.id,
    object: 'customer',
    default_card: customer.default_card,
    cards: { object: 'list', data: cards.map(cardObject) },
    created: seconds(customer.created_at),
    livemode: false,
  };
}

export async function deleteCard(db: Queryable, cardId: string): Promise<void> {
  // Past charges keep their card; the card only leaves the customer.
  await db.query('UPDATE card_gateway_cards SET customer_id = NULL WHERE id = $1', [cardId]);
}

/** A charge's metadata: the merchant's key-value pairs, or null when it sent none. */
export type ChargeMetadata = Readonly<Record<string, string>> | null;

export async function insertCharge(
  db: Queryable,
  charge: { cardId: string; customerId: string | null; amount: number; metadata: ChargeMetadata },
): Promise<{ id: string; created_at: Date }> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO card_gateway_charges (id, card_id, customer_id, amount, currency, metadata)
     VALUES ($1, $2, $3, $4, 'jpy', $5::jsonb) RETURNING id, created_at`,
    [
      newId('ch'),
      charge.cardId,
      charge.customerId,
      charge.amount,
      charge.metadata === null ? null : JSON.stringify(charge.metadata),
    ],
  );
  return rows[0] as { id: string; created_at: Date };
}

export async function findCharge(db: Queryable, chargeId: string): Promise<GatewayCharge | null> {
  const { rows } = await db.query<{
    id: string;
    card_id: string;
    customer_id: string | null;
    amount: number;
    metadata: ChargeMetadata;
    created_at: Date;
  }>('SELECT * FROM card_gateway_charges WHERE id = $1', [chargeId]);
  const row = rows[0];
  if (!row) return null;
  const card = await findCard(db, row.card_id);
  if (!card) return null;
  return chargeObject(row, card);
}

export function chargeObject(
  row: {
    id: string;
    customer_id: string | null;
    amount: number;
    metadata: ChargeMetadata;
    created_at: Date;
  },
  card: CardRow,
): GatewayCharge {
  return {
    id: row.id,
    object: 'charge',
    amount: row.amount,
    currency: 'jpy',
    paid: true,
    captured: true,
    card: cardObject(card),
    customer: row.customer_id,
    failure_code: null,
    failure_message: null,
    metadata: row.metadata,
    created: seconds(row.created_at),
    livemode: false,
  };
}

/** The first answer to an Idempotency-Key, if there was one. */
export async function storedAnswer(
  db: Queryable,
  key: string,
): Promise<{ status_code: number; response: unknown } | null> {
  const { rows } = await db.query<{ status_code: number; response: unknown }>(
    'SELECT status_code, response FROM card_gateway_idempotency WHERE key = $1',
    [key],
  );
  return rows[0] ?? null;
}

export async function storeAnswer(
  db: Queryable,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO card_gateway_idempotency (key, status_code, response) VALUES ($1, $2, $3::jsonb)`,
    [key, statusCode, JSON.stringify(response)],
  );
}

/** A customer's charges, newest first. */
export async function chargesOf(db: Queryable, customerId: string): Promise<GatewayCharge[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM card_gateway_charges WHERE customer_id = $1 ORDER BY created_at DESC, id',
    [customerId],
  );
  const charges: GatewayCharge[] = [];
  for (const row of rows) {
    const charge = await findCharge(db, row.id);
    if (charge) charges.push(charge);
  }
  return charges;
}
