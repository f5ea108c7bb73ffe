/**
 * Errors of the JSON 1.1 protocol, in Cognito's names: the endpoint answers
 * `{"__type": "<name>", "message": "<text>"}` with the status given here.
 */
export type CognitoErrorName =
  | 'AliasExistsException'
  | 'CodeMismatchException'
  | 'EnableSoftwareTokenMFAException'
  | 'ExpiredCodeException'
  | 'InternalErrorException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'LimitExceededException'
  | 'NotAuthorizedException'
  | 'PasswordResetRequiredException'
  | 'ResourceNotFoundException'
  | 'SerializationException'
  | 'SoftwareTokenMFANotFoundException'
  | 'TooManyRequestsException'
  | 'UnknownOperationException'
  | 'UnsupportedTokenTypeException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException';

export class CognitoError extends Error {
  constructor(
    readonly type: CognitoErrorName,
    message: string,
    readonly statusCode: number = type === 'InternalErrorException' ? 500 : 400,
  ) {
    super(message);
    this.name = type;
  }

  toBody(): { __type: CognitoErrorName; message: string } {
    return { __type: this.type, message: this.message };
  }
}

/**
 * One message for "no such user" and "wrong password", so that sign-in does not reveal which
 * e-mail addresses have accounts.
 */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

export const incorrectCredentials = (): CognitoError =>
  new CognitoError('NotAuthorizedException', INCORRECT_CREDENTIALS);

export const passwordAttemptsExceeded = (): CognitoError =>
  new CognitoError('NotAuthorizedException', 'Password attempts exceeded');

export const invalidParameter = (message: string): CognitoError =>
  new CognitoError('InvalidParameterException', message);

export const invalidSession = (): CognitoError =>
  new CognitoError(
    'NotAuthorizedException',
    'Invalid session for the user, session is expired or already used.',
  );

export const codeMismatch = (): CognitoError =>
  new CognitoError(
    'CodeMismatchException',
    'Invalid verification code provided, please try again.',
  );

export const expiredCode = (): CognitoError =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

export const attemptLimitExceeded = (): CognitoError =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
