/**
 * The signed-in account's identity settings (`@harmo/shared/account-settings`): password, e-mail
 * and phone, two-step sign-in, remembered devices, sign-out everywhere, deletion. Only the account
 * screens call them, so they are a module of their own, not part of the shared package's entry,
 * which is on every first screen. It holds no state: the session, the tokens and the identity
 * library come from `@harmo/shared`, the page's one copy.
 */
import {
  identityClientId,
  refreshIdToken,
  signedInIdentityUser,
  storage,
  type CodeDelivery,
} from '@harmo/shared';

/**
 * A signed-in call as it ends. Refused for its access token ("Access Token has been revoked"
 * once the account signed out everywhere from another device), it asks for a refresh: when that
 * is refused too, the session has ended here as well, and ends as after any refused refresh, the
 * visitor sent to sign in again. Read as a wrong password, the refusal would have sent them
 * typing theirs again for nothing.
 */
function signedInCall<T>(call: Promise<T>): Promise<T> {
  return call.catch(async (error: unknown) => {
    if (/access token/i.test(String((error as Error | null)?.message))) {
      await refreshIdToken().catch(() => undefined);
    }
    throw error;
  });
}

/** A callback of the identity library as a promise. */
function settle<T>(run: (done: (error: unknown, value?: T) => void) => void): Promise<T> {
  return signedInCall(
    new Promise<T>((resolve, reject) =>
      run((error, value) => (error ? reject(error) : resolve(value as T))),
    ),
  );
}

export type MfaMethod = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** What the account settings show of the identity: its e-mail, phone and two-step sign-in. */
export interface IdentitySettings {
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  /** The second factors that are on. */
  mfaEnabled: MfaMethod[];
  preferredMfa: MfaMethod | null;
}

/** GetUser: the signed-in identity's attributes and MFA settings, as the endpoint has them now. */
export async function getIdentitySettings(): Promise<IdentitySettings> {
  const user = await signedInIdentityUser();
  const data = await settle<{
    UserAttributes: { Name: string; Value: string }[];
    UserMFASettingList?: string[];
    PreferredMfaSetting?: string;
  }>((done) => user.getUserData((error, value) => done(error, value), { bypassCache: true }));
  const attribute = (name: string) =>
    data.UserAttributes.find((entry) => entry.Name === name)?.Value ?? null;
  const isMethod = (value: unknown): value is MfaMethod =>
    value === 'SMS_MFA' || value === 'SOFTWARE_TOKEN_MFA';
  return {
    email: attribute('email'),
    emailVerified: attribute('email_verified') === 'true',
    phoneNumber: attribute('phone_number'),
    phoneNumberVerified: attribute('phone_number_verified') === 'true',
    mfaEnabled: (data.UserMFASettingList ?? []).filter(isMethod),
    preferredMfa: isMethod(data.PreferredMfaSetting) ? data.PreferredMfaSetting : null,
  };
}

/** ChangePassword: the current password proves the person; the session stays signed in. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = await signedInIdentityUser();
  await settle((done) => user.changePassword(currentPassword, newPassword, done));
}

function deliveryOf(details: unknown): CodeDelivery {
  const source = (details ?? {}) as Record<string, unknown>;
  return {
    destination: typeof source.Destination === 'string' ? source.Destination : null,
    medium: typeof source.DeliveryMedium === 'string' ? source.DeliveryMedium : null,
  };
}

/**
 * UpdateUserAttributes for the e-mail address or the phone number: the endpoint sends a code
 * to the new one, which stays unverified until VerifyUserAttribute.
 */
export async function changeContact(
  attribute: 'email' | 'phone_number',
  value: string,
): Promise<CodeDelivery> {
  const user = await signedInIdentityUser();
  const answer = await settle<{ CodeDeliveryDetailsList?: unknown[] } | undefined>((done) =>
    user.updateAttributes([{ Name: attribute, Value: value.trim() }], (error, _result, details) =>
      done(error, details as { CodeDeliveryDetailsList?: unknown[] } | undefined),
    ),
  );
  return deliveryOf(answer?.CodeDeliveryDetailsList?.[0]);
}

/** GetUserAttributeVerificationCode: sends the code for the e-mail or phone number again. */
export async function resendContactCode(attribute: 'email' | 'phone_number'): Promise<void> {
  const user = await signedInIdentityUser();
  await settle((done) =>
    user.getAttributeVerificationCode(attribute, {
      onSuccess: () => done(null),
      onFailure: (error) => done(error),
      inputVerificationCode: () => done(null),
    }),
  );
}

/**
 * VerifyUserAttribute. A verified new e-mail is what the id token names from now on, so the
 * tokens are refreshed at once (the product API reads the address from the id token).
 */
export async function verifyContact(attribute: 'email' | 'phone_number', code: string) {
  const user = await signedInIdentityUser();
  await settle((done) =>
    user.verifyAttribute(attribute, code.trim(), {
      onSuccess: () => done(null),
      onFailure: (error) => done(error),
    }),
  );
  if (attribute === 'email') await refreshIdToken();
}

