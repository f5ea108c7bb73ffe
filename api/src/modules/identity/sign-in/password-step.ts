import { randomBytes } from 'node:crypto';
import { poolName } from '../config';
import { CHALLENGE_LIFETIME_MS, CLAIM_TIMESTAMP_TOLERANCE_MS } from '../constants';
import type { IdentityContext } from '../context';
import { consumeChallenge, createChallenge, findOpenChallenge } from '../challenges-repository';
import {
  incorrectCredentials,
  invalidParameter,
  invalidSession,
  passwordAttemptsExceeded,
} from '../errors';
import type { ServerEphemeral } from '../srp';
import {
  SRP_G,
  SRP_N,
  createServerEphemeral,
  deriveSessionKey,
  modPow,
  padHex,
  parseClaimTimestamp,
  parseHexGroupElement,
  passwordClaimSignature,
  passwordMatchesVerifier,
  signaturesMatch,
} from '../srp';
import { isSignInLocked, recordSignInFailure, subjectOfUnknownName } from '../sign-in-throttle';
import type { IdentityUser } from '../users-repository';
import { findUserById, findUserBySignInName } from '../users-repository';
import type { SignInStep } from './flow';
import { continueSignIn, resolvePresentedDevice } from './flow';

/** State of a PASSWORD_VERIFIER challenge, found by the hash of its SECRET_BLOCK. */
interface PasswordVerifierState {
  clientPublicHex: string;
  server: ServerEphemeral;
  userIdForSrp: string;
  signInName: string;
  /** Decoys carry their own fake verifier (no user behind them). */
  decoyVerifierHex?: string;
}

/** Reads SRP_A and refuses A mod N = 0 (which would make the session key predictable). */
export function parseClientPublic(hex: string | null | undefined): string {
  const A = hex ? parseHexGroupElement(hex) : null;
  if (A === null || A % SRP_N === 0n) throw invalidParameter('SRP_A is invalid.');
  return hex as string;
}

/** Users that can answer an SRP challenge: password users that have a verifier. */
function srpCapable(user: IdentityUser | null): user is IdentityUser & {
  passwordVerifier: NonNullable<IdentityUser['passwordVerifier']>;
} {
  return user !== null && user.kind === 'native' && user.passwordVerifier !== null;
}

interface DecoyIdentity {
  saltHex: string;
  userId: string;
  /** Computed only for SRP decoys (USER_PASSWORD_AUTH needs no verifier to fail). */
  verifierHex(): string;
}

/**
 * Formats 16 bytes as a version 4 UUID the way randomUUID() does (RFC 9562: the version nibble
 * set to 4, the two variant bits to 10), so a decoy id has exactly the distribution of a real
 * user's id: variant nibble 8, 9, a or b, each as likely.
 */
