import { DEMO_ACCOUNT_IDS, listPatients, seedDemoAccounts } from '../../src/modules/accounts';
import { DEMO_IDENTITY_USERS, DEMO_PASSWORD } from '../../src/modules/identity';
import type { SignedIn, TestApi } from './harness';
import { bearer, signIn, startTestApi } from './harness';

describe('accounts: demo data of the embedded default', () => {
  let api: TestApi;
  let demo: SignedIn;

  beforeAll(async () => {
    api = await startTestApi({ identity: { seedDemo: true }, accounts: { seedDemo: true } });
    demo = await signIn(api.app, DEMO_IDENTITY_USERS.demo.email, { password: DEMO_PASSWORD });
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = async (user: SignedIn, path: string) => {
    const res = await api.app.inject({ method: 'GET', url: path, headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('links demo@ to 山田 花子 with her son, and the notebook family@ shares', async () => {
    expect(await get(demo, '/ps/v1/accounts/me')).toEqual({
      accountId: DEMO_ACCOUNT_IDS.demo,
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      gender: 'female',
      birthDate: '1985-04-12',
      email: 'demo@harmo.example',
      agreement: null,
    });
    expect(await get(demo, '/ps/v1/accounts/family')).toEqual({
      family: [
        {
          accountId: DEMO_ACCOUNT_IDS.demoChild,
          name: '山田 太郎',
          kana: 'ヤマダ タロウ',
          gender: 'male',
          birthDate: '2016-08-03',
        },
      ],
    });
    const sharing = await get(demo, '/ps/v1/accounts/sharing');
    expect(sharing.receivedAccountSharing).toEqual([
      {
        sharingId: DEMO_ACCOUNT_IDS.sharingFamilyToDemo,
        fromAccount: expect.objectContaining({
          accountId: DEMO_ACCOUNT_IDS.family,
          name: '佐藤 一郎',
        }),
      },
    ]);
    expect(sharing.familyAccountSharing).toEqual([
      {
        sharingId: DEMO_ACCOUNT_IDS.sharingFamilyToDemo,
        fromAccount: expect.objectContaining({
          accountId: DEMO_ACCOUNT_IDS.familyParent,
          name: '佐藤 トメ',
        }),
      },
    ]);
  });

  it('gives family@ and totp@ accounts of their own', async () => {
    const family = await signIn(api.app, DEMO_IDENTITY_USERS.family.email, {
      password: DEMO_PASSWORD,
    });
    expect(await get(family, '/ps/v1/accounts/me')).toMatchObject({
      accountId: DEMO_ACCOUNT_IDS.family,
      email: 'family@harmo.example',
    });
    expect(Object.values(await listPatients(api.db, DEMO_ACCOUNT_IDS.totp))).toEqual([
      expect.objectContaining({ type: 'self', name: '鈴木 次郎', email: 'totp@harmo.example' }),
    ]);
  });

  it('is idempotent and leaves what testers changed as it is', async () => {
    const count = async () =>
      Number((await api.db.query<{ n: number }>('SELECT count(*) AS n FROM accounts')).rows[0]?.n);
    const before = await count();
    await seedDemoAccounts(api.db);
    expect(await count()).toBe(before);

    await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/accounts/family/${DEMO_ACCOUNT_IDS.demoChild}`,
      headers: bearer(demo),
    });
    await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/accounts/sharing/${DEMO_ACCOUNT_IDS.sharingFamilyToDemo}`,
      headers: bearer(demo),
    });
    await seedDemoAccounts(api.db);
    expect(Object.keys(await listPatients(api.db, DEMO_ACCOUNT_IDS.demo))).toEqual([
      DEMO_ACCOUNT_IDS.demo,
    ]);
  });
});
