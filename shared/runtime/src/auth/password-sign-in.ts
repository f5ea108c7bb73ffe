import type {
  CognitoUser,
  CognitoUserSession,
  IAuthenticationCallback,
} from 'amazon-cognito-identity-js';
import { cognitoUserFor, loadIdentityLibrary } from './identity-pool';
import { IDENTITY_ERRORS } from './identity-errors';
import { finishSignIn, type SignInOutcome } from './sign-in-service';
import type { SignInResult } from './token-store';

export type MfaType = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA';

/** The challenges the pool may answer a password sign-in with, in the order they can come. */
type ChallengeStep =
  | { kind: 'smsMfa'; destination: string | null }
  | { kind: 'totpMfa' }
  | { kind: 'selectMfaType'; options: MfaType[] }
  | { kind: 'mfaSetup' }
  | { kind: 'newPasswordRequired'; requiredAttributes: string[] }
  | { kind: 'customChallenge'; parameters: Record<string, string> };

/** What the pool answered: tokens, or a challenge. */
type PoolAnswer =
  { kind: 'tokens'; result: SignInResult; deviceConfirmationNecessary: boolean } | ChallengeStep;

/**
 * Where a sign-in stands after each answer: the next challenge to show, or done (the tokens were
 * verified and stored by the sign-in service, or the identity has no account yet).
 */
export type SignInStep =
  | {
      kind: 'done';
      outcome: SignInOutcome;
      /** The pool asks whether this new device should be remembered (device verification). */
      deviceConfirmationNecessary: boolean;
    }
  | ChallengeStep;

const MFA_TYPES: readonly MfaType[] = ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'];

function parseList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** A sign-in counts only when access, id and refresh tokens all came back. */
export function signInResultOf(session: CognitoUserSession, cognitoUserName: string): SignInResult {
  const accessToken = session.getAccessToken()?.getJwtToken();
  const idToken = session.getIdToken()?.getJwtToken();
  const refreshToken = session.getRefreshToken()?.getToken();
  if (!accessToken || !idToken || !refreshToken || !cognitoUserName) {
    throw new Error(IDENTITY_ERRORS.signInFailed);
  }
  return { accessToken, idToken, refreshToken, cognitoUserName };
}

/**
 * One password sign-in (SRP: the password never leaves the browser) and every challenge the
 * pool may answer with. The library object is kept between steps because it holds the
 * challenge session; a new sign-in starts a new instance.
 */
export class PasswordSignIn {
  private readonly user: Promise<CognitoUser>;

  constructor(readonly email: string) {
    this.user = cognitoUserFor(email.trim());
    // A failure to load the library surfaces at the first step, not as an unhandled rejection.
    this.user.catch(() => undefined);
  }

  /** Runs one call of the library and finishes the sign-in when the pool answers with tokens. */
  private async outcome(
    run: (user: CognitoUser, callbacks: IAuthenticationCallback) => void,
  ): Promise<SignInStep> {
    const answer = await this.poolAnswer(run);
    if (answer.kind !== 'tokens') return answer;
    return {
      kind: 'done',
      outcome: await finishSignIn(answer.result),
      deviceConfirmationNecessary: answer.deviceConfirmationNecessary,
    };
  }

  private async poolAnswer(
    run: (user: CognitoUser, callbacks: IAuthenticationCallback) => void,
  ): Promise<PoolAnswer> {
    const user = await this.user;
    return new Promise((resolve, reject) => {
      const settle = (step: () => PoolAnswer) => {
        try {
          resolve(step());
        } catch (error) {
          reject(error);
        }
      };
      run(user, {
        onSuccess: (session, userConfirmationNecessary) =>
          settle(() => ({
            kind: 'tokens',
            result: signInResultOf(session, user.getUsername()),
            deviceConfirmationNecessary: userConfirmationNecessary === true,
          })),
        onFailure: reject,
        mfaRequired: (_name, parameters: Record<string, string> | undefined) =>
          settle(() => ({
            kind: 'smsMfa',
            destination: parameters?.CODE_DELIVERY_DESTINATION ?? null,
          })),
        totpRequired: () => settle(() => ({ kind: 'totpMfa' })),
        selectMFAType: (_name, parameters: Record<string, string> | undefined) =>
          settle(() => ({
            kind: 'selectMfaType',
            options: parseList(parameters?.MFAS_CAN_CHOOSE).filter((type): type is MfaType =>
              MFA_TYPES.includes(type as MfaType),
            ),
          })),
        mfaSetup: () => settle(() => ({ kind: 'mfaSetup' })),
        newPasswordRequired: (_attributes, requiredAttributes: unknown) =>
          settle(() => ({
            kind: 'newPasswordRequired',
            requiredAttributes: parseList(requiredAttributes),
          })),
        customChallenge: (parameters: Record<string, string> | undefined) =>
          settle(() => ({ kind: 'customChallenge', parameters: parameters ?? {} })),
      });
    });
  }

