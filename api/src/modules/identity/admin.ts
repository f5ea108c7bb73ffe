import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import type { IdentityConfig } from './config';
import { poolName } from './config';
import { TEMPORARY_PASSWORD_LIFETIME_MS } from './constants';
import { assertPasswordPolicy } from './password-policy';
import { createPasswordVerifier } from './srp';
import type { IdentityUser } from './users-repository';
import { insertUser } from './users-repository';

export interface PasswordUserInput {
  /** The sub; generated when omitted. */
  id?: string;
  email: string;
  password: string;
  phoneNumber?: string | null;
  attributes?: Record<string, string>;
  now?: Date;
}

/**
 * AdminCreateUser with a confirmed e-mail and a permanent password (demo data, tests, support
 * tools). Like every path that takes a password, it keeps only salt and verifier.
 */
export async function createConfirmedUser(
  db: Queryable,
  config: Pick<IdentityConfig, 'userPoolId'>,
  input: PasswordUserInput,
): Promise<IdentityUser> {
  assertPasswordPolicy(input.password);
  const id = input.id ?? randomUUID();
  return insertUser(db, {
    id,
    kind: 'native',
    status: 'CONFIRMED',
    email: input.email,
    emailVerified: true,
    phoneNumber: input.phoneNumber ?? null,
    phoneNumberVerified: input.phoneNumber ? true : false,
    attributes: input.attributes ?? {},
    passwordVerifier: createPasswordVerifier(poolName(config), id, input.password),
    now: input.now ?? new Date(),
  });
}

/**
 * AdminCreateUser with a temporary password: the user's first sign-in answers
 * NEW_PASSWORD_REQUIRED, and the temporary password stops working once replaced (or after
 * TEMPORARY_PASSWORD_LIFETIME_MS unless `expires: false`).
 */
export async function createUserWithTemporaryPassword(
  db: Queryable,
  config: Pick<IdentityConfig, 'userPoolId'>,
  input: PasswordUserInput & { expires?: boolean },
): Promise<IdentityUser> {
  assertPasswordPolicy(input.password);
  const now = input.now ?? new Date();
  const id = input.id ?? randomUUID();
  return insertUser(db, {
    id,
    kind: 'native',
    status: 'FORCE_CHANGE_PASSWORD',
    email: input.email,
    emailVerified: true,
    attributes: input.attributes ?? {},
    passwordVerifier: createPasswordVerifier(poolName(config), id, input.password),
    temporaryPasswordExpiresAt:
      input.expires === false ? null : new Date(now.getTime() + TEMPORARY_PASSWORD_LIFETIME_MS),
    now,
  });
}
