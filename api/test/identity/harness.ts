import type { AddressInfo } from 'node:net';
import { AuthenticationDetails, CognitoUser, CognitoUserPool } from 'amazon-cognito-identity-js';
import type { CognitoUserSession, ICognitoStorage } from 'amazon-cognito-identity-js';
import type { HarmoApp } from '../../src/app';
import { migrate } from '../../src/db';
import type { Database } from '../../src/db';
import { createIdentityModule } from '../../src/modules/identity';
import type { IdentityModuleOptions } from '../../src/modules/identity';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

export const POOL_ID = 'ap-northeast-1_HarmoLocal';
export const CLIENT_ID = 'harmo-web-local';
/** The issuer the test app writes into tokens (testConfig's PUBLIC_URL). */
export const ISSUER = `http://localhost:4000/${POOL_ID}`;

/** What a browser's localStorage is to the library: one per simulated browser. */
export class MemoryStorage implements ICognitoStorage {
  readonly items = new Map<string, string>();
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

export interface IdentityServer {
  app: HarmoApp;
  db: Database;
  baseUrl: string;
  endpoint: string;
  pool(storage?: MemoryStorage): CognitoUserPool;
  user(username: string, storage?: MemoryStorage): CognitoUser;
  outbox(to: string): Promise<{ subject: string; body: string; channel: string }[]>;
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

/** The api with only the identity module, on an ephemeral port, over a fresh database. */
export async function startIdentityServer(
  options: IdentityModuleOptions = {},
): Promise<IdentityServer> {
  const testDb: TestDatabase = await createTestDatabase();
  await migrate(testDb.db);
  const app = await buildTestApp({
    db: testDb.db,
    modules: [createIdentityModule({ seedDemo: true, env: {}, ...options })],
    config: testConfig(),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const endpoint = `${baseUrl}/identity/`;

  const pool = (storage = new MemoryStorage()) =>
    new CognitoUserPool({ UserPoolId: POOL_ID, ClientId: CLIENT_ID, endpoint, Storage: storage });

  const outbox: IdentityServer['outbox'] = async (to) => {
    const res = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as {
      messages: { subject: string; body: string; channel: string }[];
    };
    return body.messages;
  };

  return {
    app,
    db: testDb.db,
    baseUrl,
    endpoint,
    pool,
    user: (username, storage = new MemoryStorage()) =>
      new CognitoUser({ Username: username, Pool: pool(storage), Storage: storage }),
    outbox,
    async latestCode(to) {
      const [latest] = await outbox(to);
      const code = latest ? /\b(\d{6})\b/.exec(latest.body)?.[1] : undefined;
      if (!code) throw new Error(`No code in the outbox for ${to}`);
      return code;
    },
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** Every way authenticateUser (and the answers to its challenges) can end. */
export type SignInOutcome =
  | { kind: 'success'; session: CognitoUserSession; userConfirmationNecessary: boolean }
  | { kind: 'totpRequired' }
  | { kind: 'mfaRequired'; parameters: Record<string, string> }
  | { kind: 'selectMFAType'; parameters: Record<string, string> }
  | { kind: 'mfaSetup'; parameters: Record<string, string> }
  | { kind: 'newPasswordRequired'; userAttributes: Record<string, string> };

export interface CognitoFailure {
  code: string;
  name: string;
  message: string;
}

/** The library's callback object, turned into a promise of the outcome. */
export function outcomeCallbacks(
  resolve: (outcome: SignInOutcome) => void,
  reject: (err: CognitoFailure) => void,
) {
  return {
    onSuccess: (session: CognitoUserSession, userConfirmationNecessary?: boolean) =>
      resolve({ kind: 'success', session, userConfirmationNecessary: !!userConfirmationNecessary }),
    onFailure: (err: CognitoFailure) => reject(err),
    totpRequired: () => resolve({ kind: 'totpRequired' }),
    mfaRequired: (_name: unknown, parameters: Record<string, string>) =>
      resolve({ kind: 'mfaRequired', parameters }),
    selectMFAType: (_name: unknown, parameters: Record<string, string>) =>
      resolve({ kind: 'selectMFAType', parameters }),
    mfaSetup: (_name: unknown, parameters: Record<string, string>) =>
      resolve({ kind: 'mfaSetup', parameters }),
    newPasswordRequired: (userAttributes: Record<string, string>) =>
      resolve({ kind: 'newPasswordRequired', userAttributes }),
  };
}

export function signIn(
  user: CognitoUser,
  password: string,
  flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' = 'USER_SRP_AUTH',
): Promise<SignInOutcome> {
  user.setAuthenticationFlowType(flow);
  return new Promise((resolve, reject) => {
    user.authenticateUser(
      new AuthenticationDetails({ Username: user.getUsername(), Password: password }),
      outcomeCallbacks(resolve, reject),
    );
  });
}

/** Signs in and insists on tokens (no challenge). */
export async function signInSession(
  user: CognitoUser,
  password: string,
  flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' = 'USER_SRP_AUTH',
): Promise<CognitoUserSession> {
  const outcome = await signIn(user, password, flow);
  if (outcome.kind !== 'success') throw new Error(`Expected tokens, got ${outcome.kind}`);
  return outcome.session;
}

/** A node-style library call as a promise. */
export function call<T>(run: (callback: (err: unknown, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    run((err, result) => (err ? reject(err) : resolve(result as T)));
  });
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function failureOf(promise: Promise<unknown>): Promise<CognitoFailure> {
  try {
    await promise;
  } catch (err) {
    return err as CognitoFailure;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

/** Decoded JWT payload (no verification; tests that verify use jose). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Raw JSON 1.1 call, for cases the library does not expose. */
export async function rawAction(
  server: IdentityServer,
  action: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(server.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
