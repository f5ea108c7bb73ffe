import { randomUUID } from 'node:crypto';
import { CARD_LIMIT } from '@harmo/contracts/payments';
import type { CardBrand, SavedCard } from '@harmo/contracts/payments';
import type { Queryable } from '../../db';

interface CardRow {
  id: string;
  patient_account_id: string;
  customer_id: string;
  card_id: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
  created_at: Date;
}

const savedCard = (row: CardRow): SavedCard => ({
  id: row.id,
  customerId: row.customer_id,
  cardId: row.card_id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.exp_month,
  expYear: row.exp_year,
  holderName: row.holder_name,
  isDefault: row.is_default,
  createdAt: row.created_at.toISOString(),
});

/** Default card first, then newest first. */
export async function listCards(db: Queryable, patientId: string): Promise<SavedCard[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT * FROM payment_cards WHERE patient_account_id = $1
     ORDER BY is_default DESC, created_at DESC, id`,
    [patientId],
  );
  return rows.map(savedCard);
}

export async function findCard(
  db: Queryable,
  patientId: string,
  id: string,
): Promise<SavedCard | null> {
  const { rows } = await db.query<CardRow>(
    'SELECT * FROM payment_cards WHERE patient_account_id = $1 AND id = $2',
    [patientId, id],
  );
  return rows[0] ? savedCard(rows[0]) : null;
}

export async function defaultCard(db: Queryable, patientId: string): Promise<SavedCard | null> {
  const { rows } = await db.query<CardRow>(
    'SELECT * FROM payment_cards WHERE patient_account_id = $1 AND is_default',
    [patientId],
  );
  return rows[0] ? savedCard(rows[0]) : null;
}

export async function countCards(db: Queryable, patientId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_cards WHERE patient_account_id = $1',
    [patientId],
  );
  return rows[0]?.n ?? 0;
}

export async function customerOf(db: Queryable, patientId: string): Promise<string | null> {
  const { rows } = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM payment_customers WHERE patient_account_id = $1',
    [patientId],
  );
  return rows[0]?.customer_id ?? null;
}

export async function rememberCustomer(
  db: Queryable,
  patientId: string,
  customerId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO payment_customers (patient_account_id, customer_id) VALUES ($1, $2)
     ON CONFLICT (patient_account_id) DO NOTHING`,
    [patientId, customerId],
  );
}

/**
 * Stores a registered card; the patient's first card (or the first after all were removed) is
 * the default. Null when the patient already has CARD_LIMIT cards: the count is taken under the
 * patient's card lock, so registrations that passed the route's early check together (each
 * waiting on the gateway meanwhile) cannot go past the limit between them.
 */
export async function insertCard(
  tx: Queryable,
  card: Omit<SavedCard, 'id' | 'isDefault' | 'createdAt'> & {
    patientId: string;
    createdBy: string;
  },
): Promise<SavedCard | null> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payment_cards:${card.patientId}`]);
  if ((await countCards(tx, card.patientId)) >= CARD_LIMIT) return null;
  const { rows } = await tx.query<CardRow>(
    `INSERT INTO payment_cards
       (id, patient_account_id, customer_id, card_id, brand, last4, exp_month, exp_year,
        holder_name, is_default, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
             NOT EXISTS (SELECT 1 FROM payment_cards WHERE patient_account_id = $2 AND is_default),
             $10)
     RETURNING *`,
    [
      randomUUID(),
      card.patientId,
      card.customerId,
      card.cardId,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      card.holderName,
      card.createdBy,
    ],
  );
  return savedCard(rows[0] as CardRow);
}

export async function makeDefault(tx: Queryable, patientId: string, id: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payment_cards:${patientId}`]);
  await tx.query(
    'UPDATE payment_cards SET is_default = false WHERE patient_account_id = $1 AND is_default',
    [patientId],
  );
  await tx.query(
    'UPDATE payment_cards SET is_default = true WHERE patient_account_id = $1 AND id = $2',
    [patientId, id],
  );
}

/** Removes a card; when it was the default, the newest remaining card becomes the default. */
export async function deleteCard(tx: Queryable, patientId: string, id: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payment_cards:${patientId}`]);
  await tx.query('DELETE FROM payment_cards WHERE patient_account_id = $1 AND id = $2', [
    patientId,
    id,
  ]);
  await tx.query(
    `UPDATE payment_cards SET is_default = true
     WHERE id = (SELECT id FROM payment_cards WHERE patient_account_id = $1
                 ORDER BY created_at DESC, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM payment_cards WHERE patient_account_id = $1 AND is_default)`,
    [patientId],
  );
}

// Charges

export interface ChargeRow {
  id: string;
  dispensing_order_id: string;
  patient_account_id: string;
  idempotency_key: string;
  amount_jpy: number;
  customer_id: string;
  card_id: string;
  brand: CardBrand;
  last4: string;
  status: 'pending' | 'succeeded' | 'failed';
  gateway_charge_id: string | null;
  failure_code: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/**
 * Records a confirmation as a pending charge, unless the order already has a pending or
 * succeeded one or this key was used for it: then null (the caller reads that one).
 */
export async function insertPendingCharge(
  db: Queryable,
  charge: {
    orderId: string;
    patientId: string;
    idempotencyKey: string;
    amountJpy: number;
    card: SavedCard;
    createdBy: string;
  },
): Promise<ChargeRow | null> {
  const { rows } = await db.query<ChargeRow>(
    `INSERT INTO payment_charges
       (id, dispensing_order_id, patient_account_id, idempotency_key, amount_jpy, customer_id,
        card_id, brand, last4, status, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10)
     ON CONFLICT DO NOTHING
     RETURNING *`,
    [
      randomUUID(),
      charge.orderId,
      charge.patientId,
      charge.idempotencyKey,
      charge.amountJpy,
      charge.card.customerId,
      charge.card.cardId,
      charge.card.brand,
      charge.card.last4,
      charge.createdBy,
    ],
  );
  return rows[0] ?? null;
}

/** The confirmation with this key, else the order's pending or succeeded charge. */
export async function chargeFor(
  db: Queryable,
  orderId: string,
  idempotencyKey: string | null,
): Promise<ChargeRow | null> {
  const { rows } = await db.query<ChargeRow>(
    `SELECT * FROM payment_charges
     WHERE dispensing_order_id = $1
       AND (idempotency_key = $2 OR status IN ('pending', 'succeeded'))
     ORDER BY (idempotency_key = $2) DESC NULLS LAST, created_at DESC
     LIMIT 1`,
    [orderId, idempotencyKey],
  );
  return rows[0] ?? null;
}

/** A charge the gateway made: recorded whatever the row said, since the money was taken. */
export async function succeedCharge(
  tx: Queryable,
  id: string,
  gatewayChargeId: string,
): Promise<ChargeRow> {
  const { rows } = await tx.query<ChargeRow>(
    `UPDATE payment_charges SET status = 'succeeded', gateway_charge_id = $2, finished_at = now()
     WHERE id = $1 RETURNING *`,
    [id, gatewayChargeId],
  );
  return rows[0] as ChargeRow;
}

/**
 * A pending charge that made no charge at the gateway: refused there, or given up before it
 * was sent again. The code is what the same confirmation sent again is answered with.
 */
export async function failCharge(db: Queryable, id: string, failureCode: string): Promise<void> {
  await db.query(
    `UPDATE payment_charges SET status = 'failed', failure_code = $2, finished_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, failureCode],
  );
}
