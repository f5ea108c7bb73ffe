/** Query keys of projects, from the general to the particular. */
export const projectKeys = {
  all: ['projects', 'projects'] as const,
  owned: ['projects', 'projects', 'owned'] as const,
  patient: (patientId: string) => ['projects', 'projects', 'patient', patientId] as const,
  detail: (projectId: string, joinCode: string | null) =>
    ['projects', 'projects', 'detail', projectId, joinCode] as const,
};
