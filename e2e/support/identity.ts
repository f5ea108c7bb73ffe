import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { API_URL, HOST_URL } from './stack';

/**
 * The api's demo data (api/src/modules/identity/seed.ts and
 * api/src/modules/accounts/demo/seed-demo-accounts.ts), as the tests use it.
 */
export const CLIENT_ID = 'harmo-web-local';
export const DEMO_PASSWORD = 'Harmo-demo-2026';
export const DEMO_TEMPORARY_PASSWORD = 'Harmo-temp-2026';
export const DEMO_TOTP_SECRET = 'HARMODEMOTOTPSECRETKEYFORLOCAL23';
export const DEMO_USERS = {
  demo: 'demo@harmo.example',
  family: 'family@harmo.example',
  totp: 'totp@harmo.example',
  sms: 'sms@harmo.example',
  invited: 'invited@harmo.example',
} as const;
export const DEMO_SMS_PHONE = '+819000000004';
export const DEMO_ACCOUNT_IDS = {
  demo: '6ac0c0a1-2026-4a00-8000-000000000001',
  demoChild: '6ac0c0a1-2026-4a00-8000-000000000011',
  family: '6ac0c0a1-2026-4a00-8000-000000000002',
  familyParent: '6ac0c0a1-2026-4a00-8000-000000000021',
} as const;

export interface ApiSession {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  cognitoUserName: string;
}

/** One call of the identity endpoint's JSON 1.1 protocol, from the test process. */
export async function identityAction(
  action: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${API_URL}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${action} failed: ${JSON.stringify(json)}`);
  return json;
}

export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Signs a demo user in through the api (plain password flow), as a test's starting point. */
export async function signInThroughApi(
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<ApiSession> {
  const answer = await identityAction('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const result = answer.AuthenticationResult as
    { IdToken: string; AccessToken: string; RefreshToken: string } | undefined;
  if (!result) throw new Error(`${email} did not get tokens: ${JSON.stringify(answer)}`);
  const cognitoUserName = String(claimsOf(result.IdToken)['cognito:username']);
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
    cognitoUserName,
  };
}

/** An unsigned token whose claims say it expired a minute ago (the web reads claims only). */
export function expiredIdToken(session: ApiSession): string {
  const claims = { ...claimsOf(session.idToken) };
  const now = Math.floor(Date.now() / 1000);
  claims.iat = now - 3660;
  claims.exp = now - 60;
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.expired`;
}

/**
 * Stores a session in the browser the way a sign-in leaves it (the refresh token and user name
 * keys plus the identity library's token cache), on `origin`'s storage. The page is left on the
 * debug page.
 */
export async function storeSession(
  page: Page,
  session: ApiSession,
  options: { origin?: string; idToken?: string } = {},
): Promise<void> {
  await page.goto(`${options.origin ?? HOST_URL}/harmo-debug-114514`);
  await page.evaluate(
    ({ session: s, clientId, idToken }) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      localStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('cognitoUserName', s.cognitoUserName);
      localStorage.setItem(`${prefix}.${s.cognitoUserName}.idToken`, idToken);
      localStorage.setItem(`${prefix}.${s.cognitoUserName}.accessToken`, s.accessToken);
      localStorage.setItem(`${prefix}.${s.cognitoUserName}.refreshToken`, s.refreshToken);
      localStorage.setItem(`${prefix}.${s.cognitoUserName}.clockDrift`, '0');
      localStorage.setItem(`${prefix}.LastAuthUser`, s.cognitoUserName);
    },
    { session, clientId: CLIENT_ID, idToken: options.idToken ?? session.idToken },
  );
}

/** A demo user signed in and stored in the browser: what the guarded-screen tests start from. */
export async function signedInAs(
  page: Page,
  email: string = DEMO_USERS.demo,
  origin?: string,
): Promise<ApiSession> {
  const session = await signInThroughApi(email);
  await storeSession(page, session, origin ? { origin } : {});
  return session;
}

/** RevokeToken at the identity endpoint, as another device's sign-out would. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await identityAction('RevokeToken', { Token: refreshToken, ClientId: CLIENT_ID });
}

/** PUT /ps/v1/token with a refresh token: the status tells whether it still works. */
export async function refreshStatus(session: ApiSession): Promise<number> {
  const response = await fetch(`${API_URL}/ps/v1/token`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cognitoUserName: session.cognitoUserName,
      refreshToken: session.refreshToken,
    }),
  });
  return response.status;
}

interface OutboxMessage {
  id: string;
  body: string;
  createdAt: string;
}

/**
 * The newest six-digit code sent to an address (the api's development outbox), waiting for one
 * sent after `since`.
 */
export async function codeSentTo(to: string, since: Date, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const fresh = messages.find((message) => new Date(message.createdAt) >= since);
    const code = fresh ? /\b(\d{6})\b/.exec(fresh.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code sent to ${to} since ${since.toISOString()}`);
}

/** The authenticator code of a secret for now (or for a later 30-second step). */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}
