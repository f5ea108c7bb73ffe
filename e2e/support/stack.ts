import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { APPS } = require('@harmo/build/apps') as {
  APPS: { key: string; dir: string; port: number }[];
};

/**
 * Where this run's stack listens. HARMO_E2E_PORT_OFFSET moves every port (apps 3000+, api 4000+)
 * so that two runs on one machine do not collide.
 */
export const PORT_OFFSET = Number(process.env.HARMO_E2E_PORT_OFFSET ?? 0);
export const API_PORT = 4000 + PORT_OFFSET;
export const API_URL = `http://localhost:${API_PORT}`;
export const portOf = (dir: string) => APPS.find((a) => a.dir === dir)!.port + PORT_OFFSET;
export const HOST_URL = `http://localhost:${portOf('host')}`;
/**
 * A second port for a host a test starts with its own configuration. The api accepts
 * credentialed calls only from known origins, so a signed-in page needs a known port.
 */
export const SPARE_HOST_PORT = 3050 + PORT_OFFSET;

/** The account-creation wait this stack configures instead of the product's 11 seconds. */
export const REGISTRATION_WAIT_MS = 2000;

/** The configuration every app server of this run serves as /config.json. */
export function stackEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    HARMO_API_URL: API_URL,
    HARMO_WEB_ORIGIN: HOST_URL,
    HARMO_ENVIRONMENT: 'e2e',
    // Test-only: shortens the 11-second wait of account creation (see identity.ts).
    HARMO_TESTING_REGISTRATION_WAIT_MS: String(REGISTRATION_WAIT_MS),
  };
  for (const app of APPS) {
    if (app.key === 'host') continue;
    env[`HARMO_REMOTE_${app.key.toUpperCase()}_URL`] =
      `http://localhost:${app.port + PORT_OFFSET}/mf-manifest.json`;
  }
  return env;
}
