import { createMemoryRouter, type RouteObject } from 'react-router';
import { routeTitle } from '@harmo/shared';
import { PREFETCH_REPEAT_MS, createRoutePrefetcher, prefetchOnNavigation } from './route-prefetch';

function setUp({ signedIn = false, failFirst = false } = {}) {
  const screen = jest.fn(async () => ({ Component: () => null }));
  const firstData = jest.fn(async () => undefined);
  const remoteRoute: RouteObject = {
    path: 'projects',
    children: [
      { index: true, lazy: screen },
      {
        path: ':projectId',
        handle: routeTitle('projects', 'titles.project', { prefetch: firstData }),
        lazy: screen,
      },
      {
        path: 'join',
        handle: routeTitle('projects', 'titles.join', { focused: true }),
        lazy: screen,
      },
    ],
  };
  let failures = failFirst ? 1 : 0;
  const patchRemoteRoutes = jest.fn(
    async (path: string, patch: (id: string | null, children: RouteObject[]) => void) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('remote down');
      }
      if (path.startsWith('/projects')) patch('guarded', [remoteRoute]);
    },
  );
  const onNavigation = jest.fn();
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'public', children: [{ path: 'auth/sign-in', Component: () => null }] },
          { id: 'guarded', children: [] },
        ],
      },
    ],
    { initialEntries: ['/auth/sign-in'], patchRoutesOnNavigation: onNavigation },
  );
  const loadNamespace = jest.fn(async () => undefined);
  const prefetchFrame = jest.fn(async () => undefined);
  const preloadFiles = jest.fn(async (_pathname: string) => undefined);
  let clock = 1_000;
  const prefetcher = createRoutePrefetcher(router, {
    patchRemoteRoutes,
    signedIn: () => signedIn,
    loadNamespace,
    prefetchFrame,
    preloadFiles,
    now: () => clock,
  });
  const later = (ms: number) => {
    clock += ms;
  };
  return {
    router,
    prefetcher,
    screen,
    firstData,
    patchRemoteRoutes,
    loadNamespace,
    prefetchFrame,
    preloadFiles,
    onNavigation,
    later,
  };
}

const url = (path: string) => new URL(path, 'http://localhost');

describe('prefetch on intent', () => {
  it('patches the remote in, loads the screen, its strings and its first data', async () => {
    const { router, prefetcher, screen, firstData, loadNamespace, onNavigation } = setUp({
      signedIn: true,
    });
    expect(prefetcher.accepts(url('/projects/p-1'))).toBe(true);
    await prefetcher.prefetch(url('/projects/p-1?tab=about'));
    expect(screen).toHaveBeenCalledTimes(1);
    expect(firstData).toHaveBeenCalledTimes(1);
    expect(loadNamespace).toHaveBeenCalledWith('projects');
    expect(firstData).toHaveBeenCalledWith({
      pathname: '/projects/p-1',
      search: '?tab=about',
      params: { projectId: 'p-1' },
    });
    // The navigation finds the route already there: nothing to wait for. (A path with params
    // still asks the host once, for a more specific route: the remote is loaded by then.)
    await prefetcher.prefetch(url('/projects'));
    expect(screen).toHaveBeenCalledTimes(2);
    await router.navigate('/projects');
    expect(onNavigation).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/projects');
  });

  it('asks for the frame’s navigation for a page shown with it, not for a focused step', async () => {
    const { prefetcher, prefetchFrame } = setUp({ signedIn: true });
    await prefetcher.prefetch(url('/projects/join'));
    expect(prefetchFrame).not.toHaveBeenCalled();
    await prefetcher.prefetch(url('/projects'));
    expect(prefetchFrame).toHaveBeenCalledTimes(1);
  });

  it('declines links to the remote already shown, to no remote, and guarded pages while signed out', () => {
    const signedOut = setUp().prefetcher;
    expect(signedOut.accepts(url('/projects/p-1'))).toBe(false);
    expect(signedOut.accepts(url('/emap'))).toBe(true);
    expect(signedOut.accepts(url('/auth/account'))).toBe(false);
    expect(signedOut.accepts(url('/menu'))).toBe(false);
  });

  it('does not ask again for a page it has just prefetched, and tries again after a failure', async () => {
    const { prefetcher, patchRemoteRoutes, firstData, later } = setUp({
      signedIn: true,
      failFirst: true,
    });
    await prefetcher.prefetch(url('/projects/p-1'));
    expect(firstData).not.toHaveBeenCalled();
    await prefetcher.prefetch(url('/projects/p-1'));
    await prefetcher.prefetch(url('/projects/p-1'));
    expect(patchRemoteRoutes).toHaveBeenCalledTimes(2);
    expect(firstData).toHaveBeenCalledTimes(1);
    later(PREFETCH_REPEAT_MS);
    await prefetcher.prefetch(url('/projects/p-1'));
    expect(firstData).toHaveBeenCalledTimes(2);
  });

  it('asks for the page’s files from its remote at once, without waiting for its routes', async () => {
    const { prefetcher, patchRemoteRoutes, preloadFiles } = setUp({ signedIn: true });
    patchRemoteRoutes.mockImplementationOnce(() => new Promise(() => undefined));
    void prefetcher.prefetch(url('/projects/p-1?tab=about'));
    expect(preloadFiles.mock.calls).toEqual([['/projects/p-1']]);
    await prefetcher.prefetch(url('/projects/p-1?tab=about'));
    expect(preloadFiles).toHaveBeenCalledTimes(1);
  });

  it('asks for the remote’s strings before its routes have come', async () => {
    const { prefetcher, patchRemoteRoutes, loadNamespace } = setUp({ signedIn: true });
    let release = () => {};
    patchRemoteRoutes.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const done = prefetcher.prefetch(url('/projects'));
    expect(loadNamespace).toHaveBeenCalledWith('projects');
    release();
    await done;
  });
});

