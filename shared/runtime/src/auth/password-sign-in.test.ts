import type { CognitoUserSession } from 'amazon-cognito-identity-js';
import { ApiError } from '../api/api-client';
import { setRuntimeConfig } from '../config/runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { identityErrorKind } from './identity-errors';
import { PasswordSignIn, signInResultOf, totpSetupUri } from './password-sign-in';

function sessionWith(tokens: { id?: string; access?: string; refresh?: string }) {
  return {
    getIdToken: () => ({ getJwtToken: () => tokens.id ?? '' }),
    getAccessToken: () => ({ getJwtToken: () => tokens.access ?? '' }),
    getRefreshToken: () => ({ getToken: () => tokens.refresh ?? '' }),
  } as unknown as CognitoUserSession;
}

beforeAll(() => setRuntimeConfig(runtimeConfigFromEnv({})));

describe('password sign-in', () => {
  it('counts only when access, id and refresh tokens all came back', () => {
    expect(signInResultOf(sessionWith({ id: 'i', access: 'a', refresh: 'r' }), 'u-1')).toEqual({
      idToken: 'i',
      accessToken: 'a',
      refreshToken: 'r',
      cognitoUserName: 'u-1',
    });
    expect(() => signInResultOf(sessionWith({ id: 'i', access: 'a' }), 'u-1')).toThrow(
      'Failed to sign in',
    );
    expect(() => signInResultOf(sessionWith({ access: 'a', refresh: 'r' }), 'u-1')).toThrow(
      'Failed to sign in',
    );
  });

  it('needs a password, and a new password for the new-password challenge', async () => {
    const flow = new PasswordSignIn('hanako@example.jp');
    await expect(flow.start('')).rejects.toThrow('PASSWORD parameter is required.');
    await expect(flow.completeNewPassword('')).rejects.toThrow('New password is required.');
  });

  it('builds the authenticator link with service, account, secret and issuer', () => {
    expect(totpSetupUri('hanako@example.jp', 'ABCDEF234567')).toBe(
      'otpauth://totp/harmo:hanako@example.jp?secret=ABCDEF234567&issuer=harmo',
    );
    expect(totpSetupUri('a+b@example.jp', 'X')).toBe(
      'otpauth://totp/harmo:a%2Bb@example.jp?secret=X&issuer=harmo',
    );
  });
});

describe('identity errors', () => {
  const error = (code: string, message = '') => Object.assign(new Error(message), { code });

  it('tells a wrong password from a locked sign-in and an expired challenge', () => {
    expect(
      identityErrorKind(error('NotAuthorizedException', 'Incorrect username or password.')),
    ).toBe('incorrectCredentials');
    expect(identityErrorKind(error('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      'attemptsExceeded',
    );
    expect(
      identityErrorKind(
        error(
          'NotAuthorizedException',
          'Invalid session for the user, session is expired or already used.',
        ),
      ),
    ).toBe('sessionExpired');
    expect(identityErrorKind(error('UserNotFoundException'))).toBe('incorrectCredentials');
  });

  it('names code, registration and network failures', () => {
    expect(identityErrorKind(error('CodeMismatchException'))).toBe('codeMismatch');
    expect(identityErrorKind(error('EnableSoftwareTokenMFAException'))).toBe('codeMismatch');
    expect(identityErrorKind(error('ExpiredCodeException'))).toBe('expiredCode');
    expect(identityErrorKind(error('UsernameExistsException'))).toBe('userExists');
    expect(identityErrorKind(error('InvalidPasswordException'))).toBe('invalidPassword');
    expect(identityErrorKind(error('LimitExceededException'))).toBe('limitExceeded');
    expect(identityErrorKind(error('NetworkError', 'Network error'))).toBe('network');
    expect(identityErrorKind(new ApiError('Network error', 0, 'network_error'))).toBe('network');
    // An answer the library could not read (an HTML error page): the service's fault.
    expect(
      identityErrorKind(new TypeError("Cannot read properties of undefined (reading 'split')")),
    ).toBe('unknown');
    expect(identityErrorKind(new Error('Failed to sign in'))).toBe('unknown');
  });
});
