import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

interface Message {
  ruleId: string | null;
  message: string;
}

function runEslint(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [ESLINT, '--format', 'json', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
  });
  if (!result.stdout) throw new Error(`eslint failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as { filePath: string; messages: Message[] }[];
}

/** The rules that read types: they need the file on disk, inside a tsconfig. */
const TYPE_AWARE_RULES = [
  '@typescript-eslint/no-floating-promises',
  '@typescript-eslint/no-misused-promises',
  '@typescript-eslint/switch-exhaustiveness-check',
];

/**
 * Lints a snippet as if it were the file at `filename` in the workspace. The file need not
 * exist; the type checker only knows files on disk, so it is left out, with the rules that
 * need it.
 */
function lint(filename: string, code: string): Message[] {
  const [report] = runEslint(
    [
      '--stdin',
      '--stdin-filename',
      path.join(ROOT, filename),
      '--parser-options',
      'projectService:false',
      ...TYPE_AWARE_RULES.flatMap((rule) => ['--rule', `${rule}: off`]),
    ],
    code,
  );
  return report!.messages;
}

/**
 * Writes the files to a fresh folder in the workspace, with a tsconfig of its own so that the
 * type checker reads only them, lints them with every rule on and removes them again.
 */
function lintFiles(files: Record<string, string>): Record<string, Message[]> {
  const dir = fs.mkdtempSync(path.join(__dirname, 'lint-fixture-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../../../tsconfig.base.json', include: ['.'] }),
    );
    for (const [name, code] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), code);
    }
    const reports = runEslint(Object.keys(files).map((name) => path.join(dir, name)));
    return Object.fromEntries(reports.map((r) => [path.basename(r.filePath), r.messages]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const rulesOf = (messages: Message[] | undefined) => (messages ?? []).map((m) => m.ruleId);

describe('architectural lint rules', () => {
  it("stops a remote importing another remote's source by relative path", () => {
    const messages = lint(
      'remote-guidance/src/routes.tsx',
      "import { routes } from '../../remote-emap/src/routes';\nexport const x = routes;\n",
    );
    expect(messages).toContainEqual(
      expect.objectContaining({
        ruleId: 'no-restricted-imports',
        message: expect.stringMatching(/Module Federation/),
      }),
    );
  });

  it('stops the host importing a remote package by name', () => {
    const messages = lint(
      'host/src/app/x.ts',
      "import { routes } from '@harmo/remote-auth/src/routes';\nexport const x = routes;\n",
    );
    expect(messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it('lets a remote import its own modules and the shared package', () => {
    const messages = lint(
      'remote-emap/src/features/map/index.ts',
      "import { notify } from '@harmo/shared';\nimport { InlineSpinner } from '../ui';\nexport const x = [notify, InlineSpinner];\n",
    );
    expect(messages.filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([]);
  });

  it('stops importing the shared package by path, which would fork its singleton store', () => {
    const messages = lint(
      'host/src/app/x.ts',
      "import { storage } from '../../../shared/runtime/src/session/storage-keys';\nexport const x = storage;\n",
    );
    expect(messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it("stops a feature reaching into another feature's internals", () => {
    const messages = lint(
      'remote-emap/src/features/detail/components/Sheet.tsx',
      "import { useMapState } from '../../map/hooks/use-map-state';\nexport const x = useMapState;\n",
    );
    expect(messages).toContainEqual(
      expect.objectContaining({
        ruleId: 'harmo/feature-boundaries',
        message: expect.stringMatching(/'detail' reaches into .* 'map'/),
      }),
    );
  });

  it("allows another feature's index and a feature's own internals", () => {
    const messages = lint(
      'remote-emap/src/features/detail/components/Sheet.tsx',
      "import { useMapState } from '../../map';\nimport { format } from '../utils/format';\nexport const x = [useMapState, format];\n",
    );
    expect(messages.filter((m) => m.ruleId === 'harmo/feature-boundaries')).toEqual([]);
  });

  it("stops an api module importing another module's internals, from a module or the api's own code", () => {
    const fromModule = lint(
      'api/src/modules/oauth/http/x.ts',
      "import { findMainAccountBySub } from '../../accounts/store/accounts';\nexport const x = findMainAccountBySub;\n",
    );
    expect(fromModule).toContainEqual(
      expect.objectContaining({
        ruleId: 'harmo/api-module-boundaries',
        message: expect.stringMatching(/internal to the api module 'accounts'/),
      }),
    );
    const fromCli = lint(
      'api/src/cli/x.ts',
      "import { DEMO_CITIES } from '../modules/facilities/demo/cities';\nexport const x = DEMO_CITIES;\n",
    );
    expect(rulesOf(fromCli)).toContain('harmo/api-module-boundaries');
  });

  it("allows another api module's index and a module's own internals", () => {
    const messages = lint(
      'api/src/modules/oauth/http/x.ts',
      "import { findMainAccountBySub } from '../../accounts';\nimport type { HarmoModule } from '../../types';\nimport { clientsRoutes } from './clients';\nexport const x: [typeof findMainAccountBySub, HarmoModule | null, unknown] = [findMainAccountBySub, null, clientsRoutes];\n",
    );
    expect(rulesOf(messages)).not.toContain('harmo/api-module-boundaries');
  });

  it('stops a feature importing the app that mounts it', () => {
    const fromRemote = lint(
      'remote-emap/src/features/map/components/Map.tsx',
      "import { routes } from '../../../routes';\nexport const x = routes;\n",
    );
    expect(fromRemote).toContainEqual(
      expect.objectContaining({
        ruleId: 'harmo/layer-direction',
        message: expect.stringMatching(
          /features code imports '\.\.\/\.\.\/\.\.\/routes' from the app layer/,
        ),
      }),
    );
    const fromHost = lint(
      'host/src/features/guard/x.ts',
      "import { router } from '../../app/router';\nexport const x = router;\n",
    );
    expect(rulesOf(fromHost)).toContain('harmo/layer-direction');
    const fromScreenImport = lint(
      'remote-emap/src/features/map/x.ts',
      "import { MapSearchScreen } from '../../screens/MapSearchScreen';\nexport const x = MapSearchScreen;\n",
    );
    expect(rulesOf(fromScreenImport)).toContain('harmo/layer-direction');
  });

  it("stops a package's shared UI (features/ui, or components) importing its features", () => {
    const fromUiFeature = lint(
      'remote-emap/src/features/ui/LoadError.tsx',
      "import { useMapState } from '../map';\nexport const x = useMapState;\n",
    );
    expect(fromUiFeature).toContainEqual(
      expect.objectContaining({
        ruleId: 'harmo/layer-direction',
        message: expect.stringMatching(/shared code imports '\.\.\/map' from the features layer/),
      }),
    );
    const fromComponents = lint(
      'remote-emap/src/components/LoadError.tsx',
      "import { useMapState } from '../features/map';\nexport const x = useMapState;\n",
    );
    expect(rulesOf(fromComponents)).toContain('harmo/layer-direction');
  });

  it('lets imports flow down: app to features, features to shared code', () => {
    const screen = lint(
      'remote-emap/src/screens/MapSearchScreen.tsx',
      "import { useMapState } from '../features/map';\nimport { LoadError } from '../features/ui';\nexport const x = [useMapState, LoadError];\n",
    );
    const feature = lint(
      'remote-emap/src/features/map/x.ts',
      "import { LoadError } from '../ui';\nimport { Spinner } from '../../components/Spinner';\nexport const x = [LoadError, Spinner];\n",
    );
    expect([...rulesOf(screen), ...rulesOf(feature)]).not.toContain('harmo/layer-direction');
  });

  describe('with the files on disk and their types', () => {
    let reports: Record<string, Message[]>;
    beforeAll(() => {
      reports = lintFiles({
        'cycle-a.ts': "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n",
        'cycle-b.ts':
          "import { a } from './cycle-a';\nexport const b = (): number => 0;\nexport const later = (): number => a();\n",
        'one-way.ts': "import { b } from './cycle-b';\nexport const c = (): number => b();\n",
        'floating.ts':
          'async function save(): Promise<void> {}\nexport function onClick(): void {\n  save();\n}\n',
        'voided.ts':
          'async function save(): Promise<void> {}\nexport function onClick(): void {\n  void save();\n}\n',
        'misused.ts':
          'export function onEvent(handler: () => void): void {\n  handler();\n}\nonEvent(async () => {});\n',
        'switch.ts':
          "type Kind = 'pharmacy' | 'hospital';\nexport function label(kind: Kind): string {\n  switch (kind) {\n    case 'pharmacy':\n      return 'P';\n  }\n  return '?';\n}\n",
        'switch-never.ts':
          "type Kind = 'pharmacy' | 'hospital';\nexport function label(kind: Kind): string {\n  switch (kind) {\n    case 'pharmacy':\n      return 'P';\n    case 'hospital':\n      return 'H';\n    default: {\n      const unknownKind: never = kind;\n      return unknownKind;\n    }\n  }\n}\n",
      });
    }, 180_000);

    it('finds an import cycle, and only on the files in it', () => {
      expect(rulesOf(reports['cycle-a.ts'])).toContain('import-x/no-cycle');
      expect(rulesOf(reports['cycle-b.ts'])).toContain('import-x/no-cycle');
      expect(rulesOf(reports['one-way.ts'])).not.toContain('import-x/no-cycle');
    });

    it('finds a promise left floating, and accepts one marked with void', () => {
      expect(rulesOf(reports['floating.ts'])).toContain('@typescript-eslint/no-floating-promises');
      expect(rulesOf(reports['voided.ts'])).toEqual([]);
    });

    it('finds an async function passed where a void callback is expected', () => {
      expect(rulesOf(reports['misused.ts'])).toContain('@typescript-eslint/no-misused-promises');
    });

    it('finds a switch that misses a member of its union, and accepts one ending in a never check', () => {
      expect(rulesOf(reports['switch.ts'])).toContain(
        '@typescript-eslint/switch-exhaustiveness-check',
      );
      expect(rulesOf(reports['switch-never.ts'])).toEqual([]);
    });
  });
});