describe('prefetch as a navigation starts', () => {
  it('prefetches the first page, and a page of another remote when a navigation to it starts', async () => {
    const { router, prefetcher, firstData, patchRemoteRoutes, preloadFiles, prefetchFrame } = setUp(
      { signedIn: true },
    );
    const stop = prefetchOnNavigation(router, prefetcher, 'http://localhost');
    // The visit opened on sign-in: remote-auth's page, whose routes are the host's in this test.
    expect(patchRemoteRoutes).toHaveBeenCalledWith('/auth/sign-in', expect.any(Function));
    // The server preloaded the first page's files with the page: not asked for again.
    expect(preloadFiles).not.toHaveBeenCalled();
    // Nobody hovered the link: the navigation itself starts the first data beside the code.
    const navigated = router.navigate('/projects/p-1?tab=about');
    await waitForCalls(firstData);
    expect(firstData).toHaveBeenCalledWith({
      pathname: '/projects/p-1',
      search: '?tab=about',
      params: { projectId: 'p-1' },
    });
    // The files of the page it goes to are asked for as the navigation starts, once.
    expect(preloadFiles.mock.calls).toEqual([['/projects/p-1']]);
    // The frame's entries are left to the frame, once the page is shown: not read meanwhile.
    expect(prefetchFrame).not.toHaveBeenCalled();
    await navigated;
    expect(router.state.location.pathname).toBe('/projects/p-1');
    // Patching is left to the router's own navigation, which this test's router does not do.
    expect(router.routes[0]!.children![1]!.children).toEqual([]);
    stop();
    await router.navigate('/auth/sign-in');
    await router.navigate('/projects/p-2');
    expect(firstData).toHaveBeenCalledTimes(1);
  });

  it('leaves guarded pages alone while nobody is signed in', async () => {
    const { router, prefetcher, patchRemoteRoutes } = setUp();
    const stop = prefetchOnNavigation(router, prefetcher, 'http://localhost');
    await router.navigate('/projects');
    stop();
    expect(patchRemoteRoutes).toHaveBeenCalledTimes(1);
    expect(patchRemoteRoutes).toHaveBeenCalledWith('/auth/sign-in', expect.any(Function));
  });
});

async function waitForCalls(fn: jest.Mock) {
  for (let i = 0; i < 20 && fn.mock.calls.length === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
