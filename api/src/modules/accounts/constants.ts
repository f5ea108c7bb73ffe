/** Limits and lifetimes of the accounts area, in one place. */

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Where the product api's paths start. Routes take their paths from the contracts'
 * ACCOUNTS_PATHS; the ones with a parameter are written with this, since ACCOUNTS_PATHS gives
 * the web those as functions that fill the parameter in.
 */
export const API_PREFIX = '/ps/v1';

/** Family members one account may manage. */
export const FAMILY_MEMBER_LIMIT = 10;

/** Invitations and sharings one account may have open (pending or active) at once. */
export const OPEN_SHARING_LIMIT = 20;

/** A sharing invitation must be accepted within 14 days. */
export const INVITATION_LIFETIME_MS = 14 * DAY_MS;

/** A session opened by POST /ps/v1/legacy/session lasts one hour. */
export const LEGACY_SESSION_LIFETIME_MS = 60 * MINUTE_MS;

/** An agreement given at sign-up is recorded at the upgrade, within a day of being given... */
export const AGREEMENT_MAX_AGE_MS = DAY_MS;
/** ...and its time may be ahead of the api's clock by at most this much (a fast phone clock). */
export const AGREEMENT_CLOCK_SKEW_MS = 5 * MINUTE_MS;
