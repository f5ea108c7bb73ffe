import { timingSafeEqual } from 'node:crypto';
import { CHALLENGE_LIFETIME_MS, CHALLENGE_MAX_ATTEMPTS } from '../constants';
import type { IdentityContext } from '../context';
import {
  claimChallengeAttempt,
  consumeChallenge,
  createChallenge,
  findOpenChallenge,
} from '../challenges-repository';
import type { StoredChallenge } from '../challenges-repository';
import { CognitoError, invalidParameter, invalidSession } from '../errors';
import { recordSignInFailure } from '../sign-in-throttle';
import { generateTotpSecret, matchTotpCode } from '../totp';
import type { IdentityUser, MfaType } from '../users-repository';
import { claimTotpStep, findUserById, updateUser } from '../users-repository';
import type { ProgressState, SignInStep } from './flow';
import { continueSignIn, enabledMfaMethods, issueMfaChallenge, smsCodeHash } from './flow';

const mfaCodeMismatch = (): CognitoError =>
  new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');

/**
 * Checks an authenticator code against a secret and claims its time step, so each code is
 * accepted once only (a code seen on the wire cannot be replayed within its 30 seconds).
 */
export async function acceptTotpCode(
  context: IdentityContext,
  user: IdentityUser,
  secret: string,
  code: string,
): Promise<void> {
  const step = matchTotpCode(secret, code.trim(), context.now());
  if (step === null) throw mfaCodeMismatch();
  if (!(await claimTotpStep(context.db, user.id, step))) {
    throw new CognitoError(
      'CodeMismatchException',
      'Your software token has already been used once.',
    );
  }
}

async function openAttempt(
  context: IdentityContext,
  session: string,
  challengeName: string,
): Promise<{ challenge: StoredChallenge<ProgressState>; user: IdentityUser }> {
  const challenge = await claimChallengeAttempt<ProgressState>(
    context.db,
    context.hasher,
    session,
    context.now(),
    CHALLENGE_MAX_ATTEMPTS,
  );
  if (!challenge || challenge.challengeName !== challengeName || !challenge.userId) {
    throw invalidSession();
  }
  const user = await findUserById(context.db, challenge.userId);
  if (!user) throw invalidSession();
  return { challenge, user };
}

async function spend(context: IdentityContext, session: string): Promise<void> {
  if (!(await consumeChallenge(context.db, context.hasher, session, context.now()))) {
    throw invalidSession();
  }
}

/**
 * SMS_MFA and SOFTWARE_TOKEN_MFA answers. Each session takes at most CHALLENGE_MAX_ATTEMPTS
 * answers, and each wrong code counts toward the sign-in lock-out, so codes cannot be guessed
 * by starting over.
 */
export async function answerMfaCode(
  context: IdentityContext,
  input: { session: string; challengeName: MfaType; code: string | null | undefined },
  request: { ip: string | null },
): Promise<SignInStep> {
  const { challenge, user } = await openAttempt(context, input.session, input.challengeName);
  const code = input.code?.trim() ?? '';
  const now = context.now();
  try {
    if (input.challengeName === 'SMS_MFA') {
      const expected = challenge.state.smsCodeHash ?? '';
      const received = smsCodeHash(context, user.id, code);
      const expired = new Date(challenge.state.smsCodeExpiresAt ?? 0) <= now;
      if (
        expired ||
        expected.length !== received.length ||
        !timingSafeEqual(Buffer.from(expected), Buffer.from(received))
      ) {
        throw mfaCodeMismatch();
      }
    } else {
      if (!user.totpSecret) throw mfaCodeMismatch();
      await acceptTotpCode(context, user, user.totpSecret, code);
    }
  } catch (err) {
    await recordSignInFailure(context.db, { subject: user.id, source: request.ip }, now);
    throw err;
  }
  await spend(context, input.session);
  return continueSignIn(context, { ...challenge.state.progress, mfaPassed: true }, request);
}

