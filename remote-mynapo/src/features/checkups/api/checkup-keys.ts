/** Query keys of this feature, one place so that an import refreshes every view of it. */
export const checkupKeys = {
  all: ['checkups'] as const,
  list: (patientId: string) => ['checkups', 'list', patientId] as const,
  portal: () => ['checkups', 'portal'] as const,
};
