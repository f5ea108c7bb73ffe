import { poolRegion } from '../config';
import { CHALLENGE_LIFETIME_MS, SMS_MFA_CODE_LIFETIME_MS } from '../constants';
import type { IdentityContext } from '../context';
import { createChallenge } from '../challenges-repository';
import type { Device } from '../devices-repository';
import { createPendingDevice, findDevice } from '../devices-repository';
import { CognitoError, incorrectCredentials } from '../errors';
import { maskPhoneNumber, userAttributeMap } from '../attributes';
import { messages } from '../outbox';
import { randomSixDigitCode } from '../secrets';
import { clearSignInFailures } from '../sign-in-throttle';
import type { AuthenticationResult } from '../tokens';
import { startSession } from '../tokens';
import type { IdentityUser, MfaType } from '../users-repository';
import { findUserById } from '../users-repository';

/**
 * Where a sign-in stands after the password step. It travels between steps inside the
 * server-side challenge row, never through the client.
 */
export interface SignInProgress {
  userId: string;
  /** When the password was verified (auth_time), ISO 8601. */
  authTime: string;
  /** A confirmed device of this user that the client presented; it must pass DEVICE_SRP_AUTH. */
  deviceKey: string | null;
  deviceProven: boolean;
  mfaPassed: boolean;
}

/** What InitiateAuth and RespondToAuthChallenge answer. */
export type SignInStep =
  | {
      ChallengeName: string;
      ChallengeParameters: Record<string, string>;
      Session?: string;
    }
  | { ChallengeParameters: Record<string, never>; AuthenticationResult: AuthenticationResult };

/** State of a challenge row that carries the sign-in forward. */
export interface ProgressState {
  progress: SignInProgress;
  /** SMS_MFA: keyed hash of the texted code and its expiry. */
  smsCodeHash?: string;
  smsCodeExpiresAt?: string;
  /** MFA_SETUP: set once VerifySoftwareToken accepted a code for this session. */
  softwareTokenVerified?: boolean;
}

export const smsCodeHash = (context: IdentityContext, userId: string, code: string): string =>
  context.hasher.hash('sms-mfa-code', `${userId}:${code}`);

async function issueChallenge(
  context: IdentityContext,
  user: IdentityUser,
  challengeName: string,
  state: ProgressState,
  parameters: Record<string, string>,
): Promise<SignInStep> {
  const session = await createChallenge(context.db, context.hasher, {
    userId: user.id,
    challengeName,
    state,
    now: context.now(),
    lifetimeMs: CHALLENGE_LIFETIME_MS,
  });
  return { ChallengeName: challengeName, ChallengeParameters: parameters, Session: session };
}

/** MFA methods the user has set up and may be challenged with. */
export function enabledMfaMethods(user: IdentityUser): MfaType[] {
  const methods: MfaType[] = [];
  if (user.smsMfaEnabled && user.phoneNumber) methods.push('SMS_MFA');
  if (user.totpEnabled && user.totpSecret) methods.push('SOFTWARE_TOKEN_MFA');
  return methods;
}

/** Sends the SMS_MFA challenge: a fresh code by SMS (to the outbox), its hash in the session. */
export async function issueMfaChallenge(
  context: IdentityContext,
  user: IdentityUser,
  method: MfaType,
  progress: SignInProgress,
): Promise<SignInStep> {
  if (method === 'SOFTWARE_TOKEN_MFA') {
    return issueChallenge(context, user, 'SOFTWARE_TOKEN_MFA', { progress }, {});
  }
  const phone = user.phoneNumber ?? '';
  const code = randomSixDigitCode();
  await context.outbox.deliver({ channel: 'sms', recipient: phone, ...messages.signInCode(code) });
  return issueChallenge(
    context,
    user,
    'SMS_MFA',
    {
      progress,
      smsCodeHash: smsCodeHash(context, user.id, code),
      smsCodeExpiresAt: new Date(context.now().getTime() + SMS_MFA_CODE_LIFETIME_MS).toISOString(),
    },
    { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: maskPhoneNumber(phone) },
  );
}

/**
 * A device key the client presented with its password, checked before the sign-in goes on.
 * An unknown, unconfirmed or foreign key gives ResourceNotFoundException mentioning "device",
 * which the client answers by forgetting its key and retrying.
 */
