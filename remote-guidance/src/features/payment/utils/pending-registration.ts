import { z } from 'zod';
import { forgetKept, keep, readKept } from '@harmo/shared/tab-storage';

/**
 * A card registration waiting for its 3-D Secure challenge, kept in this tab while the
 * browser is on the card issuer's page: the token id (worthless without the secret key), whose
 * card it is and where to go once it is registered. Nothing of the card itself.
 */
const pendingRegistrationSchema = z.object({
  tokenId: z.string(),
  patientId: z.string(),
  /** A path of this app to return to afterwards (the order page that asked for a card). */
  returnTo: z.string().nullable(),
  createdAt: z.number(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

/** Kept in this tab (`@harmo/shared/tab-storage`): a sign-out forgets it with the rest. */
const NAME = 'payment.pendingRegistration';
/** A challenge left for longer than this is not finished here any more. */
const MAX_AGE_MS = 30 * 60 * 1000;

/**
 * Keeps the registration for the challenge's return; false when the tab refuses to keep it (then
 * the card could not be saved on return, and the challenge must not begin).
 */
export function savePendingRegistration(pending: PendingRegistration): boolean {
  return keep(NAME, pending);
}

/**
 * The registration waiting for the token that came back, if this tab began it. Reading leaves
 * it in place: a render may be thrown away and done again (a screen still loading its texts),
 * and the second render must find it too. It is cleared once its card is saved or the api refuses
 * its token; a save that failed for want of an answer keeps it, for another try.
 */
export function readPendingRegistration(
  tokenId: string,
  now: number = Date.now(),
): PendingRegistration | null {
  // Not a registration this code can finish (unreadable, or written in another shape) is forgotten.
  const pending = readKept(NAME, parsePendingRegistration);
  if (!pending) return null;
  if (pending.tokenId !== tokenId || now - pending.createdAt > MAX_AGE_MS) return null;
  return pending;
}

function parsePendingRegistration(stored: unknown): PendingRegistration | null {
  const parsed = pendingRegistrationSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * Forgets the waiting registration: its card is saved, or it can no longer be finished. Given a
 * token, only the registration of that token: one begun since (another card) stays.
 */
export function clearPendingRegistration(tokenId?: string): void {
  if (tokenId !== undefined) {
    const pending = readKept(NAME, parsePendingRegistration);
    if (pending && pending.tokenId !== tokenId) return;
  }
  forgetKept(NAME);
}

/** Only a path of this app (never another site) may be returned to. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}
