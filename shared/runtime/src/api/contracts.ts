import type * as AccountsContract from '@harmo/contracts/accounts';

/**
 * The accounts contract (its zod schemas), loaded with the first request that checks an answer
 * against it rather than at start-up: a signed-out first screen needs neither the schemas nor zod.
 * Pass `schema: () => loadAccountsContract().then((c) => c.MeResponse)` to `apiRequest`, and take
 * the path from `@harmo/contracts/accounts-paths`, so that the request does not wait for it.
 */
export const loadAccountsContract = (): Promise<typeof AccountsContract> =>
  import(/* webpackChunkName: "accounts-contract" */ '@harmo/contracts/accounts');
