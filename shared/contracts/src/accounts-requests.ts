import { z } from 'zod';
import { AgreementInput } from './accounts';
import { Idm, Secret } from './central';
import { PROFILE_MESSAGES_EN, profileFieldSchemas, todayInJapan } from './profile';

// The request bodies of the accounts api, in a module apart from its answers (accounts.ts): the
// session loads the answers' schemas on every signed-in page, while the web only takes the types
// of these bodies (its forms check what is sent, in the person's language).

/**
 * The fields of a person as the api takes them, described for the OpenAPI document. `today` gives
 * the current day in Japan, which a birth date may not pass (tests pass a fixed one).
 */
function personFields(today: () => string) {
  const fields = profileFieldSchemas(PROFILE_MESSAGES_EN, today);
  return {
    name: fields.name.describe('Name, e.g. 山田 花子 (1–50 characters)'),
    kana: fields.kana.describe(
      'Reading in full-width katakana, e.g. ヤマダ ハナコ (1–50 characters)',
    ),
    birthDate: fields.birthDate.describe(
      'Birth date, YYYY-MM-DD, from 1900-01-01 to today (Japan time)',
    ),
    gender: fields.gender.describe('male or female'),
  };
}

const todayJapan = () => todayInJapan();

/** PUT /ps/v1/accounts/me: the signed-in account's name, kana, birth date and gender. */
export function profileBody(today: () => string = todayJapan) {
  const { name, kana, birthDate, gender } = personFields(today);
  return z.object({ name, kana, birthDate, gender });
}
export type ProfileBody = z.input<ReturnType<typeof profileBody>>;

/**
 * POST /ps/v1/accounts/family: a new family member, whose birth date may not be known.
 *
 * With an `Idempotency-Key` header (`idempotency.ts`; the web sends one with every addition) the
 * member is added once per key: a retry with the same key and body answers 200 with the member
 * the first request added, and the same key with another body 409 `idempotency_key_reused`; a
 * retry whose member has since been removed 404 `family_member_not_found` (it never brings the
 * person back). Without it, each request adds anew (201).
 */
export function newFamilyMemberBody(today: () => string = todayJapan) {
  const { name, kana, birthDate, gender } = personFields(today);
  return z.object({ name, kana, gender, birthDate: birthDate.nullable().optional() });
}
export type NewFamilyMemberBody = z.input<ReturnType<typeof newFamilyMemberBody>>;

/**
 * POST /ps/v1/accounts/v2/upgrade: the profile of the new account, the access token of the same
 * sign-in and the credentials of the device the lite-account sequence registered.
 */
export function upgradeBody(today: () => string = todayJapan) {
  const { name, kana, birthDate, gender } = personFields(today);
  return z.object({
    accessToken: z.string().min(1).max(8192).describe('Access token of the same sign-in'),
    name,
    kana,
    birthDate,
    gender,
    idm: Idm,
    did: z
      .string()
      .regex(/^[0-9]{1,20}$/, { error: 'must be a numeric device id' })
      .describe('Device id from /personal/registerDevice'),
    secret: Secret,
    agreement: AgreementInput.optional().describe(
      'The agreement to the terms and the privacy policy given at sign-up; recorded with the ' +
        'account. Optional for clients that record it elsewhere (the companion app).',
    ),
  });
}
export type UpgradeBody = z.input<ReturnType<typeof upgradeBody>>;
