import * as client from 'openid-client';
import type { HarmoApp } from '../../src/app';
import type { Config } from '../../src/config';
import { migrate } from '../../src/db';
import type { Database } from '../../src/db';
import type { HarmoModule } from '../../src/modules';
import { DEMO_ACCOUNT_IDS, createAccountsModule } from '../../src/modules/accounts';
import {
  DEFAULT_CLIENT_ID,
  DEMO_IDENTITY_USERS,
  DEMO_PASSWORD,
  createIdentityModule,
} from '../../src/modules/identity';
import { createOAuthModule } from '../../src/modules/oauth';
import type { OAuthLifetimes } from '../../src/modules/oauth';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { freePort } from '../helpers/ports';

export { DEMO_ACCOUNT_IDS };

/** The web origin the tests configure; the consent screen URL is on it. */
export const WEB_ORIGIN = 'http://localhost:3000';
/** A partner's redirect URI (never actually reached: the test reads the Location header). */
export const PARTNER_REDIRECT = 'https://partner.example/callback';

export interface ApiInstance {
  app: HarmoApp;
  /** http://localhost:<port>, where this instance listens. */
  baseUrl: string;
}

export interface OAuthTestApi extends ApiInstance {
  db: Database;
  config: Config;
  issuer: string;
  /** Another api instance on the same database and configuration (behind one load balancer). */
  secondInstance(): Promise<ApiInstance>;
  close(): Promise<void>;
}

/**
 * The api with the identity, accounts and OAuth modules over a fresh migrated database,
 * listening on a real port (openid-client talks HTTP), with the demo users and accounts.
 */
export async function startOAuthApi(
  options: {
    lifetimes?: Partial<OAuthLifetimes>;
    /** More areas of the api on the same instance (e.g. medication records, projects). */
    modules?: () => HarmoModule[];
  } = {},
): Promise<OAuthTestApi> {
  const testDb = await createTestDatabase();
  await migrate(testDb.db);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = testConfig({ PUBLIC_URL: baseUrl, PORT: String(port) });
  const modules = () => [
    createIdentityModule({ seedDemo: true, env: {} }),
    createAccountsModule({ seedDemo: true, env: {} }),
    createOAuthModule({
      env: { HARMO_WEB_ORIGIN: WEB_ORIGIN },
      ...(options.lifetimes ? { lifetimes: options.lifetimes } : {}),
    }),
    ...(options.modules?.() ?? []),
  ];
  const start = async (listenPort: number): Promise<HarmoApp> => {
    const app = await buildTestApp({ db: testDb.db, config, modules: modules() });
    await app.listen({ host: 'localhost', port: listenPort });
    return app;
  };
  const app = await start(port);
  const others: HarmoApp[] = [];
  return {
    app,
    baseUrl,
    db: testDb.db,
    config,
    issuer: `${baseUrl}/oauth`,
    async secondInstance() {
      const otherPort = await freePort();
      const other = await start(otherPort);
      others.push(other);
      return { app: other, baseUrl: `http://localhost:${otherPort}` };
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** An id token of a demo user, from the identity endpoint (USER_PASSWORD_AUTH). */
export async function signInDemoUser(
  app: HarmoApp,
  who: keyof typeof DEMO_IDENTITY_USERS = 'demo',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: DEFAULT_CLIENT_ID,
      AuthParameters: { USERNAME: DEMO_IDENTITY_USERS[who].email, PASSWORD: DEMO_PASSWORD },
    }),
  });
  const result = res.json<{ AuthenticationResult?: { IdToken: string } }>().AuthenticationResult;
  if (!result) throw new Error(`Sign-in of ${who} failed: ${res.body}`);
  return result.IdToken;
}

export const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

export interface CreatedClient {
  clientId: string;
  clientSecret?: string;
  redirectUris: string[];
  allowedScopes: string[];
}

