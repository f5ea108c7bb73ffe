/** Lifetimes and formats of the central-server calls (/personal/*), in one place. */

const MINUTE_MS = 60 * 1000;

/** A registration token must be redeemed (as its authCode) within 10 minutes, once. */
export const REGISTRATION_TOKEN_LIFETIME_MS = 10 * MINUTE_MS;

/** A session opened by /personal/enter lasts 10 minutes. */
export const CENTRAL_SESSION_LIFETIME_MS = 10 * MINUTE_MS;

export { CENTRAL_SESSION_HEADER } from '@harmo/contracts/central';

/** Expired tokens and sessions are deleted this long after they expire. */
export const EXPIRED_ROW_RETENTION_MS = 24 * 60 * MINUTE_MS;
