import type { HarmoModule } from '../types';
import { centralRoutes } from './routes';

export { CENTRAL_SESSION_HEADER } from './constants';
export { authCodeOf } from './hashing';
export type { DeviceCredentials } from './store/lite-users';
export { devicePresentsValidCredentials } from './store/lite-users';

export interface CentralModuleOptions {
  now?: () => Date;
}

/**
 * The central-server calls (/personal/*, form-encoded) that register the companion app's lite
 * users and devices. The accounts area checks a device here before an account upgrade.
 */
export function createCentralModule(options: CentralModuleOptions = {}): HarmoModule {
  return async (app, { db }) => {
    await app.register(centralRoutes({ db, now: options.now ?? (() => new Date()) }));
  };
}

export const centralModule: HarmoModule = createCentralModule();
