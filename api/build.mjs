// Compiles the api for production: one ES module, dist/main.mjs, run by plain Node (no
// TypeScript compiler at run time). The workspace packages (@harmo/contracts,
// @harmo/medical-formats) are TypeScript sources, so they are bundled in, with their own
// dependencies; the api's own dependencies stay in node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@harmo/'));

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // The sources are CommonJS-style TypeScript: give the module the names they expect.
  banner: {
    js: [
      "import { createRequire as __harmoCreateRequire } from 'node:module';",
      "import { fileURLToPath as __harmoFileURLToPath } from 'node:url';",
      "import { dirname as __harmoDirname } from 'node:path';",
      'const require = __harmoCreateRequire(import.meta.url);',
      'const __filename = __harmoFileURLToPath(import.meta.url);',
      'const __dirname = __harmoDirname(__filename);',
    ].join('\n'),
  },
});
console.log('api built: dist/main.mjs');
