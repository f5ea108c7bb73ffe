import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../compile-hints-plugin.cjs';

/*
 * A small app built for real: an entry that loads its routes file and, apart from it, another
 * part and a library built into one module (as the shared zod is); the routes file loads a
 * screen. The screen's file is one a page runs as it opens, the library one that runs whole.
 */
const FILES: Record<string, string> = {
  'src/index.js': [
    "import('./routes.tsx').then((routes) => routes.openScreen());",
    "import('./elsewhere.js').then((part) => console.log(part.elsewhere()));",
    "import(/* webpackChunkName: 'library' */ './library.js').then((lib) => lib.library());",
  ].join('\n'),
  'src/routes.tsx': "export const openScreen = () => import('./screen.js');",
  'src/screen.js': "export function screen() { return 'the screen: ' + document.title; }",
  'src/elsewhere.js': "export function elsewhere() { return 'another part: ' + location.href; }",
  'src/library.js': "export function library() { return 'the library: ' + navigator.language; }",
};

interface Built {
  /** The emitted scripts by the module they hold ('main' for the entry). */
  scripts: Record<'main' | 'routes' | 'screen' | 'elsewhere' | 'library', string>;
  maps: Record<string, { mappings: string }>;
}

async function build(appDir: string, withHints: boolean): Promise<Built> {
  const out = path.join(appDir, withHints ? 'dist-hinted' : 'dist-plain');
  const compiler = webpack({
    mode: 'production',
    context: appDir,
    entry: './src/index.js',
    devtool: 'hidden-source-map',
    output: { path: out, filename: '[name].js', chunkFilename: '[name].[contenthash:10].js' },
    plugins: withHints ? [new CompileHintsPlugin({ appDir, wholeLibraries: ['library'] })] : [],
    infrastructureLogging: { level: 'error' },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
  const scripts = {} as Built['scripts'];
  const maps: Built['maps'] = {};
  for (const file of fs.readdirSync(out).filter((name) => name.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(out, file), 'utf8');
    const holds =
      file === 'main.js'
        ? 'main'
        : text.includes('the screen: ')
          ? 'screen'
          : text.includes('another part: ')
            ? 'elsewhere'
            : text.includes('the library: ')
              ? 'library'
              : 'routes';
    scripts[holds] = text;
    maps[holds] = JSON.parse(fs.readFileSync(path.join(out, `${file}.map`), 'utf8'));
  }
  return { scripts, maps };
}

describe('compile hints on the files of a screen', () => {
  let appDir: string;
  let plain: Built;
  let hinted: Built;

  beforeAll(async () => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
      fs.writeFileSync(path.join(appDir, file), text);
    }
    [plain, hinted] = [await build(appDir, false), await build(appDir, true)];
  }, 60_000);

  afterAll(() => fs.rmSync(appDir, { recursive: true, force: true }));

  it('puts the hint first in a file the routes load, after minification', () => {
    expect(hinted.scripts.screen.startsWith(COMPILE_HINT)).toBe(true);
    expect(hinted.scripts.screen.slice(COMPILE_HINT.length)).toBe(plain.scripts.screen);
  });

  it('puts the hint first in the file of a library named as built into one module', () => {
    expect(hinted.scripts.library.startsWith(COMPILE_HINT)).toBe(true);
    expect(hinted.scripts.library.slice(COMPILE_HINT.length)).toBe(plain.scripts.library);
  });

  it('leaves the entry, the routes file itself and other parts alone', () => {
    expect(hinted.scripts.main).not.toContain('allFunctionsCalledOnLoad');
    expect(hinted.scripts.routes).not.toContain('allFunctionsCalledOnLoad');
    expect(hinted.scripts.elsewhere).toBe(plain.scripts.elsewhere);
  });

  it('keeps the source map on the code: one empty line more, then the same mappings', () => {
    expect(hinted.maps.screen!.mappings).toBe(`;${plain.maps.screen!.mappings}`);
  });
});
