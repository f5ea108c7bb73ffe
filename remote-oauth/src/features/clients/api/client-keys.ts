/**
 * Query keys of the developer console, from the general to the particular, so that a family
 * of queries can be refetched or dropped together (the consent screens keep keys of their own).
 */
export const clientKeys = {
  all: ['oauth', 'console'] as const,
  clients: ['oauth', 'console', 'clients'] as const,
  consents: ['oauth', 'console', 'consents'] as const,
};
