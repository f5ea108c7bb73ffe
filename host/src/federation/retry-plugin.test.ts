import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteManifest } from './manifest-fixture';
import remoteRetryPlugin from './retry-plugin';

const MANIFEST_URL = 'http://auth.test/mf-manifest.json';

describe('loading a remote whose manifest fails once', () => {
  it('asks for the manifest again and goes on to the remote entry', async () => {
    const answers: number[] = [];
    global.fetch = jest.fn(async () => {
      const status = answers.length === 0 ? 503 : 200;
      answers.push(status);
      return status === 503
        ? new Response('redeploying', { status })
        : new Response(JSON.stringify(remoteManifest('harmo_auth')), {
            headers: { 'Content-Type': 'application/json' },
          });
    });
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    init({ name: 'harmo_host', remotes: [], plugins: [remoteRetryPlugin()] });
    registerRemotes([{ name: 'harmo_auth', entry: MANIFEST_URL }], { force: true });

    // jsdom runs no scripts, so the entry itself never arrives; what matters is that the
    // manifest was accepted on the second try and the entry was asked for.
    void loadRemote('harmo_auth/routes').catch(() => undefined);
    await waitFor(() => document.querySelector('script[src="http://auth.test/remoteEntry.js"]'));
    expect(answers).toEqual([503, 200]);
  });
});

async function waitFor<T>(probe: () => T | null, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
