import { redactSession } from './redact';

describe('debug page redaction', () => {
  it('hides every token, secret and password however deep, and keeps the rest', () => {
    const redacted = redactSession({
      user: { accountId: 'a1', name: '山田' },
      stored: { refreshToken: 'abcdef', cognitoUserName: 'user-1', idToken: null },
      nested: [{ clientSecret: 'xyz' }],
      setUser: () => undefined,
    });
    expect(redacted).toEqual({
      user: { accountId: 'a1', name: '山田' },
      stored: {
        refreshToken: '[redacted: 6 characters]',
        cognitoUserName: 'user-1',
        idToken: null,
      },
      nested: [{ clientSecret: '[redacted: 3 characters]' }],
    });
    expect(JSON.stringify(redacted)).not.toContain('abcdef');
  });
});
