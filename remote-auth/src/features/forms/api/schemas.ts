import { z } from 'zod';
import { validationMessage as message } from '../types/validation';

/** Limits of the identity endpoint and the product API, checked before any request is made. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 50;
export const CHALLENGE_ANSWER_MAX_LENGTH = 2048;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const REQUIRED = 'validation.required';
/** Length as a person counts characters (𠮷 is one). */
const length = (value: string) => [...value].length;

/** A practical e-mail check: one @, something on both sides, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: REQUIRED })
  .max(EMAIL_MAX_LENGTH, { error: message('validation.tooLong', { max: EMAIL_MAX_LENGTH }) })
  .regex(EMAIL, { error: 'validation.email' });

/** The password of an existing account: only present and not absurdly long. */
export const currentPasswordSchema = z
  .string()
  .min(1, { error: REQUIRED })
  .max(PASSWORD_MAX_LENGTH, {
    error: message('validation.tooLong', { max: PASSWORD_MAX_LENGTH }),
  });

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

export const nameSchema = z
  .string()
  .trim()
  .refine((value) => length(value) >= 1, { error: REQUIRED })
  .refine((value) => length(value) <= NAME_MAX_LENGTH, {
    error: message('validation.tooLong', { max: NAME_MAX_LENGTH }),
  })
  .refine((value) => !/\p{Cc}/u.test(value), { error: 'validation.invalidCharacters' });

/** Full-width katakana, the long-vowel mark ー and spaces between words (as the api accepts). */
const KATAKANA_READING = /^[\u30A1-\u30F6\u30FC][\u30A1-\u30F6\u30FC\u3000 ]*$/;

export const kanaSchema = z
  .string()
  .trim()
  .refine((value) => length(value) >= 1, { error: REQUIRED })
  .refine((value) => length(value) <= NAME_MAX_LENGTH, {
    error: message('validation.tooLong', { max: NAME_MAX_LENGTH }),
  })
  .refine((value) => length(value) === 0 || KATAKANA_READING.test(value), {
    error: 'validation.kana',
  });

/** Today's date in Japan, YYYY-MM-DD (birth dates are judged by the Japanese calendar day). */
export function todayInJapan(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** True for a day that exists, written YYYY-MM-DD (2023-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export function birthDateSchema(today: () => string = () => todayInJapan()) {
  return z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .refine(isCalendarDate, { error: 'validation.birthDateInvalid' })
    .refine((value) => !isCalendarDate(value) || value >= EARLIEST_BIRTH_DATE, {
      error: 'validation.birthDateTooEarly',
    })
    .refine((value) => !isCalendarDate(value) || value <= today(), {
      error: 'validation.birthDateFuture',
    });
}

export const genderSchema = z.enum(['male', 'female'], { error: 'validation.genderRequired' });

/** The repeated password must match; the message goes to the repetition field. */
const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatch = { error: 'validation.passwordMismatch', path: ['confirmPassword'] };

export const signInFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const codeFormSchema = z.object({ code: codeSchema });
export type CodeForm = z.infer<typeof codeFormSchema>;

export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const emailFormSchema = z.object({ email: emailSchema });
export type EmailForm = z.infer<typeof emailFormSchema>;

export const passwordResetFormSchema = z
  .object({ code: codeSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

export const signUpFormSchema = z
  .object({ email: emailSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const customChallengeFormSchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .max(CHALLENGE_ANSWER_MAX_LENGTH, {
      error: message('validation.tooLong', { max: CHALLENGE_ANSWER_MAX_LENGTH }),
    }),
});
export type CustomChallengeForm = z.infer<typeof customChallengeFormSchema>;

export function upgradeFormSchema(today?: () => string) {
  return z.object({
    name: nameSchema,
    kana: kanaSchema,
    birthDate: birthDateSchema(today),
    gender: genderSchema,
  });
}
export type UpgradeForm = z.infer<ReturnType<typeof upgradeFormSchema>>;
