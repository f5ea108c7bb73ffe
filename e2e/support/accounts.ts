import { createHash, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  CLIENT_ID,
  codeSentTo,
  identityAction,
  signInThroughApi,
  storeSession,
  type ApiSession,
} from './identity';
import { API_URL } from './stack';

/** A password that meets the pool's policy, for the accounts the tests create. */
export const TEST_PASSWORD = 'Harmo-test-2026';

export interface TestAccount extends ApiSession {
  email: string;
  password: string;
  accountId: string;
}

let counter = 0;

/** A fresh address on the demo domain (the outbox shows what is sent to it). */
export function freshEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@harmo.example`;
}

/**
 * Fills the sign-up form (on /auth/sign-in?flow=sign-up) with `password` twice, agrees to the
 * terms and the privacy policy and sends it.
 */
export async function submitSignUp(page: Page, address: string, password: string): Promise<void> {
  await page.getByLabel('メールアドレス').fill(address);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByLabel('新しいパスワード（確認）').fill(password);
  await page.getByLabel('利用規約とプライバシーポリシーに同意する').check();
  await page.getByRole('button', { name: '登録する' }).click();
}

async function central(path: string, form: Record<string, string>, session?: string) {
  const response = await fetch(`${API_URL}/personal/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(session ? { 'x-central-session': session } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  const json = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`/personal/${path} failed: ${JSON.stringify(json)}`);
  return json;
}

/** A product API call from the test process, as the given session. */
export async function productApi(
  session: ApiSession,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...headers,
      authorization: `Bearer ${session.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

/**
 * A new harmo account made from the test process the way the web makes one: sign-up, the
 * e-mailed code, sign-in, the lite-account sequence and the upgrade. The starting point of the
 * tests that change or delete an account (the demo accounts stay as other specs expect them).
 */
export async function createAccountThroughApi(
  label: string,
  profile: { name: string; kana: string } = { name: '試験 花子', kana: 'シケン ハナコ' },
): Promise<TestAccount> {
  const email = freshEmail(label);
  const sent = new Date();
  await identityAction('SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: TEST_PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  await identityAction('ConfirmSignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    ConfirmationCode: await codeSentTo(email, sent),
  });
  const session = await signInThroughApi(email, TEST_PASSWORD);

  const idm = randomBytes(16).toString('hex');
  const secret = randomBytes(16).toString('hex');
  const { token } = await central('issueRegistrationToken', {});
  const { did: firstDid } = await central('register', {
    idm,
    secret,
    rsv: randomBytes(8).readBigUInt64BE().toString(),
    authCode: createHash('sha256').update(token!, 'utf8').digest('hex'),
  });
  const { session: first } = await central('enter', { idm, did: firstDid!, secret });
  await central('updatePersonalInfo', { birthYear: '1990', sex: '2', name: '0000' }, first);
  const { session: second } = await central('enter', { idm, did: firstDid!, secret });
  const { did } = await central('registerDevice', { secret }, second);
  const upgraded = await productApi(session, 'POST', '/ps/v1/accounts/v2/upgrade', {
    accessToken: session.accessToken,
    ...profile,
    birthDate: '1990-01-02',
    gender: 'female',
    idm,
    did,
    secret,
  });
  expect(upgraded.status).toBe(200);
  return {
    ...session,
    email,
    password: TEST_PASSWORD,
    accountId: String(upgraded.json?.accountId),
  };
}

/** Stores a test account's session in the browser (as a sign-in leaves it). */
export async function signInAs(page: Page, account: TestAccount): Promise<void> {
  await storeSession(page, account);
}

/**
 * Devices that signed in to an account: each sign-in from the test process gets a new device
 * from the pool, confirmed with a random verifier (as a browser confirms its own) and a name.
 */
export async function addSignedInDevices(account: TestAccount, names: string[]): Promise<void> {
  for (const name of names) {
    const answer = await identityAction('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    });
    const result = answer.AuthenticationResult as {
      AccessToken: string;
      NewDeviceMetadata?: { DeviceKey: string };
    };
    const deviceKey = result.NewDeviceMetadata?.DeviceKey;
    if (!deviceKey) throw new Error('The pool did not issue a device');
    await identityAction('ConfirmDevice', {
      AccessToken: result.AccessToken,
      DeviceKey: deviceKey,
      DeviceName: name,
      DeviceSecretVerifierConfig: {
        PasswordVerifier: randomBytes(384).toString('base64'),
        Salt: randomBytes(16).toString('base64'),
      },
    });
  }
}

/** The names of an account's devices, as ListDevices answers the test process. */
export async function deviceNamesThroughApi(account: TestAccount): Promise<string[]> {
  const answer = await identityAction('ListDevices', {
    AccessToken: account.accessToken,
    Limit: 60,
  });
  return ((answer.Devices ?? []) as { DeviceAttributes?: { Name: string; Value: string }[] }[]).map(
    (device) => device.DeviceAttributes?.find((a) => a.Name === 'device_name')?.Value ?? '',
  );
}
