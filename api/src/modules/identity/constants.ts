/** Lifetimes and limits of the identity endpoint, in one place. */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Id and access tokens: 1 hour (Cognito's default). */
export const ID_TOKEN_LIFETIME_MS = HOUR_MS;
export const ACCESS_TOKEN_LIFETIME_MS = HOUR_MS;
/** Refresh tokens: 30 days (Cognito's default). */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * DAY_MS;

/** A multi-step sign-in (challenge session) must complete within 3 minutes, like Cognito. */
export const CHALLENGE_LIFETIME_MS = 3 * MINUTE_MS;
/** Wrong MFA codes allowed on one challenge session before it is spent. */
export const CHALLENGE_MAX_ATTEMPTS = 3;
/** How far the client's TIMESTAMP in a password claim may be from the server clock. */
export const CLAIM_TIMESTAMP_TOLERANCE_MS = 5 * MINUTE_MS;

/** E-mailed / texted codes (sign-up, password reset, attribute verification). */
export const CODE_LIFETIME_MS = 24 * HOUR_MS;
export const RESET_CODE_LIFETIME_MS = HOUR_MS;
export const SMS_MFA_CODE_LIFETIME_MS = 3 * MINUTE_MS;
/** Guesses allowed on one code before it stops working. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one user for one purpose within CODE_SEND_WINDOW_MS. */
export const CODE_SEND_LIMIT = 5;
export const CODE_SEND_WINDOW_MS = HOUR_MS;

/** Sign-in lock-out: this many failures within the window lock sign-in for LOCKOUT_MS. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
export const SIGN_IN_LOCKOUT_MS = 15 * MINUTE_MS;
/** One source's failures over all names within the window before it is refused outright. */
export const SIGN_IN_SOURCE_FAILURE_LIMIT = 50;

/** An admin-issued temporary password must be replaced within 7 days. */
export const TEMPORARY_PASSWORD_LIFETIME_MS = 7 * DAY_MS;

/** Hosted-domain stand-in: authorization requests and codes. */
export const AUTHORIZATION_REQUEST_LIFETIME_MS = 10 * MINUTE_MS;
export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * MINUTE_MS;

/** Devices that never completed ConfirmDevice are dropped after a day. */
export const UNCONFIRMED_DEVICE_LIFETIME_MS = DAY_MS;
export const LIST_DEVICES_MAX_LIMIT = 60;

/** Messages the dev outbox endpoint returns, newest first, and how long they are kept. */
export const OUTBOX_LIST_LIMIT = 20;
export const OUTBOX_RETENTION_MS = 7 * DAY_MS;

/** The scope that lets an access token call the user-pool API (GetUser, ChangePassword …). */
export const USER_ADMIN_SCOPE = 'aws.cognito.signin.user.admin';
/** Scopes a client may request at /oauth2/authorize. */
export const SUPPORTED_OAUTH_SCOPES = ['openid', 'email', 'phone', 'profile', USER_ADMIN_SCOPE];