/** SELECT_MFA_TYPE: the user picks one of the methods offered; that challenge follows. */
export async function answerMfaSelection(
  context: IdentityContext,
  input: { session: string; answer: string | null | undefined },
): Promise<SignInStep> {
  const { challenge, user } = await openAttempt(context, input.session, 'SELECT_MFA_TYPE');
  const methods = enabledMfaMethods(user);
  const answer = methods.find((method) => method === input.answer);
  if (!answer) throw invalidParameter('ANSWER must be one of the offered MFA types.');
  await spend(context, input.session);
  return issueMfaChallenge(context, user, answer, challenge.state.progress);
}

/** AssociateSoftwareToken with a Session (MFA_SETUP during sign-in): a new pending secret. */
export async function associateSoftwareTokenDuringSignIn(
  context: IdentityContext,
  session: string,
): Promise<{ SecretCode: string; Session: string }> {
  const now = context.now();
  const challenge = await findOpenChallenge<ProgressState>(
    context.db,
    context.hasher,
    session,
    now,
  );
  if (!challenge || challenge.challengeName !== 'MFA_SETUP' || !challenge.userId) {
    throw invalidSession();
  }
  await spend(context, session);
  const secret = generateTotpSecret();
  await updateUser(context.db, challenge.userId, { totpPendingSecret: secret }, now);
  const next = await createChallenge(context.db, context.hasher, {
    userId: challenge.userId,
    challengeName: 'MFA_SETUP',
    state: { progress: challenge.state.progress },
    now,
    lifetimeMs: CHALLENGE_LIFETIME_MS,
  });
  return { SecretCode: secret, Session: next };
}

/**
 * Makes a pending secret the user's authenticator once a code from it checks out. During a
 * sign-in's MFA_SETUP it is also switched on (and preferred); a signed-in user switches it on
 * with SetUserMFAPreference, as in Cognito.
 */
export async function enableSoftwareToken(
  context: IdentityContext,
  user: IdentityUser,
  code: string,
  options: { switchOn: boolean },
): Promise<void> {
  const pending = user.totpPendingSecret;
  if (!pending) {
    throw new CognitoError(
      'EnableSoftwareTokenMFAException',
      'Call AssociateSoftwareToken before VerifySoftwareToken.',
    );
  }
  try {
    await acceptTotpCode(context, user, pending, code);
  } catch (err) {
    if (err instanceof CognitoError && err.type === 'CodeMismatchException') {
      throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
    }
    throw err;
  }
  await updateUser(
    context.db,
    user.id,
    {
      totpSecret: pending,
      totpPendingSecret: null,
      ...(options.switchOn
        ? { totpEnabled: true, preferredMfa: user.preferredMfa ?? 'SOFTWARE_TOKEN_MFA' }
        : {}),
    },
    context.now(),
  );
}

/** VerifySoftwareToken with a Session: enables the authenticator and lets MFA_SETUP finish. */
export async function verifySoftwareTokenDuringSignIn(
  context: IdentityContext,
  input: { session: string; code: string },
): Promise<{ Status: 'SUCCESS'; Session: string }> {
  const { challenge, user } = await openAttempt(context, input.session, 'MFA_SETUP');
  await enableSoftwareToken(context, user, input.code, { switchOn: true });
  await spend(context, input.session);
  const next = await createChallenge(context.db, context.hasher, {
    userId: user.id,
    challengeName: 'MFA_SETUP',
    state: { progress: challenge.state.progress, softwareTokenVerified: true },
    now: context.now(),
    lifetimeMs: CHALLENGE_LIFETIME_MS,
  });
  return { Status: 'SUCCESS', Session: next };
}

/** RespondToAuthChallenge MFA_SETUP: completes once the new authenticator was verified. */
export async function answerMfaSetup(
  context: IdentityContext,
  session: string,
  request: { ip: string | null },
): Promise<SignInStep> {
  const { challenge } = await openAttempt(context, session, 'MFA_SETUP');
  if (!challenge.state.softwareTokenVerified) {
    throw invalidParameter('Verify a software token (VerifySoftwareToken) before MFA_SETUP.');
  }
  await spend(context, session);
  return continueSignIn(context, { ...challenge.state.progress, mfaPassed: true }, request);
}
