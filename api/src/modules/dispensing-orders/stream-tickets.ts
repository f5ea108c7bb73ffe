import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';
import { ORDER_LIMITS } from '@harmo/contracts/dispensing-orders';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/**
 * A one-time ticket that opens an event stream for the signed-in account (a browser's
 * EventSource cannot send an Authorization header). Security: 256 random bits, stored as a
 * hash, valid for 60 seconds and for one stream; it names the account only, so the stream still
 * checks that the account may act for the patient.
 */
export async function issueStreamTicket(
  db: Queryable,
  accountId: string,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ORDER_LIMITS.streamTicketSeconds * 1000);
  await db.query(
    'INSERT INTO order_stream_tickets (ticket_hash, account_id, expires_at) VALUES ($1, $2, $3)',
    [hashTicket(ticket), accountId, expiresAt],
  );
  // Housekeeping on the way: tickets are worthless a minute later.
  await db.query('DELETE FROM order_stream_tickets WHERE expires_at < $1', [
    new Date(now.getTime() - 60 * 60 * 1000),
  ]);
  return { ticket, expiresAt };
}

/** Uses a ticket up (one atomic UPDATE: of two streams racing with it, one opens). */
export async function redeemStreamTicket(
  db: Queryable,
  ticket: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ account_id: string }>(
    `UPDATE order_stream_tickets SET used_at = $2
     WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING account_id`,
    [hashTicket(ticket), now],
  );
  return rows[0]?.account_id ?? null;
}
