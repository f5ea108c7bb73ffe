import { createHash, randomBytes } from 'node:crypto';
import type { HarmoApp } from '../../src/app';
import type { Config } from '../../src/config';
import { migrate } from '../../src/db';
import type { Database } from '../../src/db';
import { createAccountsModule } from '../../src/modules/accounts';
import type { AccountsModuleOptions } from '../../src/modules/accounts';
import { createCentralModule } from '../../src/modules/central';
import {
  DEFAULT_CLIENT_ID,
  DEFAULT_USER_POOL_ID,
  createConfirmedUser,
  createIdentityModule,
} from '../../src/modules/identity';
import type { IdentityModuleOptions } from '../../src/modules/identity';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';

export const CLIENT_ID = DEFAULT_CLIENT_ID;
export const PASSWORD = 'Harmo-test-2026';

/** A clock the tests can move; the central module and the identity module read it. */
export class TestClock {
  offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
}

export interface TestApi {
  app: HarmoApp;
  db: Database;
  config: Config;
  clock: TestClock;
  /** The identity module's own clock (set it in the past to have it issue expired tokens). */
  identityClock: TestClock;
  /** Another app on the same database (e.g. an identity module with another app client). */
  sibling(identity: IdentityModuleOptions): Promise<HarmoApp>;
  close(): Promise<void>;
}

/** The api with the identity, accounts and central modules over a fresh migrated database. */
export async function startTestApi(
  options: { accounts?: AccountsModuleOptions; identity?: IdentityModuleOptions } = {},
): Promise<TestApi> {
  const testDb: TestDatabase = await createTestDatabase();
  await migrate(testDb.db);
  const config = testConfig();
  const clock = new TestClock();
  const identityClock = new TestClock();
  const app = await buildTestApp({
    db: testDb.db,
    config,
    modules: [
      createIdentityModule({
        seedDemo: false,
        env: {},
        now: identityClock.now,
        ...options.identity,
      }),
      createAccountsModule({ seedDemo: false, env: {}, now: clock.now, ...options.accounts }),
      createCentralModule({ now: clock.now }),
    ],
  });
  const siblings: HarmoApp[] = [];
  return {
    app,
    db: testDb.db,
    config,
    clock,
    identityClock,
    async sibling(identity) {
      const other = await buildTestApp({
        db: testDb.db,
        config,
        modules: [createIdentityModule({ seedDemo: false, env: {}, ...identity })],
      });
      siblings.push(other);
      return other;
    },
    async close() {
      for (const other of siblings) await other.close();
      await app.close();
      await testDb.cleanup();
    },
  };
}

