import type { CognitoUser } from 'amazon-cognito-identity-js';
import { createConfirmedUser } from '../../src/modules/identity';
import { updateUser } from '../../src/modules/identity/users-repository';
import { Secret } from 'otpauth';
import type { IdentityServer } from './harness';
import {
  MemoryStorage,
  POOL_ID,
  claimsOf,
  failureOf,
  rawAction,
  signIn,
  startIdentityServer,
} from './harness';

const PASSWORD = 'Device-owner-2026';

interface DeviceType {
  DeviceKey: string;
  DeviceAttributes: { Name: string; Value: string }[];
}
interface DeviceList {
  Devices: DeviceType[];
  PaginationToken?: string;
}

function deviceCallback<T>(
  run: (callback: { onSuccess: (r: T) => void; onFailure: (e: unknown) => void }) => void,
) {
  return new Promise<T>((resolve, reject) => run({ onSuccess: resolve, onFailure: reject }));
}

const listDevices = (user: CognitoUser, limit: number, token: string | null) =>
  deviceCallback<DeviceList>((cb) => user.listDevices(limit, token, cb));

describe('identity: remembered devices', () => {
  let server: IdentityServer;
  const email = 'devices@harmo.example';

  beforeAll(async () => {
    server = await startIdentityServer();
    await createConfirmedUser(server.db, { userPoolId: POOL_ID }, { email, password: PASSWORD });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Signs in on a "browser" (its storage), letting the library confirm the new device. */
  async function signInOn(storage: MemoryStorage) {
    const user = server.user(email, storage);
    const outcome = await signIn(user, PASSWORD);
    if (outcome.kind !== 'success') throw new Error(`unexpected ${outcome.kind}`);
    return { user, outcome };
  }

  it('confirms a new device, remembers it, and proves it with DEVICE_SRP_AUTH on the next sign-in', async () => {
    const browser = new MemoryStorage();
    const { user, outcome } = await signInOn(browser);
    // With device tracking "user opt-in" the library confirms the device and reports that the
    // user may choose to remember it.
    expect(outcome.userConfirmationNecessary).toBe(true);
    const prefix = `CognitoIdentityServiceProvider.harmo-web-local.${user.getUsername()}`;
    const deviceKey = browser.getItem(`${prefix}.deviceKey`);
    expect(deviceKey).toMatch(/^ap-northeast-1_[0-9a-f-]{36}$/);
    expect(browser.getItem(`${prefix}.deviceGroupKey`)).toBeTruthy();
    expect(browser.getItem(`${prefix}.randomPasswordKey`)).toBeTruthy();

    await deviceCallback((cb) => user.setDeviceStatusRemembered(cb));
    // The library's typings say getDevice yields a string; it yields GetDevice's JSON answer.
    const device = await deviceCallback<{ Device: DeviceType }>((cb) =>
      user.getDevice(cb as unknown as Parameters<CognitoUser['getDevice']>[0]),
    );
    expect(device.Device.DeviceKey).toBe(deviceKey);
    expect(device.Device.DeviceAttributes).toEqual(
      expect.arrayContaining([{ Name: 'dev:device_remembered_status', Value: 'remembered' }]),
    );

    // The same browser signs in again: password, then the device's own SRP proof.
    const again = await signInOn(browser);
    const access = claimsOf(again.outcome.session.getAccessToken().getJwtToken());
    expect(access.device_key).toBe(deviceKey);
    const { rows } = await server.db.query<{ last_authenticated_at: Date }>(
      'SELECT last_authenticated_at FROM identity_devices WHERE device_key = $1',
      [deviceKey],
    );
    expect(rows[0]?.last_authenticated_at).toBeInstanceOf(Date);
  });

  it('skips MFA on a remembered device but still requires it elsewhere', async () => {
    const mfaEmail = 'devices-mfa@harmo.example';
    const created = await createConfirmedUser(
      server.db,
      { userPoolId: POOL_ID },
      { email: mfaEmail, password: PASSWORD },
    );
    const browser = new MemoryStorage();
    const user = server.user(mfaEmail, browser);
    await signIn(user, PASSWORD);
    await deviceCallback((cb) => user.setDeviceStatusRemembered(cb));
    await updateUser(
      server.db,
      created.id,
      {
        totpEnabled: true,
        totpSecret: new Secret({ size: 20 }).base32,
        preferredMfa: 'SOFTWARE_TOKEN_MFA',
      },
      new Date(),
    );
    expect((await signIn(server.user(mfaEmail, browser), PASSWORD)).kind).toBe('success');
    expect((await signIn(server.user(mfaEmail, new MemoryStorage()), PASSWORD)).kind).toBe(
      'totpRequired',
    );
  });

  it('lists devices page by page with Limit and PaginationToken, and forgets one', async () => {
    const browsers = [new MemoryStorage(), new MemoryStorage(), new MemoryStorage()];
    let user: CognitoUser | undefined;
    for (const browser of browsers) user = (await signInOn(browser)).user;
    if (!user) throw new Error('no user');

    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page: DeviceList = await listDevices(user, 2, token);
      expect(page.Devices.length).toBeLessThanOrEqual(2);
      seen.push(...page.Devices.map((d) => d.DeviceKey));
      token = page.PaginationToken ?? null;
      pages += 1;
    } while (token);
    // One device from the first test plus three here, each listed once.
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    expect(pages).toBe(2);

    const firstPage = await listDevices(user, 2, null);
    expect(firstPage.PaginationToken).toBeDefined();

    const forgotten = seen[0] as string;
    await deviceCallback((cb) => user.forgetSpecificDevice(forgotten, cb));
    const all = await listDevices(user, 10, null);
    expect(all.Devices.map((d) => d.DeviceKey)).not.toContain(forgotten);
    expect(all.Devices).toHaveLength(3);
    expect(all.PaginationToken).toBeUndefined();

    const bad = await rawAction(server, 'ListDevices', {
      AccessToken: user.getSignInUserSession()?.getAccessToken().getJwtToken(),
      Limit: 2,
      PaginationToken: 'not-a-token',
    });
    expect(bad.body.__type).toBe('InvalidParameterException');
  });

  it('forgets a device whose key the browser still holds, and signs in again as a new device', async () => {
    const browser = new MemoryStorage();
    const { user } = await signInOn(browser);
    const prefix = `CognitoIdentityServiceProvider.harmo-web-local.${user.getUsername()}`;
    const oldKey = browser.getItem(`${prefix}.deviceKey`);
    // Forget it from another session: the browser keeps its now-unknown key.
    const other = await signInOn(new MemoryStorage());
    await deviceCallback((cb) => other.user.forgetSpecificDevice(oldKey as string, cb));

    // The library gets "device does not exist", drops its key and retries, as with Cognito.
    const again = await signInOn(browser);
    expect(again.outcome.session.isValid()).toBe(true);
    expect(browser.getItem(`${prefix}.deviceKey`)).not.toBe(oldKey);

    const missing = await failureOf(
      deviceCallback((cb) => other.user.forgetSpecificDevice(oldKey as string, cb)),
    );
    expect((missing as { code: string }).code).toBe('ResourceNotFoundException');
  });
});