/** Registers a client through the console API. */
export async function registerClient(
  app: HarmoApp,
  idToken: string,
  body: {
    name?: string;
    type?: 'public' | 'confidential';
    redirectUris?: string[];
    allowedScopes?: string[];
  } = {},
): Promise<CreatedClient> {
  const res = await app.inject({
    method: 'POST',
    url: '/ps/v1/oauth/clients',
    headers: bearer(idToken),
    payload: {
      name: body.name ?? 'お薬アプリ',
      type: body.type ?? 'public',
      redirectUris: body.redirectUris ?? [PARTNER_REDIRECT],
      allowedScopes: body.allowedScopes ?? [
        'openid',
        'offline_access',
        'patient.profile',
        'patient.medications',
        'patient.checkups',
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(`client registration failed: ${res.body}`);
  return res.json<CreatedClient>();
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * A browser's cookie jar and redirect handling, as far as these flows need: cookies by name and
 * path (host-only, localhost), redirects not followed automatically so each hop can be checked.
 */
export class TestBrowser {
  private cookies: StoredCookie[] = [];

  cookieNames(): string[] {
    return this.cookies.map((cookie) => cookie.name);
  }

  private store(setCookie: string): void {
    const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
    const separator = pair!.indexOf('=');
    const name = pair!.slice(0, separator);
    const value = pair!.slice(separator + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key, attributeValue = ''] = attribute.split('=');
      if (key!.toLowerCase() === 'path') path = attributeValue;
      if (key!.toLowerCase() === 'expires' && new Date(attributeValue).getTime() < Date.now()) {
        expired = true;
      }
      if (key!.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
    }
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
    if (!expired) this.cookies.push({ name, value, path });
  }

  private cookieHeader(url: URL): string {
    return this.cookies
      .filter(
        (cookie) =>
          url.pathname === cookie.path ||
          url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  /** A top-level navigation (GET) that does not follow the redirect it may get. */
  async navigate(url: string | URL): Promise<{ status: number; location: string | null }> {
    const target = new URL(url);
    const cookie = this.cookieHeader(target);
    const response = await fetch(target, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    for (const setCookie of response.headers.getSetCookie()) this.store(setCookie);
    await response.arrayBuffer();
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location, target).href : null };
  }
}

/** openid-client's configuration for a client of this server (http allowed: a test server). */
export async function discover(
  issuer: string,
  clientId: string,
  clientSecret?: string,
): Promise<client.Configuration> {
  return client.discovery(
    new URL(issuer),
    clientId,
    undefined,
    clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
    { execute: [client.allowInsecureRequests] },
  );
}

export interface AuthorizationRequest {
  url: URL;
  codeVerifier: string;
  state: string;
}

/**
 * An authorization request with PKCE (S256) and state, built by openid-client. A refresh token
 * (offline_access) is only granted with prompt=consent (OpenID Connect Core §11).
 */
export async function authorizationRequest(
  config: client.Configuration,
  scope: string,
  redirectUri = PARTNER_REDIRECT,
): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    ...(scope.split(' ').includes('offline_access') ? { prompt: 'consent' } : {}),
  });
  return { url, codeVerifier, state };
}

/** The uid of the consent screen URL the authorization server sent the browser to. */
export function interactionUid(location: string | null): string {
  if (!location) throw new Error('no redirect to the consent screen');
  const url = new URL(location);
  if (url.origin !== WEB_ORIGIN || url.pathname !== '/oauth/auth') {
    throw new Error(`unexpected redirect: ${location}`);
  }
  return url.searchParams.get('uid') ?? '';
}

/**
 * Runs the user's part of an authorization request as the web app does: the browser lands on
 * the consent screen, the screen approves through the JSON API with the user's id token, and
 * the browser navigates to the resume URL. Returns where the browser is sent then.
 */
export async function approveInBrowser(
  browser: TestBrowser,
  apps: { authorize: ApiInstance; consent?: ApiInstance; resume?: ApiInstance },
  request: URL,
  idToken: string,
  patientId: string,
): Promise<string> {
  const landing = await browser.navigate(request);
  const uid = interactionUid(landing.location);
  const consentApp = (apps.consent ?? apps.authorize).app;
  const decision = await consentApp.inject({
    method: 'POST',
    url: `/ps/v1/oauth/interactions/${uid}/consent`,
    headers: bearer(idToken),
    payload: { patientId },
  });
  if (decision.statusCode !== 200) throw new Error(`consent failed: ${decision.body}`);
  const resume = new URL(decision.json<{ redirectTo: string }>().redirectTo);
  if (apps.resume) {
    // The load balancer sends this request to the other instance.
    const other = new URL(apps.resume.baseUrl);
    resume.port = other.port;
  }
  const back = await browser.navigate(resume);
  if (!back.location) throw new Error(`resume did not redirect (${back.status})`);
  return back.location;
}

/** A raw token endpoint request (for the cases a client library refuses to send). */
export async function tokenRequest(
  issuer: string,
  form: Record<string, string>,
  clientAuth?: { clientId: string; clientSecret: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (clientAuth) {
    const encode = (value: string) => encodeURIComponent(value);
    headers.authorization = `Basic ${Buffer.from(
      `${encode(clientAuth.clientId)}:${encode(clientAuth.clientSecret)}`,
    ).toString('base64')}`;
  }
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A partner API call with an access token; its status, WWW-Authenticate and body. */
export async function partnerCall(
  baseUrl: string,
  path: string,
  accessToken: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}/partner/v1${path}`, {
    headers: { authorization: `Bearer ${accessToken}`, ...headers },
  });
  return {
    status: response.status,
    wwwAuthenticate: response.headers.get('www-authenticate'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** The query parameters of a redirect back to the client. */
export function callbackParams(location: string): Record<string, string> {
  const url = new URL(location);
  if (`${url.origin}${url.pathname}` !== PARTNER_REDIRECT) {
    throw new Error(`not a redirect to the client: ${location}`);
  }
  return Object.fromEntries(url.searchParams);
}

/** The whole flow for one patient: request, consent, code, and the token response. */
export async function grantTokens(
  api: ApiInstance & { issuer: string },
  config: client.Configuration,
  idToken: string,
  patientId: string,
  scope = 'openid patient.profile',
) {
  const request = await authorizationRequest(config, scope);
  const location = await approveInBrowser(
    new TestBrowser(),
    { authorize: api },
    request.url,
    idToken,
    patientId,
  );
  return client.authorizationCodeGrant(config, new URL(location), {
    pkceCodeVerifier: request.codeVerifier,
    expectedState: request.state,
  });
}

/** Runs the flow up to the code (not exchanged yet): the callback URL and the PKCE verifier. */
export async function codeFor(
  api: ApiInstance,
  config: client.Configuration,
  idToken: string,
  patientId: string,
  scope = 'openid patient.profile',
) {
  const request = await authorizationRequest(config, scope);
  const location = await approveInBrowser(
    new TestBrowser(),
    { authorize: api },
    request.url,
    idToken,
    patientId,
  );
  return { callback: new URL(location), ...request };
}
