import { spawnSync } from 'node:child_process';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');

/** The api process itself: started as an operator would, it must stop before listening. */
function startApi(env: NodeJS.ProcessEnv) {
  return spawnSync(path.join(API_ROOT, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

it('refuses to start with development helpers on a non-loopback address', () => {
  const result = startApi({
    HARMO_DEV_HELPERS: 'on',
    HOST: '0.0.0.0',
    PUBLIC_URL: 'https://api.harmo.example',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('HOST=0.0.0.0 listens beyond this machine');
  expect(result.stderr).toContain('HARMO_DEV_HELPERS');
});
