import { validateWritableAttributes } from '../attributes';
import { CHALLENGE_MAX_ATTEMPTS } from '../constants';
import type { IdentityContext } from '../context';
import { claimChallengeAttempt, consumeChallenge } from '../challenges-repository';
import { poolName } from '../config';
import { invalidParameter, invalidSession } from '../errors';
import { assertPasswordPolicy } from '../password-policy';
import { createPasswordVerifier } from '../srp';
import { findUserById, updateUser } from '../users-repository';
import type { ProgressState, SignInStep } from './flow';
import { continueSignIn } from './flow';

const ATTRIBUTE_PREFIX = 'userAttributes.';

/**
 * NEW_PASSWORD_REQUIRED: a user with a temporary password sets their own. The new password
 * becomes a fresh salt and verifier; the temporary one stops working.
 */
export async function answerNewPassword(
  context: IdentityContext,
  input: { session: string; responses: Record<string, string | null> },
  request: { ip: string | null },
): Promise<SignInStep> {
  const now = context.now();
  const challenge = await claimChallengeAttempt<ProgressState>(
    context.db,
    context.hasher,
    input.session,
    now,
    CHALLENGE_MAX_ATTEMPTS,
  );
  if (!challenge || challenge.challengeName !== 'NEW_PASSWORD_REQUIRED' || !challenge.userId) {
    throw invalidSession();
  }
  const user = await findUserById(context.db, challenge.userId);
  if (!user || user.status !== 'FORCE_CHANGE_PASSWORD') throw invalidSession();

  const newPassword = input.responses.NEW_PASSWORD;
  if (!newPassword) throw invalidParameter('NEW_PASSWORD is required.');
  assertPasswordPolicy(newPassword);
  const attributes = validateWritableAttributes(
    Object.entries(input.responses)
      .filter(([name, value]) => name.startsWith(ATTRIBUTE_PREFIX) && typeof value === 'string')
      .map(([name, value]) => ({ Name: name.slice(ATTRIBUTE_PREFIX.length), Value: value ?? '' })),
  );
  const email = attributes.get('email');
  if (email !== undefined && user.email !== null && email !== user.email) {
    throw invalidParameter('Cannot modify an already provided email');
  }
  const phone = attributes.get('phone_number');
  attributes.delete('email');
  attributes.delete('phone_number');

  if (!(await consumeChallenge(context.db, context.hasher, input.session, now))) {
    throw invalidSession();
  }
  await updateUser(
    context.db,
    user.id,
    {
      status: 'CONFIRMED',
      passwordVerifier: createPasswordVerifier(
        poolName(context.config),
        user.username,
        newPassword,
      ),
      temporaryPasswordExpiresAt: null,
      attributes: { ...user.attributes, ...Object.fromEntries(attributes) },
      ...(email !== undefined && user.email === null ? { email, emailVerified: false } : {}),
      ...(phone !== undefined ? { phoneNumber: phone, phoneNumberVerified: false } : {}),
    },
    now,
  );
  return continueSignIn(context, challenge.state.progress, request);
}
