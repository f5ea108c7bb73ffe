import { ApiError } from '../api/api-client';

/**
 * What went wrong, in terms a screen can explain. Screens translate the kind; the raw message
 * (English, from the server or the library) is never shown to a user.
 */
export type IdentityErrorKind =
  | 'incorrectCredentials'
  | 'attemptsExceeded'
  | 'userDisabled'
  | 'userNotConfirmed'
  | 'passwordResetRequired'
  | 'sessionExpired'
  | 'codeMismatch'
  | 'expiredCode'
  | 'userExists'
  | 'invalidPassword'
  | 'limitExceeded'
  | 'invalidParameter'
  | 'network'
  | 'unknown';

/** The error texts of the identity layer (docs/errors.md). */
export const IDENTITY_ERRORS = {
  signInFailed: 'Failed to sign in',
  noRefreshCredentials: 'No refresh token or cognito user name',
  newPasswordRequired: 'New password is required.',
  passwordRequired: 'PASSWORD parameter is required.',
  notAuthenticated: 'User is not authenticated',
  networkError: 'Network error',
} as const;

interface LibraryError {
  code?: unknown;
  name?: unknown;
  message?: unknown;
}

/**
 * Classifies an error of the identity library, the identity endpoint or the product API.
 *
 * Only a request that never got an answer is the person's connection: the identity library says
 * so with its `NetworkError`, the API client with status 0. A bare `TypeError` is not one. The
 * library throws it when an answer came but could not be read (a proxy's HTML 503 page has no
 * error type to split), and telling the person to check their connection would send them looking
 * for a fault that is the service's.
 */
export function identityErrorKind(error: unknown): IdentityErrorKind {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'network';
    if (error.status === 429) return 'limitExceeded';
    return 'unknown';
  }
  const { code, name, message } = (error ?? {}) as LibraryError;
  const type = String(code ?? name ?? '');
  const text = typeof message === 'string' ? message : '';
  if (type === 'NetworkError' || text === IDENTITY_ERRORS.networkError) return 'network';
  switch (type) {
    case 'NotAuthorizedException':
      if (/attempts exceeded/i.test(text)) return 'attemptsExceeded';
      if (/disabled/i.test(text)) return 'userDisabled';
      if (/session/i.test(text)) return 'sessionExpired';
      return 'incorrectCredentials';
    case 'UserNotFoundException':
      // Answered like a wrong password, so that sign-in does not reveal who has an account.
      return 'incorrectCredentials';
    case 'UserNotConfirmedException':
      return 'userNotConfirmed';
    case 'PasswordResetRequiredException':
      return 'passwordResetRequired';
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return 'codeMismatch';
    case 'ExpiredCodeException':
      return 'expiredCode';
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'userExists';
    case 'InvalidPasswordException':
      return 'invalidPassword';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'limitExceeded';
    case 'InvalidParameterException':
      return 'invalidParameter';
    default:
      return 'unknown';
  }
}