  /** Starts the sign-in with the password (USER_SRP_AUTH, the library's default). */
  async start(password: string): Promise<SignInStep> {
    if (!password) throw new Error(IDENTITY_ERRORS.passwordRequired);
    const { AuthenticationDetails } = await loadIdentityLibrary();
    const details = new AuthenticationDetails({ Username: this.email.trim(), Password: password });
    return this.outcome((user, callbacks) => user.authenticateUser(details, callbacks));
  }

  /** Answers an SMS or authenticator code challenge. */
  answerMfaCode(code: string, type: MfaType): Promise<SignInStep> {
    return this.outcome((user, callbacks) =>
      user.sendMFACode(code.trim(), callbacks as Parameters<CognitoUser['sendMFACode']>[1], type),
    );
  }

  /** Answers SELECT_MFA_TYPE; the chosen method's challenge follows. */
  selectMfaType(type: MfaType): Promise<SignInStep> {
    return this.outcome((user, callbacks) =>
      user.sendMFASelectionAnswer(
        type,
        callbacks as Parameters<CognitoUser['sendMFASelectionAnswer']>[1],
      ),
    );
  }

  /** MFA_SETUP: asks the pool for a new authenticator secret (shown as a QR code). */
  async associateTotp(): Promise<string> {
    const user = await this.user;
    return new Promise((resolve, reject) =>
      user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }),
    );
  }

  /** MFA_SETUP: proves the authenticator with a code; the sign-in then completes. */
  verifyTotp(code: string, deviceName: string): Promise<SignInStep> {
    return this.outcome((user, callbacks) =>
      user.verifySoftwareToken(code.trim(), deviceName, {
        onSuccess: (session) => callbacks.onSuccess(session),
        onFailure: callbacks.onFailure,
      }),
    );
  }

  /** NEW_PASSWORD_REQUIRED: replaces a temporary password. */
  completeNewPassword(newPassword: string): Promise<SignInStep> {
    if (!newPassword) return Promise.reject(new Error(IDENTITY_ERRORS.newPasswordRequired));
    return this.outcome((user, callbacks) =>
      user.completeNewPasswordChallenge(newPassword, {}, callbacks),
    );
  }

  /** CUSTOM_CHALLENGE: sends the answer the pool's custom flow asked for. */
  answerCustomChallenge(answer: string): Promise<SignInStep> {
    return this.outcome((user, callbacks) => user.sendCustomChallengeAnswer(answer, callbacks));
  }

  /** Device verification: remembers this browser (skips MFA next time) or not. */
  async rememberDevice(remember: boolean): Promise<void> {
    const user = await this.user;
    return new Promise((resolve, reject) => {
      const callbacks = { onSuccess: () => resolve(), onFailure: reject };
      if (remember) user.setDeviceStatusRemembered(callbacks);
      else user.setDeviceStatusNotRemembered(callbacks);
    });
  }
}

/**
 * The authenticator-app link shown as a QR code during MFA setup. The label names the service
 * and the account so that several harmo accounts can live in one authenticator.
 */
export function totpSetupUri(email: string, secret: string): string {
  const account = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return `otpauth://totp/harmo:${account}?secret=${encodeURIComponent(secret)}&issuer=harmo`;
}
