/**
 * Query keys of the OTC catalogue, under `projects` like every query of this app (the notebook's
 * `medicationKeys`, the projects' `projectKeys`).
 */
export const otcKeys = {
  all: ['projects', 'otc-catalogue'] as const,
  entry: (janCode: string) => ['projects', 'otc-catalogue', janCode] as const,
};
