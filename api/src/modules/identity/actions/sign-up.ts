import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isValidEmail, maskEmail, normalizeEmail, validateWritableAttributes } from '../attributes';
import { poolName } from '../config';
import { CODE_LIFETIME_MS } from '../constants';
import type { IdentityContext } from '../context';
import { CognitoError, codeMismatch, invalidParameter } from '../errors';
import { issueOneTimeCode, redeemOneTimeCode } from '../one-time-codes';
import { messages } from '../outbox';
import { assertPasswordPolicy } from '../password-policy';
import { createPasswordVerifier } from '../srp';
import type { IdentityUser } from '../users-repository';
import {
  findUserByEmail,
  findUserBySignInName,
  insertUser,
  isUniqueViolation,
  updateUser,
} from '../users-repository';
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

const usernameExists = (): CognitoError =>
  new CognitoError('UsernameExistsException', 'An account with the given email already exists.');

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
    if (await findUserByEmail(context.db, 'native', email)) throw usernameExists();

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
      if (isUniqueViolation(err)) throw usernameExists();
      throw err;
    }
    await sendSignUpCode(context, user);
    return { UserConfirmed: false, UserSub: user.id, CodeDeliveryDetails: emailDelivery(email) };
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
    // An unknown name gets the same answer as a wrong code.
    if (!user || user.kind !== 'native') throw codeMismatch();
    if (user.status !== 'UNCONFIRMED') {
      throw new CognitoError(
        'NotAuthorizedException',
        `User cannot be confirmed. Current status is ${user.status}`,
      );
    }
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
    const user = await findUserBySignInName(context.db, input.Username);
    // Unknown names get a plausible answer and no message (no account enumeration).
    if (!user || user.kind !== 'native' || user.email === null) {
      return { CodeDeliveryDetails: emailDelivery(input.Username) };
    }
    if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
    await sendSignUpCode(context, user);
    return { CodeDeliveryDetails: emailDelivery(user.email) };
  },
);

export const signUpActions: IdentityAction[] = [signUp, confirmSignUp, resendConfirmationCode];
