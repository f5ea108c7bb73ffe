import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

/** Lints a snippet as if it were the file at `filename` in the workspace. */
function lint(filename: string, code: string) {
  const result = spawnSync(
    process.execPath,
    [ESLINT, '--stdin', '--stdin-filename', path.join(ROOT, filename), '--format', 'json'],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout) as {
    messages: { ruleId: string; message: string }[];
  }[];
  return report!.messages;
}

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
      "import { notify } from '@harmo/shared';\nimport { pending } from '../../screens/pending';\nexport const x = [notify, pending];\n",
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
});
