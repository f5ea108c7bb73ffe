import { PRIVACY_VERSION, TERMS_VERSION } from '@harmo/contracts/accounts';
import type { SignedIn, TestApi } from './harness';
import {
  HANAKO,
  bearer,
  newAccount,
  newIdentity,
  runLiteAccountSequence,
  startTestApi,
  upgrade,
} from './harness';

type Account = SignedIn & { accountId: string };

describe('accounts: the agreement, the profile and deleting an account', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const call = (
    user: SignedIn,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
  ) => api.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
  const me = (user: SignedIn) => call(user, 'GET', '/ps/v1/accounts/me');

  describe('the agreement given at sign-up', () => {
    it('is recorded with the account, with its versions and the time it was given', async () => {
      const user = await newIdentity(api, 'agrees');
      const agreedAt = new Date(Date.now() - 60_000).toISOString();
      const res = await upgrade(api.app, user, await runLiteAccountSequence(api.app), {
        agreement: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION, agreedAt },
      });
      expect(res.statusCode).toBe(200);
      expect((await me(user)).json()).toMatchObject({
        agreement: { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION, agreedAt },
      });
      const { rows } = await api.db.query<{ recorded_at: Date }>(
        'SELECT recorded_at FROM account_agreements WHERE account_id = $1',
        [res.json<{ accountId: string }>().accountId],
      );
      expect(rows).toHaveLength(1);
      expect(new Date(rows[0]!.recorded_at).getTime()).toBeGreaterThanOrEqual(
        new Date(agreedAt).getTime(),
      );
    });

    const refused: [string, Record<string, unknown>, string][] = [
      [
        'an older version of the terms',
        { termsVersion: '2000-01-01', privacyVersion: PRIVACY_VERSION },
        'validation_error',
      ],
      [
        'a time two days ago',
        { agreedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() },
        'agreement_time_invalid',
      ],
      [
        'a time an hour ahead',
        { agreedAt: new Date(Date.now() + 3_600_000).toISOString() },
        'agreement_time_invalid',
      ],
      ['a time that is no time', { agreedAt: 'yesterday' }, 'validation_error'],
    ];
    it.each(refused)('refuses %s with 400 and creates no account', async (_name, change, code) => {
      const user = await newIdentity(api, 'refused');
      const res = await upgrade(api.app, user, await runLiteAccountSequence(api.app), {
        agreement: {
          termsVersion: TERMS_VERSION,
          privacyVersion: PRIVACY_VERSION,
          agreedAt: new Date().toISOString(),
          ...change,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: code });
      expect((await me(user)).statusCode).toBe(404);
    });
  });

  describe('the profile', () => {
    it('changes name, kana, birth date and gender, and me shows the change', async () => {
      const user = await newAccount(api, 'profile');
      const changed = {
        name: '山田 花',
        kana: 'ヤマダ ハナ',
        birthDate: '1986-05-13',
        gender: 'male',
      };
      const res = await call(user, 'PUT', '/ps/v1/accounts/me', changed);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        accountId: user.accountId,
        ...changed,
        email: user.email,
      });
      expect((await me(user)).json()).toMatchObject(changed);
    });

    it('refuses hiragana kana, a future birth date and a missing gender with 400, changing nothing', async () => {
      const user = await newAccount(api, 'profile-bad');
      const res = await call(user, 'PUT', '/ps/v1/accounts/me', {
        name: '山田 花子',
        kana: 'やまだ はなこ',
        birthDate: '2999-01-01',
      });
      expect(res.statusCode).toBe(400);
      const paths = res.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
      expect(paths).toEqual(expect.arrayContaining(['body.kana', 'body.birthDate', 'body.gender']));
      expect((await me(user)).json()).toMatchObject({
        kana: HANAKO.kana,
        birthDate: HANAKO.birthDate,
      });
    });

    it('answers 404 to an identity without an account', async () => {
      const user = await newIdentity(api, 'no-account');
      const res = await call(user, 'PUT', '/ps/v1/accounts/me', HANAKO);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('deleting the account', () => {
    let owner: Account;
    let friend: Account;

    beforeAll(async () => {
      owner = await newAccount(api, 'leaving');
      friend = await newAccount(api, 'friend', { name: '鈴木 一子', kana: 'スズキ イチコ' });
    });

    it('takes its family members and the sharings it gave and received with it', async () => {
      const child = await call(owner, 'POST', '/ps/v1/accounts/family', {
        name: '山田 太郎',
        kana: 'ヤマダ タロウ',
        gender: 'male',
        birthDate: '2016-08-03',
      });
      expect(child.statusCode).toBe(201);
      const childId = child.json<{ accountId: string }>().accountId;
      // owner shares with friend, and friend shares with owner.
      const invite = async (from: Account, to: Account) => {
        const sent = await call(from, 'POST', '/ps/v1/accounts/sharing/invitations', {
          email: to.email,
        });
        expect(sent.statusCode).toBe(201);
        const id = sent.json<{ id: string }>().id;
        const accepted = await call(to, 'POST', `/ps/v1/accounts/sharing/invitations/${id}/accept`);
        expect(accepted.statusCode).toBe(200);
      };
      await invite(owner, friend);
      await invite(friend, owner);
      const friendPatients = await call(friend, 'GET', '/ps/v1/accounts/patients');
      expect(Object.keys(friendPatients.json<{ patients: object }>().patients)).toEqual(
        expect.arrayContaining([owner.accountId, childId]),
      );

      const deleted = await call(owner, 'DELETE', '/ps/v1/accounts/me');
      expect(deleted.statusCode).toBe(204);

      expect((await me(owner)).statusCode).toBe(404);
      const { rows } = await api.db.query('SELECT id FROM accounts WHERE id = ANY($1::uuid[])', [
        [owner.accountId, childId],
      ]);
      expect(rows).toEqual([]);
      const { rows: sharings } = await api.db.query(
        'SELECT id FROM account_sharing WHERE from_account_id = $1 OR to_account_id = $1',
        [owner.accountId],
      );
      expect(sharings).toEqual([]);
      // The friend no longer sees the notebooks, and keeps their own account.
      const after = await call(friend, 'GET', '/ps/v1/accounts/patients');
      expect(Object.keys(after.json<{ patients: object }>().patients)).toEqual([friend.accountId]);
    });

    it('answers 404 when asked again (the account is gone)', async () => {
      expect((await call(owner, 'DELETE', '/ps/v1/accounts/me')).statusCode).toBe(404);
    });
  });
});
