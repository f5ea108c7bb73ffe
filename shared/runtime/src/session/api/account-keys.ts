/** Query keys of the signed-in account's data; sign-out removes everything under `accounts`. */
export const accountsQueryKeys = {
  all: ['accounts'] as const,
  me: ['accounts', 'me'] as const,
  family: ['accounts', 'family'] as const,
  sharing: ['accounts', 'sharing'] as const,
};

/**
 * The signed-in account's data never goes stale by itself: it is refetched when the session
 * changes (sign-in, sign-out, hand-over) or when a screen that changes it invalidates it.
 */
export const ACCOUNT_STALE_TIME = Infinity;
