// Starts the api and every app's webpack dev server, for working on the whole product at once.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { APPS } = require(path.join(root, 'shared/build/apps.cjs'));
const webpackBin = path.join(root, 'shared/build/node_modules/webpack-cli/bin/cli.js');

const children = [
  spawn(path.join(root, 'api/node_modules/.bin/tsx'), ['watch', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
    // Demo accounts, the code outbox and the sign-in stand-in: this machine only.
    env: { HARMO_DEV_HELPERS: 'on', ...process.env },
  }),
  ...APPS.map((app) =>
    spawn(process.execPath, [webpackBin, 'serve', '--mode', 'development'], {
      cwd: path.join(root, app.dir),
      stdio: 'inherit',
    }),
  ),
];
console.log(`\nOpen http://localhost:${APPS[0].port} once the builds are done.\n`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
