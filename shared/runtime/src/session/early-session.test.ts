import { EARLY_SESSION_SCRIPT } from '@harmo/build/inline-scripts';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { ACCOUNTS_PATHS } from '@harmo/contracts/accounts-paths';
import { apiRequest } from '../api/api-client';
import { setRuntimeConfig } from '../config/runtime-config';
import { fakeTokens } from '../auth/testing/fake-tokens';
import { person } from '../testing/account-fixtures';
import { ID_TOKEN_REUSE_MIN_SECONDS, installTokenPolicy } from '../auth/token-policy';
import { forgetStoredSession, hasStoredSession, storeSignIn } from '../auth/token-store';
import { queryClient } from '../query/query-client';
import { loadSession } from './session-lifecycle';
import { useSessionStore } from './session-store';

/*
 * The page's inline script (the app server writes it into a page) against the session's own
 * storage keys, the accounts api's paths and the API client that takes its answers.
 */

const config = runtimeConfigFromEnv({
  HARMO_API_URL: 'https://api.example',
  HARMO_IDENTITY_ENDPOINT: 'https://identity.example/',
  HARMO_USER_POOL_CLIENT_ID: 'client-1',
});
const SESSION_URLS = [ACCOUNTS_PATHS.me, ACCOUNTS_PATHS.family, ACCOUNTS_PATHS.sharing].map(
  (path) => new URL(path, config.apiBaseUrl as string).href,
);

const fetchMock = jest.fn();
const answer = (url: string) => {
  const { pathname } = new URL(url);
  if (pathname === ACCOUNTS_PATHS.me) return Response.json({ ...person('me'), email: 'me@x.jp' });
  if (pathname === ACCOUNTS_PATHS.family) return Response.json({ family: [person('kid')] });
  if (pathname === '/ps/v1/mynapo/portal') return Response.json({ mode: 'standin' });
  return Response.json({ receivedAccountSharing: [], familyAccountSharing: [] });
};
const calledUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

type EarlyWindow = { harmoEarlyRequests?: unknown };

/**
 * The page as the server sends it: the configuration inline, the api paths its route asks for
 * first when it declares any, then the script.
 */
function openPage(pageConfig: unknown = config, pageRequests: string[] = []) {
  document.head.innerHTML =
    `<script type="application/json" id="harmo-runtime-config">${JSON.stringify(pageConfig)}</script>` +
    (pageRequests.length > 0
      ? `<meta name="harmo-early-requests" content="${pageRequests.join(' ')}">`
      : '');
  new Function(EARLY_SESSION_SCRIPT)();
}

function signIn(userName: string, expiresInSeconds: number) {
  const tokens = fakeTokens({ userName, expiresInSeconds });
  storeSignIn({ ...tokens, cognitoUserName: userName });
  return tokens;
}

beforeAll(() => {
  setRuntimeConfig(config);
  installTokenPolicy();
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string | URL) => answer(String(url)));
  delete (window as EarlyWindow).harmoEarlyRequests;
  document.documentElement.removeAttribute('data-harmo-session');
  forgetStoredSession();
  useSessionStore.getState().clear();
  queryClient.clear();
});

