import {
  AccountCreationError,
  type AccountProfileInput,
  type CreationStep,
} from '../types/creation';
import type { AgreementInput } from '@harmo/contracts/accounts';
import type { UpgradeBody } from '@harmo/contracts/accounts-requests';

/** The fixed wait after issuing the registration token (docs/constants.md). */
export const REGISTRATION_WAIT_MS = 11_000;
/** The central server gets a placeholder, never the person's name. */
export const PERSONAL_INFO_NAME = '0000';

/** The calls the sequence makes; tests pass fakes, the screen the real API. */
export interface LiteAccountApi {
  issueRegistrationToken(): Promise<string>;
  register(input: {
    idm: string;
    secret: string;
    rsv: string;
    authCode: string;
  }): Promise<string | null>;
  enter(input: { idm: string; did: string; secret: string }): Promise<string>;
  updatePersonalInfo(
    session: string,
    input: { birthYear: string; sex: '1' | '2'; name: string },
  ): Promise<void>;
  registerDevice(session: string, input: { secret: string }): Promise<string | null>;
  upgrade(idToken: string, payload: UpgradeBody): Promise<string | null>;
}

export interface DeviceCredentialSource {
  newIdm(): string;
  newDeviceSecret(): Promise<string>;
  newRsv(): string;
  authCodeOf(token: string): Promise<string>;
}

export interface SequenceOptions {
  api: LiteAccountApi;
  credentials: DeviceCredentialSource;
  waitMs: number;
  wait: (ms: number) => Promise<void>;
  onStep?: (step: CreationStep) => void;
}

/** The central server's personal info: birth year of the date, sex 1 for male and 2 otherwise. */
export function personalInfoOf(profile: AccountProfileInput) {
  return {
    birthYear: profile.birthDate.split('-')[0] ?? '',
    sex: profile.gender === 'male' ? ('1' as const) : ('2' as const),
    name: PERSONAL_INFO_NAME,
  };
}

/**
 * The lite-account sequence (docs/session.md), in its order: issue a registration token, wait,
 * register, enter, update personal info, enter again, register the device, then upgrade the
 * identity to a full account. Returns the new accountId.
 */
export async function createAccountFromLiteUser(
  options: SequenceOptions,
  input: {
    profile: AccountProfileInput;
    identity: { idToken: string; accessToken: string };
    /** The agreement to the terms, recorded with the account (none: the api records none). */
    agreement?: AgreementInput | null;
  },
): Promise<string> {
  const { api, credentials, onStep } = options;
  let step: CreationStep = 'issueToken';
  const run = async <T>(current: CreationStep, call: () => Promise<T>): Promise<T> => {
    step = current;
    onStep?.(current);
    return call();
  };
  const failure = (error: unknown) => {
    if (error instanceof AccountCreationError) return error;
    const kind = step === 'upgrade' ? 'upgrade' : step === 'registerDevice' ? 'device' : 'liteUser';
    return new AccountCreationError(kind, step, error);
  };

  try {
    const token = await run('issueToken', () => api.issueRegistrationToken());
    await run('wait', () => options.wait(options.waitMs));
    const idm = credentials.newIdm();
    const secret = await credentials.newDeviceSecret();
    const rsv = credentials.newRsv();
    const authCode = await credentials.authCodeOf(token);
    const did = await run('register', () => api.register({ idm, secret, rsv, authCode }));
    if (!did) throw new AccountCreationError('liteUser', 'register');
    const session = await run('enter', () => api.enter({ idm, did, secret }));
    await run('personalInfo', () => api.updatePersonalInfo(session, personalInfoOf(input.profile)));
    const secondSession = await run('enterAgain', () => api.enter({ idm, did, secret }));
    const deviceDid = await run('registerDevice', () =>
      api.registerDevice(secondSession, { secret }),
    );
    if (!deviceDid) throw new AccountCreationError('device', 'registerDevice');
    const accountId = await run('upgrade', () =>
      api.upgrade(input.identity.idToken, {
        accessToken: input.identity.accessToken,
        name: input.profile.name,
        kana: input.profile.kana,
        birthDate: input.profile.birthDate,
        gender: input.profile.gender,
        idm,
        did: deviceDid,
        secret,
        ...(input.agreement ? { agreement: input.agreement } : {}),
      }),
    );
    if (!accountId) throw new AccountCreationError('upgrade', 'upgrade');
    return accountId;
  } catch (error) {
    throw failure(error);
  }
}
