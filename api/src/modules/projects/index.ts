import type { SignedInModuleOptions } from '../accounts';
import { signedInModule } from '../accounts';
import type { HarmoModule } from '../types';
import { projectPartnerRoutes } from './http/partner-routes';
import { projectRoutes } from './http/routes';

export type ProjectsModuleOptions = SignedInModuleOptions;

/**
 * Projects (/ps/v1/projects…, /ps/v1/patients/:patientId/projects…): create one with its
 * confidential client, find it by join code, join for a patient with consent, leave; and the
 * project partner API (/partner/v1/project/…), where the project's client reads its consenting,
 * current participants.
 */
export const createProjectsModule = (options: ProjectsModuleOptions = {}): HarmoModule =>
  signedInModule(projectRoutes, options, async ({ db, now }, app) => {
    await app.register(projectPartnerRoutes({ db, now }));
  });

export const projectsModule: HarmoModule = createProjectsModule();
