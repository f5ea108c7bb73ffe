/** Query keys of the consent screens: one pending authorization request per uid. */
export const interactionKeys = {
  all: ['oauth', 'interaction'] as const,
  detail: (uid: string) => ['oauth', 'interaction', uid] as const,
};
