import { z } from 'zod';
import { invalidParameter } from '../errors';
import {
  associateSoftwareTokenDuringSignIn,
  enableSoftwareToken,
  verifySoftwareTokenDuringSignIn,
} from '../sign-in/mfa-step';
import { generateTotpSecret } from '../totp';
import { authenticateAccessToken } from '../tokens';
import type { MfaType } from '../users-repository';
import { updateUser } from '../users-repository';
import type { IdentityAction } from './action';
import { defineAction } from './action';
import { AccessToken, Session } from './schemas';

/**
 * AssociateSoftwareToken: a new authenticator secret, either for a signed-in user (AccessToken)
 * or during a sign-in that must set up MFA (Session). It is pending until a code verifies it.
 */
export const associateSoftwareToken = defineAction(
  'AssociateSoftwareToken',
  z.object({ AccessToken: AccessToken.optional(), Session: Session.optional() }),
  async (context, input) => {
    if (input.AccessToken) {
      const { user } = await authenticateAccessToken(context, input.AccessToken);
      const secret = generateTotpSecret();
      await updateUser(context.db, user.id, { totpPendingSecret: secret }, context.now());
      return { SecretCode: secret };
    }
    if (input.Session) return associateSoftwareTokenDuringSignIn(context, input.Session);
    throw invalidParameter('AccessToken or Session is required.');
  },
);

export const verifySoftwareToken = defineAction(
  'VerifySoftwareToken',
  z.object({
    AccessToken: AccessToken.optional(),
    Session: Session.optional(),
    UserCode: z.string().regex(/^\d{6}$/),
    FriendlyDeviceName: z.string().max(131).optional().nullable(),
  }),
  async (context, input) => {
    if (input.AccessToken) {
      const { user } = await authenticateAccessToken(context, input.AccessToken);
      await enableSoftwareToken(context, user, input.UserCode, { switchOn: false });
      return { Status: 'SUCCESS' };
    }
    if (input.Session) {
      return verifySoftwareTokenDuringSignIn(context, {
        session: input.Session,
        code: input.UserCode,
      });
    }
    throw invalidParameter('AccessToken or Session is required.');
  },
);

const MfaSettings = z
  .object({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() })
  .optional()
  .nullable();

/**
 * SetUserMFAPreference: turns SMS / authenticator MFA on or off and picks the preferred one.
 * An authenticator can be enabled only after a code verified it; SMS only with a phone number.
 */
export const setUserMfaPreference = defineAction(
  'SetUserMFAPreference',
  z.object({
    AccessToken,
    SMSMfaSettings: MfaSettings,
    SoftwareTokenMfaSettings: MfaSettings,
  }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    const sms = input.SMSMfaSettings ?? {};
    const totp = input.SoftwareTokenMfaSettings ?? {};
    let smsEnabled = sms.Enabled ?? user.smsMfaEnabled;
    let totpEnabled = totp.Enabled ?? user.totpEnabled;
    if (sms.PreferredMfa) smsEnabled = sms.Enabled ?? true;
    if (totp.PreferredMfa) totpEnabled = totp.Enabled ?? true;
    if (totpEnabled && !user.totpSecret) {
      throw invalidParameter('User has not verified software token mfa');
    }
    if (smsEnabled && !user.phoneNumber) {
      throw invalidParameter('User does not have delivery config set to turn on SMS_MFA');
    }
    let preferred: MfaType | null = user.preferredMfa;
    if (sms.PreferredMfa) preferred = 'SMS_MFA';
    if (totp.PreferredMfa) preferred = 'SOFTWARE_TOKEN_MFA';
    if (preferred === 'SMS_MFA' && (!smsEnabled || sms.PreferredMfa === false)) preferred = null;
    if (preferred === 'SOFTWARE_TOKEN_MFA' && (!totpEnabled || totp.PreferredMfa === false)) {
      preferred = null;
    }
    await updateUser(
      context.db,
      user.id,
      { smsMfaEnabled: smsEnabled, totpEnabled, preferredMfa: preferred },
      context.now(),
    );
    return {};
  },
);

export const mfaActions: IdentityAction[] = [
  associateSoftwareToken,
  verifySoftwareToken,
  setUserMfaPreference,
];
