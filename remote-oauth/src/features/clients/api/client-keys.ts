/**
 * Query keys of the developer console, from the general to the particular, so that a family
 * of queries can be refetched or dropped together.
 */
export const clientKeys = {
  all: ['oauth'] as const,
  clients: ['oauth', 'clients'] as const,
  consents: ['oauth', 'consents'] as const,
};
