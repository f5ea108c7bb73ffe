#!/usr/bin/env node
// Serves one built app: `harmo-serve <app folder> [--port N] [--dist DIR]`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { startAppServer } from './serve.mjs';

const require = createRequire(import.meta.url);
const { appByDir } = require('./apps.cjs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, dist: { type: 'string' }, host: { type: 'string' } },
});
const dir = positionals[0];
if (!dir) {
  console.error('usage: harmo-serve <app folder> [--port N] [--dist DIR] [--host H]');
  process.exit(2);
}
const app = appByDir(dir);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const distDir = path.resolve(values.dist ?? path.join(root, dir, 'dist'));
const port = Number(values.port ?? process.env.PORT ?? app.port);
const handle = await startAppServer({
  distDir,
  port,
  host: values.host ?? process.env.HOST ?? 'localhost',
});
console.log(`${dir} serving ${distDir} at ${handle.url}`);
const stop = () => handle.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
