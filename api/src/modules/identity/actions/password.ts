import { z } from 'zod';
import { poolName } from '../config';
import { RESET_CODE_LIFETIME_MS } from '../constants';
import { codeMismatch, incorrectCredentials, passwordAttemptsExceeded } from '../errors';
import { countCodeRequest, issueOneTimeCode, redeemOneTimeCode } from '../one-time-codes';
import { messages } from '../outbox';
import { assertPasswordPolicy } from '../password-policy';
import { revokeAllRefreshTokens } from '../refresh-tokens-repository';
import { clearAllSignInFailuresOf, isSignInLocked, recordSignInFailure } from '../sign-in-throttle';
import { createPasswordVerifier, passwordMatchesVerifier } from '../srp';
import { authenticateAccessToken } from '../tokens';
import { findUserBySignInName, updateUser } from '../users-repository';
import type { IdentityAction } from './action';
import { assertKnownClient, defineAction } from './action';
import {
  AccessToken,
  ClientId,
  ClientMetadata,
  ConfirmationCode,
  Password,
  Username,
} from './schemas';
import { emailDelivery } from './sign-up';

/** ForgotPassword: e-mails a reset code; unknown names get the same answer and no message. */
export const forgotPassword = defineAction(
  'ForgotPassword',
  z.object({ ClientId, Username, ClientMetadata }),
  async (context, input) => {
    assertKnownClient(context, input.ClientId);
    // Counted per name typed, known or not, so the limit answers alike for both.
    await countCodeRequest(context, 'forgot-password', input.Username);
    const user = await findUserBySignInName(context.db, input.Username);
    if (!user || user.kind !== 'native' || user.email === null || !user.enabled) {
      return { CodeDeliveryDetails: emailDelivery(input.Username) };
    }
    const code = await issueOneTimeCode(context.db, context.hasher, {
      userId: user.id,
      purpose: 'reset_password',
      lifetimeMs: RESET_CODE_LIFETIME_MS,
      now: context.now(),
    });
    await context.outbox.deliver({
      channel: 'email',
      recipient: user.email,
      ...messages.passwordResetCode(code),
    });
    return { CodeDeliveryDetails: emailDelivery(input.Username) };
  },
);

/**
 * ConfirmForgotPassword: the code proves control of the mailbox; the new password replaces the
 * verifier, every session of the user is revoked (the reset may follow a compromise) and the
 * sign-in lock is lifted.
 */
export const confirmForgotPassword = defineAction(
  'ConfirmForgotPassword',
  z.object({ ClientId, Username, ConfirmationCode, Password, ClientMetadata }),
  async (context, input) => {
    assertKnownClient(context, input.ClientId);
    // The policy is checked before the name is looked up: a weak password gets the same answer
    // for every name.
    assertPasswordPolicy(input.Password);
    const user = await findUserBySignInName(context.db, input.Username);
    if (!user || user.kind !== 'native') throw codeMismatch();
    const now = context.now();
    await redeemOneTimeCode(context.db, context.hasher, {
      userId: user.id,
      purpose: 'reset_password',
      code: input.ConfirmationCode,
      now,
    });
    await updateUser(
      context.db,
      user.id,
      {
        passwordVerifier: createPasswordVerifier(
          poolName(context.config),
          user.username,
          input.Password,
        ),
        temporaryPasswordExpiresAt: null,
        ...(user.status === 'CONFIRMED' ? {} : { status: 'CONFIRMED', emailVerified: true }),
      },
      now,
    );
    await revokeAllRefreshTokens(context.db, user.id, now);
    await clearAllSignInFailuresOf(context.db, user.id);
    return {};
  },
);

/** ChangePassword: needs a valid access token and the current password (checked via SRP maths). */
export const changePassword = defineAction(
  'ChangePassword',
  z.object({
    AccessToken,
    PreviousPassword: Password,
    ProposedPassword: Password,
    ClientMetadata,
  }),
  async (context, input, request) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    const now = context.now();
    if (!user.passwordVerifier) throw incorrectCredentials();
    const attempt = { subject: user.id, source: request.ip };
    if (await isSignInLocked(context.db, attempt, now)) throw passwordAttemptsExceeded();
    const realm = poolName(context.config);
    if (
      !passwordMatchesVerifier(user.passwordVerifier, realm, user.username, input.PreviousPassword)
    ) {
      await recordSignInFailure(context.db, attempt, now);
      throw incorrectCredentials();
    }
    assertPasswordPolicy(input.ProposedPassword);
    await updateUser(
      context.db,
      user.id,
      { passwordVerifier: createPasswordVerifier(realm, user.username, input.ProposedPassword) },
      now,
    );
    return {};
  },
);

export const passwordActions: IdentityAction[] = [
  forgotPassword,
  confirmForgotPassword,
  changePassword,
];