export function uuidV4FromBytes(source: Buffer): string {
  const bytes = Buffer.from(source.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Deterministic fake SRP identity for a name with no password user behind it. */
function decoyFor(context: IdentityContext, signInName: string): DecoyIdentity {
  const key = signInName.trim().toLowerCase();
  const derive = (purpose: string, length: number) =>
    BigInt(`0x${context.hasher.derive(purpose, key, length).toString('hex')}`);
  return {
    saltHex: padHex(derive('decoy-salt', 16)),
    userId: uuidV4FromBytes(context.hasher.derive('decoy-id', key, 16)),
    verifierHex: () => padHex(modPow(SRP_G, derive('decoy-x', 32), SRP_N)),
  };
}

/**
 * USER_SRP_AUTH, first half: answer PASSWORD_VERIFIER with SALT, SRP_B and a SECRET_BLOCK.
 * Security: an unknown name gets a decoy challenge that looks the same (stable fake salt and
 * user id) and can never succeed, so sign-in does not reveal which accounts exist.
 */
export async function startSrpSignIn(
  context: IdentityContext,
  input: { signInName: string; clientPublicHex: string },
): Promise<SignInStep> {
  const user = await findUserBySignInName(context.db, input.signInName);
  const real = srpCapable(user) ? user : null;
  const decoy = real ? null : decoyFor(context, input.signInName);
  const saltHex = real ? real.passwordVerifier.saltHex : (decoy?.saltHex ?? '');
  const verifierHex = real ? real.passwordVerifier.verifierHex : (decoy?.verifierHex() ?? '');
  const userIdForSrp = real ? real.username : (decoy?.userId ?? '');

  const server = createServerEphemeral(verifierHex);
  const secretBlock = randomBytes(64).toString('base64');
  const state: PasswordVerifierState = {
    clientPublicHex: input.clientPublicHex,
    server,
    userIdForSrp,
    signInName: input.signInName,
    ...(decoy ? { decoyVerifierHex: verifierHex } : {}),
  };
  await createChallenge(context.db, context.hasher, {
    handle: secretBlock,
    userId: real?.id ?? null,
    challengeName: 'PASSWORD_VERIFIER',
    state,
    now: context.now(),
    lifetimeMs: CHALLENGE_LIFETIME_MS,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: saltHex,
      SECRET_BLOCK: secretBlock,
      SRP_B: server.publicHex,
      USERNAME: userIdForSrp,
      USER_ID_FOR_SRP: userIdForSrp,
    },
  };
}

export interface PasswordClaim {
  username: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
  deviceKey: string | null | undefined;
}

/** Checks that the claim's TIMESTAMP is well-formed and close to the server clock. */
export function assertFreshTimestamp(timestamp: string, now: Date): void {
  const claimed = parseClaimTimestamp(timestamp);
  if (!claimed || Math.abs(claimed.getTime() - now.getTime()) > CLAIM_TIMESTAMP_TOLERANCE_MS) {
    throw invalidParameter('TIMESTAMP is invalid or too far from the current time.');
  }
}

/**
 * USER_SRP_AUTH, second half: checks PASSWORD_CLAIM_SIGNATURE. The challenge is spent by any
 * answer except a "device does not exist" error (the client retries the same claim without its
 * device key, as amazon-cognito-identity-js does).
 */
export async function answerPasswordVerifier(
  context: IdentityContext,
  claim: PasswordClaim,
  request: { ip: string | null },
): Promise<SignInStep> {
  const now = context.now();
  const challenge = await findOpenChallenge<PasswordVerifierState>(
    context.db,
    context.hasher,
    claim.secretBlock,
    now,
  );
  if (!challenge || challenge.challengeName !== 'PASSWORD_VERIFIER') throw invalidSession();
  const { state } = challenge;
  const spend = async (): Promise<void> => {
    if (!(await consumeChallenge(context.db, context.hasher, claim.secretBlock, now))) {
      throw invalidSession();
    }
  };
  if (claim.username !== state.userIdForSrp && claim.username !== state.signInName) {
    await spend();
    throw incorrectCredentials();
  }
  assertFreshTimestamp(claim.timestamp, now);

  const user = challenge.userId ? await findUserById(context.db, challenge.userId) : null;
  // The decoy's key is derived too, so an unknown name costs the same work as a real one.
  const verifierHex = user?.passwordVerifier?.verifierHex ?? state.decoyVerifierHex;
  const key = verifierHex
    ? deriveSessionKey({
        clientPublicHex: state.clientPublicHex,
        server: state.server,
        verifierHex,
      })
    : null;
  const expected = key
    ? passwordClaimSignature(
        key,
        poolName(context.config),
        state.userIdForSrp,
        claim.secretBlock,
        claim.timestamp,
      )
    : '';
  // A name without an account is throttled like an account, so the lock reveals nothing.
  const attempt = {
    subject: user ? user.id : subjectOfUnknownName(state.signInName),
    source: request.ip,
  };
  if (await isSignInLocked(context.db, attempt, now)) {
    await spend();
    throw passwordAttemptsExceeded();
  }
  if (!user || !key || !signaturesMatch(expected, claim.signature)) {
    await spend();
    await recordSignInFailure(context.db, attempt, now);
    throw incorrectCredentials();
  }
  const device = await resolvePresentedDevice(context, user.id, claim.deviceKey);
  await spend();
  return continueSignIn(
    context,
    {
      userId: user.id,
      authTime: now.toISOString(),
      deviceKey: device?.deviceKey ?? null,
      deviceProven: false,
      mfaPassed: false,
    },
    request,
  );
}

/**
 * USER_PASSWORD_AUTH: the client sends the password itself (over TLS); it is checked by
 * recomputing the SRP verifier from it and comparing in constant time, never stored or logged.
 */
export async function passwordSignIn(
  context: IdentityContext,
  input: { signInName: string; password: string; deviceKey: string | null | undefined },
  request: { ip: string | null },
): Promise<SignInStep> {
  const now = context.now();
  const user = await findUserBySignInName(context.db, input.signInName);
  if (!srpCapable(user)) {
    // Same work as a real check, so response time does not reveal unknown names.
    const decoy = decoyFor(context, input.signInName);
    passwordMatchesVerifier(
      { saltHex: decoy.saltHex, verifierHex: '' },
      poolName(context.config),
      decoy.userId,
      input.password,
    );
    // Throttled like an account, so the lock reveals nothing.
    const unknown = { subject: subjectOfUnknownName(input.signInName), source: request.ip };
    if (await isSignInLocked(context.db, unknown, now)) throw passwordAttemptsExceeded();
    await recordSignInFailure(context.db, unknown, now);
    throw incorrectCredentials();
  }
  const attempt = { subject: user.id, source: request.ip };
  if (await isSignInLocked(context.db, attempt, now)) throw passwordAttemptsExceeded();
  const matches = passwordMatchesVerifier(
    user.passwordVerifier,
    poolName(context.config),
    user.username,
    input.password,
  );
  if (!matches) {
    await recordSignInFailure(context.db, attempt, now);
    throw incorrectCredentials();
  }
  const device = await resolvePresentedDevice(context, user.id, input.deviceKey);
  return continueSignIn(
    context,
    {
      userId: user.id,
      authTime: now.toISOString(),
      deviceKey: device?.deviceKey ?? null,
      deviceProven: false,
      mfaPassed: false,
    },
    request,
  );
}
