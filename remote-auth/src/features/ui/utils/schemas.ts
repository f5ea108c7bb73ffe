import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  profileFieldSchemas,
  todayInJapan,
  type ProfileMessages,
} from '@harmo/contracts/profile';
import { validationMessage as message } from '../types/validation';
import {
  PASSWORD_MAX_LENGTH,
  REQUIRED,
  currentPasswordSchema,
  emailSchema,
} from './sign-in-schemas';

export {
  EARLIEST_BIRTH_DATE,
  NAME_MAX_LENGTH,
  isCalendarDate,
  todayInJapan,
} from '@harmo/contracts/profile';

/** Limits of the identity endpoint and the product API, checked before any request is made. */
export const PASSWORD_MIN_LENGTH = 8;
export const CHALLENGE_ANSWER_MAX_LENGTH = 2048;

/** The profile rules are the api's; here each refusal is an i18n key the field translates. */
const PROFILE_MESSAGES: ProfileMessages = {
  required: REQUIRED,
  tooLong: message('validation.tooLong', { max: NAME_MAX_LENGTH }),
  invalidCharacters: 'validation.invalidCharacters',
  kana: 'validation.kana',
  birthDateInvalid: 'validation.birthDateInvalid',
  birthDateTooEarly: 'validation.birthDateTooEarly',
  birthDateFuture: 'validation.birthDateFuture',
  gender: 'validation.genderRequired',
};

/** The pool's policy for a new password: 8+ characters with upper case, lower case and a digit. */
export const newPasswordSchema = z
  .string()
  .min(1, { error: REQUIRED })
  .min(PASSWORD_MIN_LENGTH, {
    error: message('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: message('validation.tooLong', { max: PASSWORD_MAX_LENGTH }),
  })
  .regex(/[A-Z]/, { error: 'validation.passwordUpper' })
  .regex(/[a-z]/, { error: 'validation.passwordLower' })
  .regex(/[0-9]/, { error: 'validation.passwordDigit' })
  .refine((value) => value.trim() === value, { error: 'validation.passwordSpaces' });

/** A six-digit code (e-mail, SMS or authenticator); spaces a user types are ignored. */
export const codeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: REQUIRED })
      .regex(/^\d{6}$/, { error: 'validation.code' }),
  );

const profileFields = (today: () => string = () => todayInJapan()) =>
  profileFieldSchemas(PROFILE_MESSAGES, today);

export const nameSchema = profileFields().name;
export const kanaSchema = profileFields().kana;

export function birthDateSchema(today?: () => string) {
  return profileFields(today).birthDate;
}

/** The repeated password must match; the message goes to the repetition field. */
const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatch = { error: 'validation.passwordMismatch', path: ['confirmPassword'] };

export const codeFormSchema = z.object({ code: codeSchema });

export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);

export const emailFormSchema = z.object({ email: emailSchema });

export const passwordResetFormSchema = z
  .object({ code: codeSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);

/** The box a person ticks to agree to the terms and the privacy policy (never ticked for them). */
export const agreementSchema = z
  .boolean()
  .refine((agreed) => agreed, { error: 'validation.agreementRequired' });

export const signUpFormSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    agreed: agreementSchema,
  })
  .refine(passwordsMatch, mismatch);

export const customChallengeFormSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .max(CHALLENGE_ANSWER_MAX_LENGTH, {
      error: message('validation.tooLong', { max: CHALLENGE_ANSWER_MAX_LENGTH }),
    }),
});

export function upgradeFormSchema(today?: () => string) {
  return z.object(profileFields(today));
}

/** The upgrade form of a new identity that has not agreed yet (Google, Apple, after a reload). */
export function upgradeWithAgreementFormSchema(today?: () => string) {
  return upgradeFormSchema(today).extend({ agreed: agreementSchema });
}

/**
 * A family member: name, kana and gender; the birth date may be left empty (a grandparent's
 * exact date is not always known).
 */
export function familyMemberFormSchema(today?: () => string) {
  const fields = profileFields(today);
  return z.object({
    name: fields.name,
    kana: fields.kana,
    gender: fields.gender,
    birthDate: z.union([z.literal(''), fields.birthDate]),
  });
}

/** A new e-mail address for the account. */
export const newEmailFormSchema = z.object({ email: emailSchema });

/** The password change: the current one, then the new one twice. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch)
  .refine((values) => values.password !== values.currentPassword, {
    error: 'validation.passwordUnchanged',
    path: ['password'],
  });

/**
 * A mobile number for SMS codes, as people write it in Japan (090-1234-5678) or already in
 * international form (+81 90 1234 5678); it is sent as E.164 (+819012345678).
 */
export function toE164JapaneseMobile(value: string): string | null {
  const digits = value.normalize('NFKC').replace(/[\s\-()ー‐]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
  if (/^0[789]0\d{8}$/.test(digits)) return `+81${digits.slice(1)}`;
  return null;
}

export const phoneFormSchema = z.object({
  phone: z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .transform((value, context) => {
      const phone = toE164JapaneseMobile(value);
      if (!phone) {
        context.addIssue({ code: 'custom', message: 'validation.phone' });
        return z.NEVER;
      }
      return phone;
    }),
});

/** Deleting the account: the person types their own e-mail address to confirm. */
export function deletionFormSchema(email: string) {
  return z.object({
    confirmation: z
      .string()
      .trim()
      .min(1, { error: REQUIRED })
      .refine((value) => value.toLowerCase() === email.trim().toLowerCase(), {
        error: 'validation.confirmationMismatch',
      }),
  });
}

/** Inviting someone, by e-mail, to see this account's notebook. */
export const invitationFormSchema = z.object({ email: emailSchema });
