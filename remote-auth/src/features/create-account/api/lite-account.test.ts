import { webcrypto } from 'node:crypto';
import type { SignInResult } from '@harmo/shared';
import { AccountCreationError } from '../types/creation';
import {
  PERSONAL_INFO_NAME,
  REGISTRATION_WAIT_MS,
  createAccountFromLiteUser,
  personalInfoOf,
  type LiteAccountApi,
} from './lite-account';
import { authCodeOf, newDeviceSecret, newIdm, newRsv } from '../utils/device-credentials';

const identity: SignInResult = {
  idToken: 'id-token',
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  cognitoUserName: 'Google_1',
};
const profile = {
  name: '山田 花子',
  kana: 'ヤマダ ハナコ',
  birthDate: '1988-04-09',
  gender: 'female' as const,
};

/** A fake API that records every call in order. */
function recordingApi(overrides: Partial<LiteAccountApi> = {}) {
  const calls: [string, ...unknown[]][] = [];
  const api: LiteAccountApi = {
    issueRegistrationToken: async () => (calls.push(['issueRegistrationToken']), 'reg-token'),
    register: async (input) => (calls.push(['register', input]), '1000000000000001'),
    enter: async (input) => (calls.push(['enter', input]), `session-${calls.length}`),
    updatePersonalInfo: async (session, input) => {
      calls.push(['updatePersonalInfo', session, input]);
    },
    registerDevice: async (session, input) => (
      calls.push(['registerDevice', session, input]),
      '2000000000000002'
    ),
    upgrade: async (idToken, payload) => (calls.push(['upgrade', idToken, payload]), 'acc-1'),
    ...overrides,
  };
  return { api, calls };
}

const credentials = {
  newIdm: () => 'ab'.repeat(16),
  newDeviceSecret: async () => 'cd'.repeat(16),
  newRsv: () => '18446744073709551615',
  authCodeOf: async (token: string) => `hash-of-${token}`,
};

describe('lite-account sequence', () => {
  it('issues, waits, registers, enters, updates, enters again, registers the device, upgrades', async () => {
    const { api, calls } = recordingApi();
    const wait = jest.fn(async (ms: number) => {
      calls.push(['wait', ms]);
    });
    const steps: string[] = [];
    const accountId = await createAccountFromLiteUser(
      { api, credentials, waitMs: REGISTRATION_WAIT_MS, wait, onStep: (step) => steps.push(step) },
      { profile, identity },
    );
    expect(accountId).toBe('acc-1');
    expect(calls.map(([name]) => name)).toEqual([
      'issueRegistrationToken',
      'wait',
      'register',
      'enter',
      'updatePersonalInfo',
      'enter',
      'registerDevice',
      'upgrade',
    ]);
    expect(steps).toEqual([
      'issueToken',
      'wait',
      'register',
      'enter',
      'personalInfo',
      'enterAgain',
      'registerDevice',
      'upgrade',
    ]);
    expect(wait).toHaveBeenCalledWith(11_000);
    const idm = 'ab'.repeat(16);
    const secret = 'cd'.repeat(16);
    expect(calls[2]).toEqual([
      'register',
      { idm, secret, rsv: '18446744073709551615', authCode: 'hash-of-reg-token' },
    ]);
    expect(calls[3]).toEqual(['enter', { idm, did: '1000000000000001', secret }]);
    expect(calls[4]).toEqual([
      'updatePersonalInfo',
      'session-4',
      { birthYear: '1988', sex: '2', name: PERSONAL_INFO_NAME },
    ]);
    expect(calls[6]).toEqual(['registerDevice', 'session-6', { secret }]);
    expect(calls[7]).toEqual([
      'upgrade',
      'id-token',
      {
        accessToken: 'access-token',
        name: '山田 花子',
        kana: 'ヤマダ ハナコ',
        birthDate: '1988-04-09',
        gender: 'female',
        idm,
        did: '2000000000000002',
        secret,
      },
    ]);
  });

  it('personal info: birth year split on "-", sex 1 for male and 2 otherwise, name 0000', () => {
    expect(personalInfoOf({ ...profile, gender: 'male' })).toEqual({
      birthYear: '1988',
      sex: '1',
      name: '0000',
    });
    expect(personalInfoOf(profile).sex).toBe('2');
  });

  const failures: [string, Partial<LiteAccountApi>, string, string][] = [
    [
      'no did from register',
      { register: async () => null },
      'Failed to register lite user',
      'register',
    ],
    [
      'a failing enter',
      { enter: () => Promise.reject(new Error('401')) },
      'Failed to register lite user',
      'enter',
    ],
    [
      'no did from registerDevice',
      { registerDevice: async () => null },
      'Failed to register device',
      'registerDevice',
    ],
    [
      'a failing upgrade',
      { upgrade: () => Promise.reject(new Error('400')) },
      'Failed to upgrade account',
      'upgrade',
    ],
    [
      'no accountId from upgrade',
      { upgrade: async () => null },
      'Failed to upgrade account',
      'upgrade',
    ],
  ];
  it.each(failures)('%s fails with its step error', async (_name, override, message, step) => {
    const { api } = recordingApi(override);
    const failure = createAccountFromLiteUser(
      { api, credentials, waitMs: 0, wait: async () => undefined },
      { profile, identity },
    );
    await expect(failure).rejects.toBeInstanceOf(AccountCreationError);
    await expect(failure).rejects.toMatchObject({ message, step });
  });

  it('stops at the first failure: nothing after a failed register runs', async () => {
    const { api, calls } = recordingApi({ register: async () => null });
    await expect(
      createAccountFromLiteUser(
        { api, credentials, waitMs: 0, wait: async () => undefined },
        { profile, identity },
      ),
    ).rejects.toThrow('Failed to register lite user');
    expect(calls.map(([name]) => name)).toEqual(['issueRegistrationToken']);
  });
});

describe('device credentials', () => {
  // jsdom has no SubtleCrypto: the platform's stands in (given bytes it recognises).
  beforeAll(() => {
    const subtle = {
      digest: (algorithm: string, data: ArrayBuffer) =>
        webcrypto.subtle.digest(algorithm, Buffer.from(new Uint8Array(data))),
    };
    Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
  });

  it('idm and secret are 32 hex characters, fresh each time', async () => {
    expect(newIdm()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdm()).not.toBe(newIdm());
    const secret = await newDeviceSecret();
    expect(secret).toMatch(/^[0-9a-f]{32}$/);
    expect(await newDeviceSecret()).not.toBe(secret);
  });

  it('rsv is an unsigned 64-bit number in decimal', () => {
    for (let i = 0; i < 20; i += 1) {
      const rsv = newRsv();
      expect(rsv).toMatch(/^\d{1,20}$/);
      expect(BigInt(rsv) < 2n ** 64n).toBe(true);
    }
  });

  it('authCode is the hex SHA-256 of the token (what the central server checks)', async () => {
    await expect(authCodeOf('abc')).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
