import type { Database } from '../../../db';
import { DEMO_IDENTITY_USERS } from '../../identity';
import type { Gender } from '../profile-schemas';
import { findMainAccountBySub, insertMainAccountIfAbsent } from '../store/accounts';
import { insertFamilyMember } from '../store/family';
import { insertActiveSharingIfAbsent } from '../store/sharing';

interface DemoPerson {
  id: string;
  name: string;
  kana: string;
  gender: Gender;
  birthDate: string;
}

interface DemoAccount extends DemoPerson {
  identity: { sub: string; email: string };
  family: DemoPerson[];
}

/** Fixed ids of the demo data, so that demos, e2e tests and bookmarks can name them. */
export const DEMO_ACCOUNT_IDS = {
  /** demo@harmo.example: 山田 花子. */
  demo: '6ac0c0a1-2026-4a00-8000-000000000001',
  /** Her son 山田 太郎 (family member of demo@). */
  demoChild: '6ac0c0a1-2026-4a00-8000-000000000011',
  /** family@harmo.example: 佐藤 一郎, who shares his notebook with demo@. */
  family: '6ac0c0a1-2026-4a00-8000-000000000002',
  /** His mother 佐藤 トメ (family member of family@, seen by demo@ as familySharing). */
  familyParent: '6ac0c0a1-2026-4a00-8000-000000000021',
  /** totp@harmo.example: 鈴木 次郎. */
  totp: '6ac0c0a1-2026-4a00-8000-000000000003',
  /** The sharing from family@ to demo@. */
  sharingFamilyToDemo: '6ac0c0a1-2026-4a00-8000-000000000101',
} as const;

const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: DEMO_ACCOUNT_IDS.demo,
    identity: DEMO_IDENTITY_USERS.demo,
    name: '山田 花子',
    kana: 'ヤマダ ハナコ',
    gender: 'female',
    birthDate: '1985-04-12',
    family: [
      {
        id: DEMO_ACCOUNT_IDS.demoChild,
        name: '山田 太郎',
        kana: 'ヤマダ タロウ',
        gender: 'male',
        birthDate: '2016-08-03',
      },
    ],
  },
  {
    id: DEMO_ACCOUNT_IDS.family,
    identity: DEMO_IDENTITY_USERS.family,
    name: '佐藤 一郎',
    kana: 'サトウ イチロウ',
    gender: 'male',
    birthDate: '1958-11-03',
    family: [
      {
        id: DEMO_ACCOUNT_IDS.familyParent,
        name: '佐藤 トメ',
        kana: 'サトウ トメ',
        gender: 'female',
        birthDate: '1932-02-20',
      },
    ],
  },
  {
    id: DEMO_ACCOUNT_IDS.totp,
    identity: DEMO_IDENTITY_USERS.totp,
    name: '鈴木 次郎',
    kana: 'スズキ ジロウ',
    gender: 'male',
    birthDate: '1990-07-15',
    family: [],
  },
];

/**
 * Demo accounts for the embedded default, linked to the identity module's demo users
 * (idempotent, and safe with several instances starting at once: rows with the fixed ids are
 * created when missing and otherwise left as testers changed them, including removed family
 * members and revoked sharings):
 *  - demo@harmo.example → 山田 花子 (ヤマダ ハナコ, female, 1985-04-12), family member 山田 太郎;
 *    receives the notebook of family@ and, through it, sees 佐藤 トメ (familySharing);
 *  - family@harmo.example → 佐藤 一郎 (サトウ イチロウ, male, 1958-11-03), family member 佐藤 トメ;
 *  - totp@harmo.example → 鈴木 次郎 (スズキ ジロウ, male, 1990-07-15).
 * sms@ and invited@ have no account, so that /auth/create-account can be tried with them.
 */
export async function seedDemoAccounts(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const accountIdOf = new Map<string, string>();
    for (const demo of DEMO_ACCOUNTS) {
      await insertMainAccountIfAbsent(tx, {
        id: demo.id,
        identitySub: demo.identity.sub,
        name: demo.name,
        kana: demo.kana,
        gender: demo.gender,
        birthDate: demo.birthDate,
        email: demo.identity.email,
        centralIdm: null,
        now,
      });
      // The identity may have got an account of another id before the seed first ran.
      const account = await findMainAccountBySub(tx, demo.identity.sub);
      if (!account) continue;
      accountIdOf.set(demo.id, account.accountId);
      for (const member of demo.family) {
        await insertFamilyMember(tx, { ...member, ownerAccountId: account.accountId, now });
      }
    }
    const from = accountIdOf.get(DEMO_ACCOUNT_IDS.family);
    const to = accountIdOf.get(DEMO_ACCOUNT_IDS.demo);
    if (from && to) {
      await insertActiveSharingIfAbsent(tx, {
        id: DEMO_ACCOUNT_IDS.sharingFamilyToDemo,
        fromAccountId: from,
        toAccountId: to,
        email: DEMO_IDENTITY_USERS.demo.email,
        now,
      });
    }
  });
}
