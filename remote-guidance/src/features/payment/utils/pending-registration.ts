import { z } from 'zod';

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

const KEY = 'harmo.payment.pendingRegistration';
/** A challenge left for longer than this is not finished here any more. */
const MAX_AGE_MS = 30 * 60 * 1000;

export function savePendingRegistration(pending: PendingRegistration): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
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
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  const pending = parsePendingRegistration(raw);
  if (!pending) {
    // Not a registration this code can finish (unreadable, or written in another shape).
    clearPendingRegistration();
    return null;
  }
  if (pending.tokenId !== tokenId || now - pending.createdAt > MAX_AGE_MS) return null;
  return pending;
}

function parsePendingRegistration(raw: string): PendingRegistration | null {
  try {
    const parsed = pendingRegistrationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Forgets the waiting registration: its card is saved, or it can no longer be finished. Given a
 * token, only the registration of that token: one begun since (another card) stays.
 */
export function clearPendingRegistration(tokenId?: string): void {
  if (tokenId !== undefined) {
    const raw = sessionStorage.getItem(KEY);
    const pending = raw ? parsePendingRegistration(raw) : null;
    if (pending && pending.tokenId !== tokenId) return;
  }
  sessionStorage.removeItem(KEY);
}

/** Only a path of this app (never another site) may be returned to. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}
