import { PERSONAL_PLACEHOLDER, redactSession } from './redact';

describe('debug page redaction', () => {
  it('hides every token, secret and password however deep, and keeps the rest', () => {
    const redacted = redactSession({
      user: { accountId: 'a1' },
      stored: { refreshToken: 'abcdef', currentPatientId: 'a1', idToken: null },
      nested: [{ clientSecret: 'xyz' }],
      setUser: () => undefined,
    });
    expect(redacted).toEqual({
      user: { accountId: 'a1' },
      stored: { refreshToken: '[redacted: 6 characters]', currentPatientId: 'a1', idToken: null },
      nested: [{ clientSecret: '[redacted: 3 characters]' }],
    });
    expect(JSON.stringify(redacted)).not.toContain('abcdef');
  });

  it('shows account ids and the shape of patients but no name, kana, birth date or e-mail', () => {
    const session = {
      user: {
        accountId: 'acc-1',
        name: '山田 花子',
        kana: 'ヤマダ ハナコ',
        gender: 'female',
        birthDate: '1980-04-01',
        email: 'hanako@example.jp',
      },
      patients: {
        'acc-1': { type: 'self', name: '山田 花子', kana: 'ヤマダ ハナコ', birthDate: null },
        'acc-2': {
          type: 'family',
          name: '山田 太郎',
          kana: 'ヤマダ タロウ',
          birthDate: '2015-05-05',
        },
      },
      stored: { cognitoUserName: 'hanako@example.jp' },
    };
    const text = JSON.stringify(redactSession(session));
    for (const personal of [
      '山田',
      'ヤマダ',
      '1980-04-01',
      '2015-05-05',
      'hanako@example.jp',
      'female',
    ]) {
      expect(text).not.toContain(personal);
    }
    expect(redactSession(session)).toMatchObject({
      user: { accountId: 'acc-1', name: PERSONAL_PLACEHOLDER, email: PERSONAL_PLACEHOLDER },
      patients: {
        'acc-1': { type: 'self', name: PERSONAL_PLACEHOLDER, birthDate: null },
        'acc-2': { type: 'family', birthDate: PERSONAL_PLACEHOLDER },
      },
    });
  });
});
