import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS } from '../apps.cjs';
import { EXPOSED_MODULES } from '../../runtime/src/federation/exposed-modules';

type Config = { plugins?: { constructor: { name: string }; _options?: unknown }[] };

/** What an app's webpack configuration hands to its Module Federation plugin. */
function federationOptions(dir: string): { name: string; exposes: Record<string, string> } {
  const config = createRequire(__filename)(
    path.resolve(__dirname, '../../..', dir, 'webpack.config.cjs'),
  ) as (env: unknown, argv: { mode: string }) => Config | Config[];
  // A production remote builds its standalone federation runtime beside its bundles.
  const plugin = [config({}, { mode: 'production' })]
    .flat()
    .flatMap((built) => built.plugins ?? [])
    .find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return plugin?._options as { name: string; exposes: Record<string, string> };
}

describe('modules remotes expose to each other', () => {
  it.each(Object.entries(EXPOSED_MODULES))('%s (%s) is exposed by its remote', (_key, id) => {
    const [federationName, expose] = id.split('/');
    const app = APPS.find((a) => a.federationName === federationName);
    expect(app).toBeDefined();
    const options = federationOptions(app!.dir);
    expect(options.name).toBe(federationName);
    expect(Object.keys(options.exposes)).toContain(`./${expose}`);
  });
});
