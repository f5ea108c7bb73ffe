/** Query keys of projects, from the general to the particular. */
export const projectKeys = {
  all: ['projects', 'projects'] as const,
  owned: ['projects', 'projects', 'owned'] as const,
  patient: (patientId: string) => ['projects', 'projects', 'patient', patientId] as const,
  detail: (projectId: string, joinCode: string | null) =>
    ['projects', 'projects', 'detail', projectId, joinCode] as const,
  /** Every join code looked up on the way to a join page (the prefix of `joinCode`). */
  joinCodes: ['projects', 'projects', 'join-code'] as const,
  joinCode: (joinCode: string) => ['projects', 'projects', 'join-code', joinCode] as const,
};

/**
 * How long the two lists of /projects stay fresh: a list asked for as a link to the page is
 * about to be followed, or as the page opens, serves the screen instead of being asked for again
 * as it mounts. A change made here invalidates them at once; one made elsewhere shows within this.
 */
export const PROJECT_LISTS_STALE_TIME_MS = 30_000;
