import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { screen } from '@testing-library/react';
import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import { createTestStrings } from '@harmo/shared/testing';
import common from '@harmo/shared/locales/ja/common.json';
import { remoteManifest } from './manifest-fixture';
import remoteFailurePlugin, {
  REMOTE_ERROR_EVENT,
  type RemoteLoadErrorDetail,
} from './runtime-plugin';
import {
  IncompatibleRemoteError,
  isIncompatibleRemoteError,
  refuseIncompatibleRemote,
  sharedRuntimeRequirement,
} from './shared-requirement';
import { loadRemoteRoutes } from './remote-registry';
import { patchRemoteRoutes } from '../app/router';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';

const { renderWithStrings } = createTestStrings('common', { ja: common });

/** A remote's manifest as its build writes it, requiring `range` of the shared runtime. */
function manifestRequiring(range: string) {
  return remoteManifest('harmo_mynapo', [
    { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
    { name: '@harmo/shared', version: '0.1.0', singleton: true, requiredVersion: range },
  ]);
}

describe('what a remote requires of the shared runtime', () => {
  it('reads the requirement from the manifest, and nothing from a manifest without one', () => {
    expect(sharedRuntimeRequirement(manifestRequiring('^0.2.0'))).toBe('^0.2.0');
    expect(sharedRuntimeRequirement({ shared: [{ name: 'react', requiredVersion: '19' }] })).toBe(
      null,
    );
    expect(sharedRuntimeRequirement(null)).toBeNull();
    expect(sharedRuntimeRequirement({ shared: 'not a list' })).toBeNull();
    expect(sharedRuntimeRequirement({ shared: [null, 3] })).toBeNull();
  });

  it('accepts a remote built against the same or an older compatible shared runtime', () => {
    expect(refuseIncompatibleRemote('harmo_emap', manifestRequiring('^0.1.0'), '0.1.0')).toBeNull();
    expect(refuseIncompatibleRemote('harmo_emap', manifestRequiring('^0.1.0'), '0.1.4')).toBeNull();
    expect(refuseIncompatibleRemote('harmo_emap', { shared: [] }, '0.1.0')).toBeNull();
  });

  it('refuses a remote built against a newer shared runtime, saying what each side has', () => {
    const refusal = refuseIncompatibleRemote('harmo_emap', manifestRequiring('^0.1.3'), '0.1.0');
    expect(refusal).toBeInstanceOf(IncompatibleRemoteError);
    expect(refusal?.message).toBe(
      'Remote harmo_emap needs @harmo/shared ^0.1.3, but this page provides 0.1.0: it is not loaded',
    );
    // The values themselves, for a screen that words the refusal in its own language.
    expect(refusal).toMatchObject({ remote: 'harmo_emap', required: '^0.1.3', provided: '0.1.0' });
    // 0.x: a new middle number is an incompatible series, in either direction.
    expect(refuseIncompatibleRemote('harmo_emap', manifestRequiring('^0.2.0'), '0.1.9')).not.toBe(
      null,
    );
    expect(refuseIncompatibleRemote('harmo_emap', manifestRequiring('^0.1.0'), '0.2.0')).not.toBe(
      null,
    );
  });

  it('refuses rather than throws on a range or version it cannot read', () => {
    expect(refuseIncompatibleRemote('harmo_emap', manifestRequiring('^0.1.0'), null)).toMatchObject(
      { required: '^0.1.0', provided: null },
    );
    expect(() =>
      refuseIncompatibleRemote('harmo_emap', manifestRequiring('not a range'), '0.1.0'),
    ).not.toThrow();
  });
});

describe('a remote that needs a newer shared runtime than the page provides', () => {
  // A fresh address per test: the federation runtime keeps a manifest's outcome for the page.
  let deployment = 0;
  let MANIFEST_URL: string;
  let requested: string[];
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    deployment += 1;
    MANIFEST_URL = `http://mynapo.test/${deployment}/mf-manifest.json`;
    requested = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      return new Response(JSON.stringify(manifestRequiring('^0.2.0')), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The page: a host providing shared runtime 0.1.0, with its real federation plugin.
    init({
      name: 'harmo_host',
      remotes: [{ name: 'harmo_mynapo', entry: MANIFEST_URL }],
      shared: {
        '@harmo/shared': {
          version: '0.1.0',
          lib: () => ({}),
          shareConfig: { singleton: true, requiredVersion: '^0.1.0' },
        },
      },
      shareStrategy: 'loaded-first',
      plugins: [remoteFailurePlugin()],
    });
    registerRemotes([{ name: 'harmo_mynapo', entry: MANIFEST_URL }], { force: true });
  });

  afterEach(() => consoleError.mockRestore());

  it('is refused at its manifest: its entry is never requested and the reason is logged', async () => {
    const failure = await loadRemoteRoutes('mynapo').catch((error: unknown) => error);
    expect(isIncompatibleRemoteError(failure)).toBe(true);
    expect((failure as Error).message).toContain('needs @harmo/shared ^0.2.0');
    expect((failure as Error).message).toContain('provides 0.1.0');
    expect(requested).toEqual([MANIFEST_URL]);
    expect(document.querySelector('script[src*="remoteEntry"]')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('needs @harmo/shared ^0.2.0'),
    );
  });

  it('shows the full-page error on its routes', async () => {
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { id: 'public', ErrorBoundary: RouteErrorBoundary, children: [] },
          { id: 'guarded', ErrorBoundary: RouteErrorBoundary, children: [] },
        ],
      },
    ];
    const reported: unknown[] = [];
    const listen = (event: Event) =>
      reported.push((event as CustomEvent<RemoteLoadErrorDetail>).detail.error);
    window.addEventListener(REMOTE_ERROR_EVENT, listen);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/mynapo/link-myna-data'],
      patchRoutesOnNavigation: ({ path, patch }) => patchRemoteRoutes(path, patch),
    });
    renderWithStrings(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Webページを読み込めませんでした' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再度読み込む' })).toBeInTheDocument();
    window.removeEventListener(REMOTE_ERROR_EVENT, listen);
    // The error reported for the page is the refusal, not some later failure of the remote.
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every(isIncompatibleRemoteError)).toBe(true);
    expect(requested).toEqual([MANIFEST_URL]);
  });
});