describe("the page's early session requests", () => {
  it('ask for the account, family and sharing with the stored token, and the app takes the answers', async () => {
    const { idToken } = signIn('u-1', 3600);
    openPage();
    expect(calledUrls()).toEqual(SESSION_URLS);
    // The frame painted before the code may show the guarded page's heading.
    expect(document.documentElement).toHaveAttribute('data-harmo-session');
    for (const [, init] of fetchMock.mock.calls) {
      expect(init).toMatchObject({
        credentials: 'include',
        headers: { Authorization: `Bearer ${idToken}`, Accept: 'application/json' },
      });
    }

    await expect(loadSession()).resolves.toBe(true);
    // No second request: the session was built from the page's answers.
    expect(calledUrls()).toEqual(SESSION_URLS);
    expect(useSessionStore.getState().user?.email).toBe('me@x.jp');
    expect(Object.keys(useSessionStore.getState().patients).sort()).toEqual(['kid', 'me']);
  });

  it("ask for the page's own first data beside the session's, and the app takes that answer too", async () => {
    signIn('u-1', 3600);
    openPage(config, ['/ps/v1/mynapo/portal', '/ps/v1/other']);
    const pageUrls = ['/ps/v1/mynapo/portal', '/ps/v1/other'].map(
      (path) => new URL(path, config.apiBaseUrl as string).href,
    );
    expect(calledUrls()).toEqual([...SESSION_URLS, ...pageUrls]);
    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => Response.json({ mode: 'later' }));
    await expect(apiRequest('/ps/v1/mynapo/portal')).resolves.toEqual({ mode: 'standin' });
    // The answer the page asked for, not a second request.
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/ps/v1/mynapo/portal')).resolves.toEqual({ mode: 'later' });
    expect(calledUrls()).toEqual([pageUrls[0]]);
  });

  it('are taken once: the next read of the account asks the api', async () => {
    signIn('u-1', 3600);
    openPage();
    await loadSession();
    await queryClient.invalidateQueries();
    await loadSession();
    expect(calledUrls()).toEqual([...SESSION_URLS, ...SESSION_URLS]);
  });

  it('start only for a token the app would use as it is, not one it refreshes first', () => {
    signIn('u-1', ID_TOKEN_REUSE_MIN_SECONDS - 5);
    openPage();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((window as EarlyWindow).harmoEarlyRequests).toBeUndefined();
    // The app restores that session (after a refresh): the frame is a signed-in visitor's.
    expect(document.documentElement).toHaveAttribute('data-harmo-session');

    signIn('u-1', ID_TOKEN_REUSE_MIN_SECONDS + 5);
    openPage();
    expect(calledUrls()).toEqual(SESSION_URLS);
  });

  it('start nothing, and fail nothing, without a session or with storage the script cannot read', () => {
    openPage();
    expect(document.documentElement).not.toHaveAttribute('data-harmo-session');
    localStorage.setItem('cognitoUserName', 'u-1');
    openPage();
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.u-1.idToken', 'not-a-jwt');
    openPage();
    openPage({ nonsense: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('mark the frame a signed-in one exactly when the app will restore a session', () => {
    const frameMarked = () => {
      document.documentElement.removeAttribute('data-harmo-session');
      openPage();
      return document.documentElement.hasAttribute('data-harmo-session');
    };
    expect(frameMarked()).toBe(hasStoredSession());
    localStorage.setItem('refreshToken', 'r-1');
    expect(frameMarked()).toBe(true);
    expect(hasStoredSession()).toBe(true);
    localStorage.clear();
    localStorage.setItem('cognitoUserName', 'u-1');
    expect(frameMarked()).toBe(true);
    expect(hasStoredSession()).toBe(true);
    localStorage.clear();
    expect(frameMarked()).toBe(false);
    expect(hasStoredSession()).toBe(false);
  });

  it('that failed are made again by the app', async () => {
    signIn('u-1', 3600);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    openPage();
    fetchMock.mockImplementation(async (url: string | URL) => answer(String(url)));
    await expect(loadSession()).resolves.toBe(true);
    expect(calledUrls()).toEqual([...SESSION_URLS, ...SESSION_URLS]);
  });

  it('are not taken for another token: a session signed in since asks for its own', async () => {
    signIn('u-1', 3600);
    openPage();
    const { idToken } = signIn('u-2', 3600);
    await expect(loadSession()).resolves.toBe(true);
    expect(calledUrls()).toEqual([...SESSION_URLS, ...SESSION_URLS]);
    const last = fetchMock.mock.calls.at(-1)![1] as RequestInit;
    expect(last.headers).toMatchObject({ Authorization: `Bearer ${idToken}` });
  });
});