export async function resolvePresentedDevice(
  context: IdentityContext,
  userId: string,
  deviceKey: string | null | undefined,
): Promise<Device | null> {
  if (!deviceKey) return null;
  const device = await findDevice(context.db, userId, deviceKey);
  if (!device || !device.verifier) {
    throw new CognitoError('ResourceNotFoundException', 'Device does not exist.');
  }
  return device;
}

/** Account states that stop a sign-in even with the right password. */
export function assertUserMaySignIn(user: IdentityUser, now: Date): void {
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  if (user.status === 'UNCONFIRMED') {
    throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  }
  if (user.status === 'RESET_REQUIRED') {
    throw new CognitoError(
      'PasswordResetRequiredException',
      'Password reset required for the user',
    );
  }
  if (
    user.status === 'FORCE_CHANGE_PASSWORD' &&
    user.temporaryPasswordExpiresAt !== null &&
    user.temporaryPasswordExpiresAt <= now
  ) {
    throw new CognitoError(
      'NotAuthorizedException',
      'Temporary password has expired and must be reset by an administrator.',
    );
  }
}

/**
 * Takes a sign-in whose password step succeeded to its next step, in Cognito's order:
 * new password (temporary password) → MFA (skipped on a remembered device) → device proof
 * (DEVICE_SRP_AUTH for a presented device) → tokens, with NewDeviceMetadata for a new device.
 */
export async function continueSignIn(
  context: IdentityContext,
  progress: SignInProgress,
  request: { ip: string | null },
): Promise<SignInStep> {
  const user = await findUserById(context.db, progress.userId);
  if (!user) throw incorrectCredentials();
  assertUserMaySignIn(user, context.now());

  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const { sub: _sub, ...visible } = userAttributeMap(user);
    return issueChallenge(
      context,
      user,
      'NEW_PASSWORD_REQUIRED',
      { progress },
      {
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify(visible),
      },
    );
  }

  const device = progress.deviceKey
    ? await findDevice(context.db, user.id, progress.deviceKey)
    : null;
  if (progress.deviceKey && (!device || !device.verifier)) {
    throw new CognitoError('ResourceNotFoundException', 'Device does not exist.');
  }
  // Security: MFA is skipped only for a device the user chose to remember, and even then the
  // device must still prove its own secret below before any token is issued.
  const skipMfa = device?.remembered === true;

  if (!progress.mfaPassed && !skipMfa && context.config.mfaConfiguration !== 'OFF') {
    const methods = enabledMfaMethods(user);
    if (methods.length > 1) {
      const preferred = user.preferredMfa;
      if (preferred && methods.includes(preferred)) {
        return issueMfaChallenge(context, user, preferred, progress);
      }
      return issueChallenge(
        context,
        user,
        'SELECT_MFA_TYPE',
        { progress },
        { MFAS_CAN_CHOOSE: JSON.stringify(methods) },
      );
    }
    const only = methods[0];
    if (only) return issueMfaChallenge(context, user, only, progress);
    if (context.config.mfaConfiguration === 'ON') {
      return issueChallenge(
        context,
        user,
        'MFA_SETUP',
        { progress },
        { MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']) },
      );
    }
  }

  if (device && !progress.deviceProven) {
    return issueChallenge(context, user, 'DEVICE_SRP_AUTH', { progress }, {});
  }

  const newDevice =
    !device && context.config.deviceTracking !== 'off'
      ? await createPendingDevice(context.db, {
          userId: user.id,
          region: poolRegion(context.config),
          lastIp: request.ip,
          now: context.now(),
        })
      : null;
  const tokens = await startSession(context, {
    user,
    authTime: new Date(progress.authTime),
    deviceKey: device?.deviceKey ?? newDevice?.deviceKey ?? null,
  });
  await clearSignInFailures(context.db, { subject: user.id, source: request.ip });
  return {
    ChallengeParameters: {},
    AuthenticationResult: {
      AccessToken: tokens.accessToken,
      IdToken: tokens.idToken,
      RefreshToken: tokens.refreshToken,
      ExpiresIn: tokens.expiresIn,
      TokenType: 'Bearer',
      ...(newDevice
        ? {
            NewDeviceMetadata: {
              DeviceKey: newDevice.deviceKey,
              DeviceGroupKey: newDevice.deviceGroupKey,
            },
          }
        : {}),
    },
  };
}