/** AssociateSoftwareToken for the signed-in user: a new authenticator secret (base32). */
export async function associateAuthenticator(): Promise<string> {
  const user = await signedInIdentityUser();
  return new Promise((resolve, reject) =>
    user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }),
  );
}

/** VerifySoftwareToken, then SetUserMFAPreference: the authenticator becomes the second step. */
export async function enableAuthenticator(code: string, deviceName: string): Promise<void> {
  const user = await signedInIdentityUser();
  await new Promise<void>((resolve, reject) =>
    user.verifySoftwareToken(code.trim(), deviceName, {
      onSuccess: () => resolve(),
      onFailure: reject,
    }),
  );
  await settle((done) =>
    user.setUserMfaPreference(null, { Enabled: true, PreferredMfa: true }, done),
  );
}

/** SetUserMFAPreference: turns SMS (to the verified phone number) on as the second step. */
export async function enableSmsMfa(): Promise<void> {
  const user = await signedInIdentityUser();
  await settle((done) =>
    user.setUserMfaPreference({ Enabled: true, PreferredMfa: true }, null, done),
  );
}

/** SetUserMFAPreference: turns every second step off (password only). */
export async function disableMfa(): Promise<void> {
  const user = await signedInIdentityUser();
  await settle((done) =>
    user.setUserMfaPreference(
      { Enabled: false, PreferredMfa: false },
      { Enabled: false, PreferredMfa: false },
      done,
    ),
  );
}

/** A remembered device, as the account settings list it. */
export interface RememberedDevice {
  deviceKey: string;
  name: string | null;
  lastAuthenticatedAt: Date | null;
  createdAt: Date | null;
  /** This browser. */
  current: boolean;
}

export interface DevicePage {
  devices: RememberedDevice[];
  /** Present when there are more devices: ask again with it. */
  nextToken: string | null;
}

const CURRENT_DEVICE_KEY = (userName: string) =>
  `CognitoIdentityServiceProvider.${identityClientId()}.${userName}.deviceKey`;

const dateOf = (seconds: unknown): Date | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;

/** ListDevices: one page of the signed-in user's devices (at most `limit`), newest first as sent. */
export async function listRememberedDevices(
  limit: number,
  paginationToken: string | null,
): Promise<DevicePage> {
  const user = await signedInIdentityUser();
  const current = storage.get(CURRENT_DEVICE_KEY(user.getUsername()));
  const data = await signedInCall(
    new Promise<{ Devices?: unknown[]; PaginationToken?: string }>((resolve, reject) =>
      user.listDevices(limit, paginationToken, { onSuccess: resolve, onFailure: reject }),
    ),
  );
  const devices = (data.Devices ?? []).map((raw) => {
    const device = raw as {
      DeviceKey: string;
      DeviceAttributes?: { Name: string; Value: string }[];
      DeviceCreateDate?: number;
      DeviceLastAuthenticatedDate?: number;
    };
    return {
      deviceKey: device.DeviceKey,
      name: device.DeviceAttributes?.find((a) => a.Name === 'device_name')?.Value ?? null,
      lastAuthenticatedAt: dateOf(device.DeviceLastAuthenticatedDate),
      createdAt: dateOf(device.DeviceCreateDate),
      current: device.DeviceKey === current,
    };
  });
  return { devices, nextToken: data.PaginationToken ?? null };
}

/**
 * ForgetDevice: that device asks for the second step again at its next sign-in. Forgetting
 * this browser also drops its device key here, so the next sign-in does not present it.
 */
export async function forgetRememberedDevice(deviceKey: string): Promise<void> {
  const user = await signedInIdentityUser();
  await signedInCall(
    new Promise<void>((resolve, reject) =>
      user.forgetSpecificDevice(deviceKey, { onSuccess: () => resolve(), onFailure: reject }),
    ),
  );
  const userName = user.getUsername();
  if (storage.get(CURRENT_DEVICE_KEY(userName)) === deviceKey) {
    const prefix = `CognitoIdentityServiceProvider.${identityClientId()}.${userName}`;
    for (const item of ['deviceKey', 'randomPasswordKey', 'deviceGroupKey']) {
      storage.remove(`${prefix}.${item}`);
    }
  }
}

/** GlobalSignOut: every refresh token of the user is revoked, on every device. */
export async function signOutEverywhereAtIdentity(): Promise<void> {
  const user = await signedInIdentityUser();
  await signedInCall(
    new Promise<void>((resolve, reject) =>
      user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }),
    ),
  );
}

/** DeleteUser: the identity (the sign-in itself) is deleted. */
export async function deleteIdentityUser(): Promise<void> {
  const user = await signedInIdentityUser();
  await settle((done) => user.deleteUser(done));
}
