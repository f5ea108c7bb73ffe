import type { Queryable } from '../../db/types';
import { createConfirmedUser, createUserWithTemporaryPassword } from './admin';
import type { IdentityConfig } from './config';
import type { IdentityUser } from './users-repository';
import { isUniqueViolation } from '../../http/database-errors';
import { findUserById, updateUser } from './users-repository';

/** Password of the demo accounts (local development and demos only). */
export const DEMO_PASSWORD = 'Harmo-demo-2026';
/** Temporary password of the invited demo account (first sign-in asks for a new one). */
export const DEMO_TEMPORARY_PASSWORD = 'Harmo-temp-2026';
/**
 * Authenticator secret of totp@harmo.example (base32, SHA-1, 6 digits, 30 s), so that tests and
 * testers can compute codes, e.g. `new OTPAuth.TOTP({ secret: DEMO_TOTP_SECRET }).generate()`.
 */
export const DEMO_TOTP_SECRET = 'HARMODEMOTOTPSECRETKEYFORLOCAL23';

/**
 * The demo accounts and their fixed subs (the product API links harmo accounts to these).
 */
export const DEMO_IDENTITY_USERS = {
  demo: {
    sub: '5e6d0c11-2026-4a00-8000-000000000001',
    email: 'demo@harmo.example',
    password: DEMO_PASSWORD,
  },
  family: {
    sub: '5e6d0c11-2026-4a00-8000-000000000002',
    email: 'family@harmo.example',
    password: DEMO_PASSWORD,
  },
  totp: {
    sub: '5e6d0c11-2026-4a00-8000-000000000003',
    email: 'totp@harmo.example',
    password: DEMO_PASSWORD,
    totpSecret: DEMO_TOTP_SECRET,
  },
  sms: {
    sub: '5e6d0c11-2026-4a00-8000-000000000004',
    email: 'sms@harmo.example',
    password: DEMO_PASSWORD,
    phoneNumber: '+819000000004',
  },
  invited: {
    sub: '5e6d0c11-2026-4a00-8000-000000000005',
    email: 'invited@harmo.example',
    temporaryPassword: DEMO_TEMPORARY_PASSWORD,
  },
} as const;

export const DEMO_EMAILS: readonly string[] = Object.values(DEMO_IDENTITY_USERS).map(
  (u) => u.email,
);

/** Creates the user unless it exists (another instance may be seeding at the same moment). */
async function ensure(
  db: Queryable,
  sub: string,
  create: () => Promise<IdentityUser>,
): Promise<IdentityUser | null> {
  if (await findUserById(db, sub)) return null;
  try {
    return await create();
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * Demo accounts for the embedded default (idempotent: existing accounts, and any password a
 * tester changed, are left alone):
 *  - demo@harmo.example and family@harmo.example, password DEMO_PASSWORD;
 *  - totp@harmo.example, password DEMO_PASSWORD, authenticator MFA with DEMO_TOTP_SECRET;
 *  - sms@harmo.example, password DEMO_PASSWORD, SMS MFA to +819000000004 (codes in /dev/outbox);
 *  - invited@harmo.example, temporary password DEMO_TEMPORARY_PASSWORD (new password required).
 */
export async function seedIdentityDemo(
  db: Queryable,
  config: Pick<IdentityConfig, 'userPoolId'>,
): Promise<void> {
  const { demo, family, totp, sms, invited } = DEMO_IDENTITY_USERS;
  const now = new Date();
  await ensure(db, demo.sub, () =>
    createConfirmedUser(db, config, {
      id: demo.sub,
      email: demo.email,
      password: demo.password,
      attributes: { name: 'デモ 太郎', locale: 'ja' },
    }),
  );
  await ensure(db, family.sub, () =>
    createConfirmedUser(db, config, {
      id: family.sub,
      email: family.email,
      password: family.password,
      attributes: { name: 'デモ 花子', locale: 'ja' },
    }),
  );
  const totpUser = await ensure(db, totp.sub, () =>
    createConfirmedUser(db, config, { id: totp.sub, email: totp.email, password: totp.password }),
  );
  if (totpUser) {
    await updateUser(
      db,
      totpUser.id,
      { totpSecret: totp.totpSecret, totpEnabled: true, preferredMfa: 'SOFTWARE_TOKEN_MFA' },
      now,
    );
  }
  const smsUser = await ensure(db, sms.sub, () =>
    createConfirmedUser(db, config, {
      id: sms.sub,
      email: sms.email,
      password: sms.password,
      phoneNumber: sms.phoneNumber,
    }),
  );
  if (smsUser) {
    await updateUser(db, smsUser.id, { smsMfaEnabled: true, preferredMfa: 'SMS_MFA' }, now);
  }
  await ensure(db, invited.sub, () =>
    createUserWithTemporaryPassword(db, config, {
      id: invited.sub,
      email: invited.email,
      password: invited.temporaryPassword,
      expires: false,
    }),
  );
}
