import { randomBytes } from 'node:crypto';
import { CHALLENGE_LIFETIME_MS, CHALLENGE_MAX_ATTEMPTS } from '../constants';
import type { IdentityContext } from '../context';
import {
  claimChallengeAttempt,
  consumeChallenge,
  createChallenge,
  findOpenChallenge,
} from '../challenges-repository';
import { findDevice, recordDeviceSignIn } from '../devices-repository';
import { CognitoError, incorrectCredentials, invalidSession } from '../errors';
import type { ServerEphemeral } from '../srp';
import {
  createServerEphemeral,
  deriveSessionKey,
  passwordClaimSignature,
  signaturesMatch,
} from '../srp';
import { recordSignInFailure } from '../sign-in-throttle';
import { findUserById } from '../users-repository';
import type { ProgressState, SignInProgress, SignInStep } from './flow';
import { continueSignIn } from './flow';
import type { PasswordClaim } from './password-step';
import { assertFreshTimestamp, parseClientPublic } from './password-step';

interface DeviceVerifierState {
  progress: SignInProgress;
  clientPublicHex: string;
  server: ServerEphemeral;
}

/**
 * DEVICE_SRP_AUTH: the client starts SRP for the device it presented. The same maths as the
 * password step, with DeviceGroupKey and DeviceKey in place of pool name and user name.
 */
export async function startDeviceSrp(
  context: IdentityContext,
  input: { session: string; deviceKey: string; srpA: string | null | undefined },
): Promise<SignInStep> {
  const now = context.now();
  const clientPublicHex = parseClientPublic(input.srpA);
  const challenge = await claimChallengeAttempt<ProgressState>(
    context.db,
    context.hasher,
    input.session,
    now,
    CHALLENGE_MAX_ATTEMPTS,
  );
  if (!challenge || challenge.challengeName !== 'DEVICE_SRP_AUTH' || !challenge.userId) {
    throw invalidSession();
  }
  const { progress } = challenge.state;
  // Security: only the device named when the password was checked, and only this user's.
  const device = await findDevice(context.db, challenge.userId, input.deviceKey);
  if (!device || !device.verifier || device.deviceKey !== progress.deviceKey) {
    throw new CognitoError('ResourceNotFoundException', 'Device does not exist.');
  }
  if (!(await consumeChallenge(context.db, context.hasher, input.session, now))) {
    throw invalidSession();
  }
  const server = createServerEphemeral(device.verifier.verifierHex);
  const secretBlock = randomBytes(64).toString('base64');
  const state: DeviceVerifierState = { progress, clientPublicHex, server };
  await createChallenge(context.db, context.hasher, {
    handle: secretBlock,
    userId: challenge.userId,
    challengeName: 'DEVICE_PASSWORD_VERIFIER',
    state,
    now,
    lifetimeMs: CHALLENGE_LIFETIME_MS,
  });
  return {
    ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
    ChallengeParameters: {
      DEVICE_KEY: device.deviceKey,
      SALT: device.verifier.saltHex,
      SECRET_BLOCK: secretBlock,
      SRP_B: server.publicHex,
      USERNAME: (await findUserById(context.db, challenge.userId))?.username ?? '',
    },
  };
}

/** DEVICE_PASSWORD_VERIFIER: the device proves its secret; then the sign-in completes. */
export async function answerDeviceVerifier(
  context: IdentityContext,
  claim: PasswordClaim,
  request: { ip: string | null },
): Promise<SignInStep> {
  const now = context.now();
  const challenge = await findOpenChallenge<DeviceVerifierState>(
    context.db,
    context.hasher,
    claim.secretBlock,
    now,
  );
  if (!challenge || challenge.challengeName !== 'DEVICE_PASSWORD_VERIFIER' || !challenge.userId) {
    throw invalidSession();
  }
  if (!(await consumeChallenge(context.db, context.hasher, claim.secretBlock, now))) {
    throw invalidSession();
  }
  const { progress } = challenge.state;
  assertFreshTimestamp(claim.timestamp, now);
  const device = progress.deviceKey
    ? await findDevice(context.db, challenge.userId, progress.deviceKey)
    : null;
  if (!device || !device.verifier || claim.deviceKey !== device.deviceKey) {
    throw new CognitoError('ResourceNotFoundException', 'Device does not exist.');
  }
  const key = deriveSessionKey({
    clientPublicHex: challenge.state.clientPublicHex,
    server: challenge.state.server,
    verifierHex: device.verifier.verifierHex,
  });
  const expected = key
    ? passwordClaimSignature(
        key,
        device.deviceGroupKey,
        device.deviceKey,
        claim.secretBlock,
        claim.timestamp,
      )
    : '';
  if (!key || !signaturesMatch(expected, claim.signature)) {
    await recordSignInFailure(context.db, { subject: challenge.userId, source: request.ip }, now);
    throw incorrectCredentials();
  }
  await recordDeviceSignIn(context.db, device.deviceKey, request.ip, now);
  return continueSignIn(context, { ...progress, deviceProven: true }, request);
}
