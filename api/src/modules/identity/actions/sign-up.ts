import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { maskEmail, validateWritableAttributes } from '../attributes';
import { isValidEmail, normalizeEmail } from '../email-address';
import { poolName } from '../config';
import { CODE_LIFETIME_MS } from '../constants';
import type { IdentityContext } from '../context';
import { codeMismatch, invalidParameter } from '../errors';
import { countCodeRequest, issueOneTimeCode, redeemOneTimeCode } from '../one-time-codes';
import { messages } from '../outbox';
import { assertPasswordPolicy } from '../password-policy';
import { createPasswordVerifier } from '../srp';
import { isUniqueViolation } from '../../../http/database-errors';
import type { IdentityUser } from '../users-repository';
import { findUserByEmail, findUserBySignInName, insertUser, updateUser } from '../users-repository';
import type { IdentityAction } from './action';
import { assertKnownClient, defineAction } from './action';
import {
  AttributeList,
  ClientId,
  ClientMetadata,
  ConfirmationCode,
  Password,
  Username,
} from './schemas';

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL' | 'SMS';
  AttributeName: 'email' | 'phone_number';
}

export const emailDelivery = (email: string): CodeDeliveryDetails => ({
  Destination: maskEmail(email),
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
});

/** The answer of a sign-up that created an unconfirmed user. */
const signUpAnswer = (userSub: string, email: string) => ({
  UserConfirmed: false,
  UserSub: userSub,
  CodeDeliveryDetails: emailDelivery(email),
});

/**
 * Security: a sign-up for an address that already has an account gets the same answer as a new
 * one (a fresh random sub, drawn as real subs are), so sign-up does not reveal which addresses
 * have accounts; the owner is told by e-mail that someone tried.
 */
async function answerExistingAddress(
  context: IdentityContext,
  existing: IdentityUser,
  email: string,
) {
  await context.outbox.deliver({
    channel: 'email',
    recipient: existing.email ?? email,
    ...messages.signUpAttempt(),
  });
  return signUpAnswer(randomUUID(), email);
}

async function sendSignUpCode(context: IdentityContext, user: IdentityUser): Promise<void> {
  const email = user.email ?? '';
  const code = await issueOneTimeCode(context.db, context.hasher, {
    userId: user.id,
    purpose: 'confirm_sign_up',
    lifetimeMs: CODE_LIFETIME_MS,
    now: context.now(),
  });
  await context.outbox.deliver({
    channel: 'email',
    recipient: email,
    ...messages.signUpCode(code),
  });
}

/**
 * SignUp: the e-mail is the sign-in name. The password is turned into salt + verifier here and
 * then forgotten; the account stays UNCONFIRMED until the e-mailed code comes back.
 */
export const signUp = defineAction(
  'SignUp',
  z.object({
    ClientId,
    Username,
    Password,
    UserAttributes: AttributeList.optional(),
    ValidationData: AttributeList.optional(),
    ClientMetadata,
  }),
  async (context, input) => {
    assertKnownClient(context, input.ClientId);
    const email = input.Username.trim();
    if (!isValidEmail(email)) throw invalidParameter('Username should be an email.');
    const attributes = validateWritableAttributes(input.UserAttributes ?? []);
    const attributeEmail = attributes.get('email');
    if (attributeEmail !== undefined && normalizeEmail(attributeEmail) !== normalizeEmail(email)) {
      throw invalidParameter('The email attribute must match the username.');
    }
    assertPasswordPolicy(input.Password);
    const existing = await findUserByEmail(context.db, 'native', email);
    if (existing) return answerExistingAddress(context, existing, email);

    const phone = attributes.get('phone_number') ?? null;
    attributes.delete('email');
    attributes.delete('phone_number');
    const id = randomUUID();
    let user: IdentityUser;
    try {
      user = await insertUser(context.db, {
        id,
        kind: 'native',
        status: 'UNCONFIRMED',
        email,
        emailVerified: false,
        phoneNumber: phone,
        attributes: Object.fromEntries(attributes),
        passwordVerifier: createPasswordVerifier(poolName(context.config), id, input.Password),
        now: context.now(),
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Another request created that address a moment ago.
      const created = await findUserByEmail(context.db, 'native', email);
      if (!created) throw err;
      return answerExistingAddress(context, created, email);
    }
    await sendSignUpCode(context, user);
    return signUpAnswer(user.id, email);
  },
);

export const confirmSignUp = defineAction(
  'ConfirmSignUp',
  z.object({
    ClientId,
    Username,
    ConfirmationCode,
    ForceAliasCreation: z.boolean().optional().nullable(),
    ClientMetadata,
  }),
  async (context, input) => {
    assertKnownClient(context, input.ClientId);
    const user = await findUserBySignInName(context.db, input.Username);
    // An unknown name, or an account that is already confirmed, gets the answer of a wrong
    // code, so this action does not reveal which addresses have accounts.
    if (!user || user.kind !== 'native' || user.status !== 'UNCONFIRMED') throw codeMismatch();
    await redeemOneTimeCode(context.db, context.hasher, {
      userId: user.id,
      purpose: 'confirm_sign_up',
      code: input.ConfirmationCode,
      now: context.now(),
    });
    await updateUser(
      context.db,
      user.id,
      { status: 'CONFIRMED', emailVerified: true },
      context.now(),
    );
    return {};
  },
);

export const resendConfirmationCode = defineAction(
  'ResendConfirmationCode',
  z.object({ ClientId, Username, ClientMetadata }),
  async (context, input) => {
    assertKnownClient(context, input.ClientId);
    await countCodeRequest(context, 'resend-confirmation', input.Username);
    const user = await findUserBySignInName(context.db, input.Username);
    // Unknown names and confirmed accounts get the same answer and no message (no account
    // enumeration); the destination shown is always the name as typed.
    if (user && user.kind === 'native' && user.email !== null && user.status === 'UNCONFIRMED') {
      await sendSignUpCode(context, user);
    }
    return { CodeDeliveryDetails: emailDelivery(input.Username) };
  },
);

export const signUpActions: IdentityAction[] = [signUp, confirmSignUp, resendConfirmationCode];
