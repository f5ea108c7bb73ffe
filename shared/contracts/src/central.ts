import { z } from 'zod';

/** The central server's calls of the lite-account sequence, in the order the web makes them. */
export const CENTRAL_PATHS = {
  issueRegistrationToken: '/personal/issueRegistrationToken',
  register: '/personal/register',
  enter: '/personal/enter',
  updatePersonalInfo: '/personal/updatePersonalInfo',
  registerDevice: '/personal/registerDevice',
} as const;

/**
 * The header that carries the session returned by /personal/enter to
 * /personal/updatePersonalInfo and /personal/registerDevice.
 */
export const CENTRAL_SESSION_HEADER = 'x-central-session';

/**
 * Fields of the central-server calls. Bodies are form-encoded (JSON is accepted too), so every
 * value arrives as a string and is checked as one.
 */

const MAX_UINT64 = (1n << 64n) - 1n;

export const Idm = z
  .string()
  .regex(/^[0-9a-fA-F]{32}$/, { error: 'must be 32 hexadecimal characters' })
  .transform((value) => value.toLowerCase())
  .describe('Lite-user id: 32 hexadecimal characters (stored lower-case)');

export const Secret = z
  .string()
  .regex(/^[0-9a-fA-F]{32}$/, { error: 'must be 32 hexadecimal characters' })
  .transform((value) => value.toLowerCase())
  .describe('Device secret: 32 hexadecimal characters; only its SHA-256 is stored');

export const Did = z
  .string()
  .regex(/^[1-9][0-9]{15}$/, { error: 'must be a device id of 16 digits' })
  .describe('Device id returned by register or registerDevice');

const DECIMAL_DIGITS = /^[0-9]{1,20}$/;

export const Rsv = z
  .string()
  .regex(DECIMAL_DIGITS, { error: 'must be a decimal number' })
  // zod runs every check even after one failed: BigInt would throw on what is not digits.
  .refine((value) => !DECIMAL_DIGITS.test(value) || BigInt(value) <= MAX_UINT64, {
    error: 'must be an unsigned 64-bit number',
  })
  .transform((value) => BigInt(value).toString())
  .describe('Random unsigned 64-bit number, in decimal');

export const AuthCode = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be the hex SHA-256 of the registration token' })
  .transform((value) => value.toLowerCase())
  .describe('Lower-case hex SHA-256 of the UTF-8 bytes of the issued registration token');

export const RegisterBody = z.object({ idm: Idm, secret: Secret, rsv: Rsv, authCode: AuthCode });

export const EnterBody = z.object({ idm: Idm, did: Did, secret: Secret });

export const PersonalInfoBody = (currentYear: () => number) =>
  z.object({
    birthYear: z
      .string()
      .regex(/^[0-9]{4}$/, { error: 'must be a year of 4 digits' })
      .transform(Number)
      .refine((year) => year >= 1900 && year <= currentYear(), {
        error: 'must be a year from 1900 to this year',
      })
      .describe('Year of birth, e.g. 1985'),
    sex: z
      .enum(['1', '2'], { error: 'must be 1 (male) or 2 (otherwise)' })
      .transform(Number)
      .describe('1 for male, 2 otherwise'),
    name: z
      .string()
      .min(1, { error: 'must not be empty' })
      .max(50, { error: 'must be at most 50 characters' })
      .regex(/^[^\p{Cc}]*$/u, { error: 'must not contain control characters' })
      .describe("Name on the central server; the web sends the placeholder '0000'"),
  });

export const RegisterDeviceBody = z.object({ secret: Secret });

export const CentralSessionHeaders = z.looseObject({
  [CENTRAL_SESSION_HEADER]: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'must be the session returned by /personal/enter' })
    .optional()
    .describe('The session returned by the latest /personal/enter'),
});

export const TokenResponse = z.object({
  token: z.string().describe('Registration token; valid once, for 10 minutes'),
});
export const DidResponse = z.object({ did: Did });
export const EnterResponse = z.object({
  result: z.literal('ok'),
  session: z
    .string()
    .describe('Send as the X-Central-Session header to updatePersonalInfo and registerDevice'),
  expiresIn: z.number().int().describe('Seconds the session stays valid'),
});
export const OkResponse = z.object({ result: z.literal('ok') });
