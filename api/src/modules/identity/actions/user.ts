import { z } from 'zod';
import {
  maskPhoneNumber,
  toAttributeList,
  userAttributeMap,
  validateWritableAttributes,
} from '../attributes';
import { CODE_LIFETIME_MS } from '../constants';
import type { IdentityContext } from '../context';
import { CognitoError, invalidParameter } from '../errors';
import type { CodePurpose } from '../one-time-codes';
import { issueOneTimeCode, redeemOneTimeCode } from '../one-time-codes';
import { messages } from '../outbox';
import { authenticateAccessToken } from '../tokens';
import type { IdentityUser } from '../users-repository';
import { isUniqueViolation } from '../../../http/database-errors';
import { deleteUser, updateUser } from '../users-repository';
import { enabledMfaMethods } from '../sign-in/flow';
import type { IdentityAction } from './action';
import { defineAction } from './action';
import { AccessToken, AttributeList, ClientMetadata, ConfirmationCode } from './schemas';
import type { CodeDeliveryDetails } from './sign-up';
import { emailDelivery } from './sign-up';

const VerifiableAttribute = z.enum(['email', 'phone_number']);
type VerifiableAttribute = z.infer<typeof VerifiableAttribute>;

const PURPOSE: Record<VerifiableAttribute, CodePurpose> = {
  email: 'verify_email',
  phone_number: 'verify_phone_number',
};

/** Sends a code that proves the user controls their (new) e-mail address or phone number. */
async function sendAttributeCode(
  context: IdentityContext,
  user: IdentityUser,
  attribute: VerifiableAttribute,
): Promise<CodeDeliveryDetails> {
  const destination = attribute === 'email' ? user.email : user.phoneNumber;
  if (!destination) throw invalidParameter(`The user has no ${attribute}.`);
  const code = await issueOneTimeCode(context.db, context.hasher, {
    userId: user.id,
    purpose: PURPOSE[attribute],
    lifetimeMs: CODE_LIFETIME_MS,
    now: context.now(),
  });
  await context.outbox.deliver({
    channel: attribute === 'email' ? 'email' : 'sms',
    recipient: destination,
    ...messages.attributeCode(code),
  });
  return attribute === 'email'
    ? emailDelivery(destination)
    : {
        Destination: maskPhoneNumber(destination),
        DeliveryMedium: 'SMS',
        AttributeName: 'phone_number',
      };
}

export const getUser = defineAction(
  'GetUser',
  z.object({ AccessToken }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    const mfa = enabledMfaMethods(user);
    return {
      Username: user.username,
      UserAttributes: toAttributeList(userAttributeMap(user)),
      MFAOptions: [],
      UserMFASettingList: mfa,
      ...(user.preferredMfa && mfa.includes(user.preferredMfa)
        ? { PreferredMfaSetting: user.preferredMfa }
        : {}),
    };
  },
);

/**
 * UpdateUserAttributes: a changed e-mail or phone number becomes unverified and gets a code.
 * Security: sub, *_verified and identities are never writable by the user.
 */
export const updateUserAttributes = defineAction(
  'UpdateUserAttributes',
  z.object({ AccessToken, UserAttributes: AttributeList, ClientMetadata }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    const attributes = validateWritableAttributes(input.UserAttributes);
    const email = attributes.get('email');
    const phone = attributes.get('phone_number');
    attributes.delete('email');
    attributes.delete('phone_number');
    const emailChanged = email !== undefined && email !== user.email;
    const phoneChanged = phone !== undefined && phone !== user.phoneNumber;
    let updated: IdentityUser | null;
    try {
      updated = await updateUser(
        context.db,
        user.id,
        {
          attributes: { ...user.attributes, ...Object.fromEntries(attributes) },
          ...(emailChanged ? { email, emailVerified: false } : {}),
          ...(phoneChanged ? { phoneNumber: phone, phoneNumberVerified: false } : {}),
        },
        context.now(),
      );
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new CognitoError(
          'AliasExistsException',
          'An account with the given email already exists.',
        );
      }
      throw err;
    }
    if (!updated) throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
    const deliveries: CodeDeliveryDetails[] = [];
    if (emailChanged) deliveries.push(await sendAttributeCode(context, updated, 'email'));
    if (phoneChanged) deliveries.push(await sendAttributeCode(context, updated, 'phone_number'));
    return { CodeDeliveryDetailsList: deliveries };
  },
);

export const getUserAttributeVerificationCode = defineAction(
  'GetUserAttributeVerificationCode',
  z.object({ AccessToken, AttributeName: VerifiableAttribute, ClientMetadata }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    return { CodeDeliveryDetails: await sendAttributeCode(context, user, input.AttributeName) };
  },
);

export const verifyUserAttribute = defineAction(
  'VerifyUserAttribute',
  z.object({ AccessToken, AttributeName: VerifiableAttribute, Code: ConfirmationCode }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    await redeemOneTimeCode(context.db, context.hasher, {
      userId: user.id,
      purpose: PURPOSE[input.AttributeName],
      code: input.Code,
      now: context.now(),
    });
    await updateUser(
      context.db,
      user.id,
      input.AttributeName === 'email' ? { emailVerified: true } : { phoneNumberVerified: true },
      context.now(),
    );
    return {};
  },
);

export const deleteUserAttributes = defineAction(
  'DeleteUserAttributes',
  z.object({ AccessToken, UserAttributeNames: z.array(z.string().min(1).max(32)).max(50) }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    const attributes = { ...user.attributes };
    let clearPhone = false;
    for (const name of input.UserAttributeNames) {
      if (name === 'email' || name === 'sub' || name.endsWith('_verified')) {
        throw invalidParameter(`Cannot delete the attribute ${name}`);
      }
      if (name === 'phone_number') clearPhone = true;
      delete attributes[name];
    }
    await updateUser(
      context.db,
      user.id,
      {
        attributes,
        ...(clearPhone
          ? { phoneNumber: null, phoneNumberVerified: false, smsMfaEnabled: false }
          : {}),
      },
      context.now(),
    );
    return {};
  },
);

/** DeleteUser: removes the account; devices, sessions, codes and links go with it. */
export const deleteOwnUser = defineAction(
  'DeleteUser',
  z.object({ AccessToken, ClientMetadata }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    await deleteUser(context.db, user.id);
    context.log.info({ sub: user.id }, 'identity user deleted their account');
    return {};
  },
);

export const userActions: IdentityAction[] = [
  getUser,
  updateUserAttributes,
  getUserAttributeVerificationCode,
  verifyUserAttribute,
  deleteUserAttributes,
  deleteOwnUser,
];
