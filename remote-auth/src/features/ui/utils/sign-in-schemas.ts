import { z } from 'zod';
import { validationMessage as message } from '../types/validation';

// The schemas of the sign-in form, apart from the other forms' (schemas.ts): the sign-in screen
// loads this module, with the shared zod, when the person starts on the form
// (load-sign-in-schema.ts), and builds only these two fields' schemas then.

/** Limits of the identity endpoint, checked before any request is made. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;

export const REQUIRED = 'validation.required';

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

export const signInFormSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type SignInForm = z.infer<typeof signInFormSchema>;