export interface SignedIn {
  sub: string;
  email: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** A JSON 1.1 call to the identity endpoint, in-process. */
export async function identityAction(
  app: HarmoApp,
  action: string,
  body: unknown,
): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  const res = await app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    payload: JSON.stringify(body),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/** Signs in through the identity endpoint (USER_PASSWORD_AUTH) and returns the tokens. */
export async function signIn(
  app: HarmoApp,
  email: string,
  options: { password?: string; clientId?: string } = {},
): Promise<SignedIn> {
  const password = options.password ?? PASSWORD;
  const res = await identityAction(app, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: options.clientId ?? CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const result = res.body.AuthenticationResult as
    { IdToken: string; AccessToken: string; RefreshToken: string } | undefined;
  if (res.statusCode !== 200 || !result) {
    throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(res.body)}`);
  }
  return {
    sub: claimsOf(result.IdToken).sub as string,
    email,
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
  };
}

let userCounter = 0;

/** A new confirmed identity user (through the identity module's own admin function), signed in. */
export async function newIdentity(api: TestApi, label = 'user'): Promise<SignedIn> {
  userCounter += 1;
  const email = `${label}-${userCounter}-${randomBytes(3).toString('hex')}@example.jp`;
  await createConfirmedUser(
    api.db,
    { userPoolId: DEFAULT_USER_POOL_ID },
    { email, password: PASSWORD },
  );
  return signIn(api.app, email);
}

/** Decoded JWT payload (no verification). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const bearer = (user: { idToken: string }) => ({ authorization: `Bearer ${user.idToken}` });

export const sha256Hex = (value: string): string =>
  createHash('sha256').update(value, 'utf8').digest('hex');

export const randomHex32 = (): string => randomBytes(16).toString('hex');

/** A form-encoded POST to the central server. */
export async function centralPost(
  app: HarmoApp,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/personal/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

export interface LiteUser {
  idm: string;
  secret: string;
  /** The device of registerDevice, the one the upgrade names. */
  did: string;
  firstDid: string;
}

/**
 * The lite-account sequence as the web runs it: issue token → register → enter →
 * update personal info → enter → register device.
 */
export async function runLiteAccountSequence(
  app: HarmoApp,
  person: { birthYear: string; sex: '1' | '2' } = { birthYear: '1985', sex: '2' },
): Promise<LiteUser> {
  const expectOk = (res: { statusCode: number; body: string }, step: string) => {
    if (res.statusCode !== 200) throw new Error(`${step} failed: ${res.statusCode} ${res.body}`);
  };
  const idm = randomHex32();
  const secret = randomHex32();
  const issued = await centralPost(app, 'issueRegistrationToken', {});
  expectOk(issued, 'issueRegistrationToken');
  const { token } = issued.json<{ token: string }>();
  const registered = await centralPost(app, 'register', {
    idm,
    secret,
    rsv: randomBytes(8).readBigUInt64BE().toString(),
    authCode: sha256Hex(token),
  });
  expectOk(registered, 'register');
  const firstDid = registered.json<{ did: string }>().did;

  const entered = await centralPost(app, 'enter', { idm, did: firstDid, secret });
  expectOk(entered, 'enter');
  const updated = await centralPost(
    app,
    'updatePersonalInfo',
    { ...person, name: '0000' },
    { 'x-central-session': entered.json<{ session: string }>().session },
  );
  expectOk(updated, 'updatePersonalInfo');

  const enteredAgain = await centralPost(app, 'enter', { idm, did: firstDid, secret });
  expectOk(enteredAgain, 'enter (again)');
  const device = await centralPost(
    app,
    'registerDevice',
    { secret },
    { 'x-central-session': enteredAgain.json<{ session: string }>().session },
  );
  expectOk(device, 'registerDevice');
  return { idm, secret, did: device.json<{ did: string }>().did, firstDid };
}

export interface Profile {
  name: string;
  kana: string;
  birthDate: string;
  gender: 'male' | 'female';
}

export const HANAKO: Profile = {
  name: '山田 花子',
  kana: 'ヤマダ ハナコ',
  birthDate: '1985-04-12',
  gender: 'female',
};

/** POST /ps/v1/accounts/v2/upgrade for a signed-in identity and its lite user. */
export async function upgrade(
  app: HarmoApp,
  user: SignedIn,
  lite: LiteUser,
  profile: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/ps/v1/accounts/v2/upgrade',
    headers: bearer(user),
    payload: {
      accessToken: user.accessToken,
      ...HANAKO,
      idm: lite.idm,
      did: lite.did,
      secret: lite.secret,
      ...profile,
    },
  });
}

/** A new identity with a full account (lite-account sequence + upgrade). */
export async function newAccount(
  api: TestApi,
  label: string,
  profile: Partial<Profile> = {},
): Promise<SignedIn & { accountId: string }> {
  const user = await newIdentity(api, label);
  const lite = await runLiteAccountSequence(api.app);
  const res = await upgrade(api.app, user, lite, profile);
  if (res.statusCode !== 200) throw new Error(`upgrade failed: ${res.body}`);
  return { ...user, accountId: res.json<{ accountId: string }>().accountId };
}
