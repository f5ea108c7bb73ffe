import {
  birthDateSchema,
  codeSchema,
  kanaSchema,
  nameSchema,
  newPasswordSchema,
  deletionFormSchema,
  familyMemberFormSchema,
  passwordChangeFormSchema,
  phoneFormSchema,
  signUpFormSchema,
  toE164JapaneseMobile,
  todayInJapan,
  upgradeFormSchema,
} from './schemas';
import { emailSchema } from './sign-in-schemas';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('form schemas', () => {
  it('e-mail: required, well formed, at most 254 characters', () => {
    expect(emailSchema.parse('  hanako@example.jp ')).toBe('hanako@example.jp');
    expect(messageOf(emailSchema.safeParse(''))).toBe('validation.required');
    for (const bad of ['hanako', 'hanako@', '@example.jp', 'hanako@example', 'a b@example.jp']) {
      expect(messageOf(emailSchema.safeParse(bad))).toBe('validation.email');
    }
    expect(messageOf(emailSchema.safeParse(`${'a'.repeat(250)}@x.jp`))).toBe(
      'validation.tooLong|max=254',
    );
  });

  it('new password: the pool policy of 8+ characters with upper, lower and a digit', () => {
    expect(newPasswordSchema.safeParse('Harmo-2026').success).toBe(true);
    expect(messageOf(newPasswordSchema.safeParse(''))).toBe('validation.required');
    expect(messageOf(newPasswordSchema.safeParse('Ab1'))).toBe('validation.passwordTooShort|min=8');
    expect(messageOf(newPasswordSchema.safeParse('harmo-2026'))).toBe('validation.passwordUpper');
    expect(messageOf(newPasswordSchema.safeParse('HARMO-2026'))).toBe('validation.passwordLower');
    expect(messageOf(newPasswordSchema.safeParse('Harmo-demo'))).toBe('validation.passwordDigit');
    expect(messageOf(newPasswordSchema.safeParse(' Harmo-2026'))).toBe('validation.passwordSpaces');
    expect(messageOf(newPasswordSchema.safeParse(`Aa1${'x'.repeat(300)}`))).toBe(
      'validation.tooLong|max=256',
    );
  });

  it('the repeated password must match, with the message on the repetition', () => {
    const result = signUpFormSchema.safeParse({
      email: 'a@b.jp',
      password: 'Harmo-2026',
      confirmPassword: 'Harmo-2027',
      agreed: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: 'validation.passwordMismatch',
    });
  });

  it('sign-up needs the agreement ticked by the person', () => {
    const values = {
      email: 'a@b.jp',
      password: 'Harmo-2026',
      confirmPassword: 'Harmo-2026',
    };
    expect(messageOf(signUpFormSchema.safeParse({ ...values, agreed: false }))).toBe(
      'validation.agreementRequired',
    );
    expect(signUpFormSchema.safeParse({ ...values, agreed: true }).success).toBe(true);
  });

  it('a new password must differ from the current one', () => {
    const result = passwordChangeFormSchema.safeParse({
      currentPassword: 'Harmo-2026',
      password: 'Harmo-2026',
      confirmPassword: 'Harmo-2026',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password'],
      message: 'validation.passwordUnchanged',
    });
  });

  it('a family member may have no birth date, but not a wrong one', () => {
    const member = { name: '山田 ウメ', kana: 'ヤマダ ウメ', gender: 'female' };
    expect(familyMemberFormSchema().safeParse({ ...member, birthDate: '' }).success).toBe(true);
    expect(
      messageOf(familyMemberFormSchema().safeParse({ ...member, birthDate: '2999-01-01' })),
    ).not.toBeNull();
  });

  it('mobile numbers as written in Japan become E.164; others are refused', () => {
    expect(toE164JapaneseMobile('090-1234-5678')).toBe('+819012345678');
    expect(toE164JapaneseMobile('０８０ １２３４ ５６７８')).toBe('+818012345678');
    expect(toE164JapaneseMobile('+81 90 1234 5678')).toBe('+819012345678');
    expect(toE164JapaneseMobile('03-1234-5678')).toBeNull();
    expect(phoneFormSchema.parse({ phone: ' 070-0000-1111 ' })).toEqual({ phone: '+817000001111' });
    expect(messageOf(phoneFormSchema.safeParse({ phone: '12345' }))).toBe('validation.phone');
  });

  it('deleting the account asks for its own e-mail address, in any case', () => {
    const schema = deletionFormSchema('Hanako@Example.jp');
    expect(schema.safeParse({ confirmation: ' hanako@example.jp ' }).success).toBe(true);
    expect(messageOf(schema.safeParse({ confirmation: 'other@example.jp' }))).toBe(
      'validation.confirmationMismatch',
    );
  });

  it('code: six digits, spaces ignored', () => {
    expect(codeSchema.parse('123 456')).toBe('123456');
    expect(messageOf(codeSchema.safeParse(''))).toBe('validation.required');
    expect(messageOf(codeSchema.safeParse('12345'))).toBe('validation.code');
    expect(messageOf(codeSchema.safeParse('12345a'))).toBe('validation.code');
  });

  it('kana: full-width katakana, ー and spaces only', () => {
    for (const good of ['ヤマダ ハナコ', 'ヤマダ　ハナコ', 'ヴァイオリン', 'コーヒー']) {
      expect(kanaSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of ['やまだ はなこ', 'ﾔﾏﾀﾞ', '山田', 'Yamada', 'ヤマダ1', ' ハナコ1']) {
      expect(messageOf(kanaSchema.safeParse(bad))).toBe('validation.kana');
    }
    expect(messageOf(kanaSchema.safeParse('   '))).toBe('validation.required');
    expect(messageOf(kanaSchema.safeParse('ア'.repeat(51)))).toBe('validation.tooLong|max=50');
  });

  it('name: 1 to 50 characters as a person counts them', () => {
    expect(nameSchema.safeParse('𠮷野 家').success).toBe(true);
    expect(nameSchema.safeParse('𠮷'.repeat(50)).success).toBe(true);
    expect(messageOf(nameSchema.safeParse('𠮷'.repeat(51)))).toBe('validation.tooLong|max=50');
    expect(messageOf(nameSchema.safeParse(''))).toBe('validation.required');
    expect(messageOf(nameSchema.safeParse('a\u0007b'))).toBe('validation.invalidCharacters');
  });

  it('birth date: a real day from 1900-01-01 up to today in Japan', () => {
    const schema = birthDateSchema(() => '2026-11-22');
    expect(schema.safeParse('2026-11-22').success).toBe(true);
    expect(schema.safeParse('1900-01-01').success).toBe(true);
    expect(messageOf(schema.safeParse(''))).toBe('validation.required');
    expect(messageOf(schema.safeParse('2026-11-23'))).toBe('validation.birthDateFuture');
    expect(messageOf(schema.safeParse('1899-12-31'))).toBe('validation.birthDateTooEarly');
    expect(messageOf(schema.safeParse('2023-02-30'))).toBe('validation.birthDateInvalid');
    expect(messageOf(schema.safeParse('1990/01/01'))).toBe('validation.birthDateInvalid');
  });

  it('today is the calendar day in Japan', () => {
    // 2026-11-22 20:00 in UTC is already the 23rd in Tokyo.
    expect(todayInJapan(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });

  it('the upgrade form needs every field, gender male or female', () => {
    const schema = upgradeFormSchema(() => '2026-11-22');
    const result = schema.safeParse({ name: '', kana: 'やまだ', birthDate: '2999-01-01' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      name: 'validation.required',
      kana: 'validation.kana',
      birthDate: 'validation.birthDateFuture',
      gender: 'validation.genderRequired',
    });
  });
});
