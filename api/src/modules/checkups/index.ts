import type { IdentityTokenVerifier } from '../identity';
import { identityTokenVerifier } from '../identity';
import { signedInAccounts } from '../accounts';
import type { HarmoModule } from '../types';
import { loadPortalConfig } from './config';
import { checkupRoutes } from './http/checkup-routes';
import { patientAccess } from './http/patient-access';
import { portalLinkRoutes, portalStatusRoute } from './http/portal-routes';
import type { PortalConnection } from './portal/connection';
import { httpPortalConnection } from './portal/connection';
import { STANDIN_CLIENT, standinRoutes } from './portal/standin/standin-routes';

export { listCheckups } from './store/checkups';
export { ArchiveRefusal, walkZipBundle } from './import/zip-bundle';
export type { BundleFile } from './import/zip-bundle';

export interface CheckupsModuleOptions {
  /** Where MYNAPO_* and IDENTITY_* settings are read; default process.env. */
  env?: NodeJS.ProcessEnv;
  verifier?: IdentityTokenVerifier;
  now?: () => Date;
}

/**
 * 特定健診 check-ups (see README.md): import of the ministry's files for a patient the caller
 * acts for, the check-ups over the years, the link to マイナポータル through a configured
 * connection, and in development the portal's local stand-in.
 */
export function createCheckupsModule(options: CheckupsModuleOptions = {}): HarmoModule {
  return async (app, { db, config }) => {
    const env = options.env ?? process.env;
    const now = options.now ?? (() => new Date());
    const portalConfig = loadPortalConfig(config, env);
    const verifier = options.verifier ?? identityTokenVerifier(db, config, env);
    const access = patientAccess(db, signedInAccounts(db, verifier));

    let portal: { mode: 'standin' | 'portal'; connection: PortalConnection } | null = null;
    if (portalConfig.mode === 'standin') {
      await app.register(standinRoutes({ db, allowedOrigins: config.corsOrigins, now }), {
        prefix: '/mynapo-standin',
      });
      portal = {
        mode: 'standin',
        connection: httpPortalConnection({
          authorizeUrl: `${portalConfig.baseUrl}/authorize`,
          tokenUrl: `${portalConfig.baseUrl}/token`,
          apiUrl: portalConfig.baseUrl,
          clientId: STANDIN_CLIENT.id,
          clientSecret: STANDIN_CLIENT.secret,
          sendSubjectHint: true,
        }),
      };
    } else if (portalConfig.mode === 'portal') {
      portal = {
        mode: 'portal',
        connection: httpPortalConnection({ ...portalConfig, sendSubjectHint: false }),
      };
    }

    await app.register(checkupRoutes({ db, access, now }));
    const portalOptions = { db, access, portal, allowedOrigins: config.corsOrigins, now };
    await app.register(portalStatusRoute(portalOptions));
    await app.register(portalLinkRoutes(portalOptions));
  };
}

export const checkupsModule: HarmoModule = createCheckupsModule();
