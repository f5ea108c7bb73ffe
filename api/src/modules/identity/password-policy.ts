import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { CognitoError } from './errors';

/** The pool's password policy: at least 8 characters with upper case, lower case and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Passwords that pass the character rules can still be the first ones an attacker tries
 * (Passw0rd, Aa1aaaaa). zxcvbn estimates how many guesses a password takes from lists of common
 * passwords, words, names and keyboard patterns; below score 2 (about a million guesses) it is
 * refused. The estimator (its dictionaries are large, so it lives in the api only) is built on
 * first use.
 */
export const MIN_PASSWORD_STRENGTH = 2;
let estimator: ZxcvbnFactory | undefined;
function passwordStrength(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return estimator.check(password).score;
}

/** Every rule the password breaks, in Cognito's wording; empty when the password is acceptable. */
export function passwordPolicyProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('Password not long enough');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('Password is too long');
  if (!/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) problems.push('Password must have numeric characters');
  if (password.trim() !== password) problems.push('Password must not start or end with a space');
  if (problems.length === 0 && passwordStrength(password) < MIN_PASSWORD_STRENGTH) {
    problems.push('Password is too common or easy to guess');
  }
  return problems;
}

/** Throws InvalidPasswordException naming every rule the new password breaks. */
export function assertPasswordPolicy(password: string): void {
  const problems = passwordPolicyProblems(password);
  if (problems.length > 0) {
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${problems.join('; ')}`,
    );
  }
}
