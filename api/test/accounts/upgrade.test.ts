import type { LiteUser, SignedIn, TestApi } from './harness';
import {
  HANAKO,
  bearer,
  newIdentity,
  randomHex32,
  runLiteAccountSequence,
  startTestApi,
  upgrade,
} from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('accounts: me and the upgrade from a lite user', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const me = (user: SignedIn) =>
    api.app.inject({ method: 'GET', url: '/ps/v1/accounts/me', headers: bearer(user) });

  const accountCount = async (): Promise<number> => {
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*) AS n FROM accounts');
    return Number(rows[0]?.n);
  };

  it('answers 404 account_not_found for a new identity, then creates the account through the lite-account sequence', async () => {
    const user = await newIdentity(api, 'newcomer');
    const before = await me(user);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ error: 'account_not_found' });

    const lite = await runLiteAccountSequence(api.app);
    expect(lite.did).toMatch(/^\d{16}$/);
    expect(lite.did).not.toBe(lite.firstDid);

    const res = await upgrade(api.app, user, lite);
    expect(res.statusCode).toBe(200);
    const { accountId } = res.json<{ accountId: string }>();
    expect(accountId).toMatch(UUID);

    const after = await me(user);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ accountId, ...HANAKO, email: user.email, agreement: null });

    // The personal info the sequence sent reached the central server.
    const { rows } = await api.db.query<{ birth_year: number; sex: number; name: string }>(
      'SELECT birth_year, sex, name FROM central_lite_users WHERE idm = $1',
      [lite.idm],
    );
    expect(rows[0]).toEqual({ birth_year: 1985, sex: 2, name: '0000' });
  });

  it('is idempotent: a second upgrade of the same identity returns the same account and changes nothing', async () => {
    const user = await newIdentity(api, 'twice');
    const lite = await runLiteAccountSequence(api.app);
    const first = await upgrade(api.app, user, lite);
    expect(first.statusCode).toBe(200);

    const second = await upgrade(api.app, user, lite, { name: '別の 名前', kana: 'ベツノ ナマエ' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await me(user)).json()).toMatchObject({ name: HANAKO.name, kana: HANAKO.kana });

    // Also with a new lite user: still the one account.
    const third = await upgrade(api.app, user, await runLiteAccountSequence(api.app));
    expect(third.json()).toEqual(first.json());
  });

  it('accepts kana with full-width spaces, ー and ヴ, and trims the name', async () => {
    const user = await newIdentity(api, 'kana');
    const res = await upgrade(api.app, user, await runLiteAccountSequence(api.app), {
      name: '  ヴィクトール 佐藤 ',
      kana: 'ヴィクトール　サトー',
      birthDate: '1900-01-01',
      gender: 'male',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(user)).json()).toMatchObject({
      name: 'ヴィクトール 佐藤',
      kana: 'ヴィクトール　サトー',
      birthDate: '1900-01-01',
      gender: 'male',
    });
  });

  describe('validation: 400 with the field issues, and nothing written', () => {
    let user: SignedIn;
    let lite: LiteUser;

    beforeAll(async () => {
      user = await newIdentity(api, 'invalid');
      lite = await runLiteAccountSequence(api.app);
    });

    const tomorrow = (): string => {
      const date = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
      return date.toISOString().slice(0, 10);
    };

    const cases: [string, Record<string, unknown>, string][] = [
      ['hiragana kana', { kana: 'やまだ はなこ' }, 'body.kana'],
      ['half-width kana', { kana: 'ﾔﾏﾀﾞ ﾊﾅｺ' }, 'body.kana'],
      ['latin kana', { kana: 'YAMADA' }, 'body.kana'],
      ['blank kana', { kana: '　 ' }, 'body.kana'],
      ['empty name', { name: '   ' }, 'body.name'],
      ['51-character name', { name: '山'.repeat(51) }, 'body.name'],
      ['future birth date', { birthDate: tomorrow() }, 'body.birthDate'],
      ['birth date before 1900', { birthDate: '1899-12-31' }, 'body.birthDate'],
      ['non-existent birth date', { birthDate: '2001-02-29' }, 'body.birthDate'],
      ['birth date in another format', { birthDate: '1985/04/12' }, 'body.birthDate'],
      ['unknown gender', { gender: 'other' }, 'body.gender'],
      ['malformed idm', { idm: 'xyz' }, 'body.idm'],
      ['31-character idm', { idm: 'a'.repeat(31) }, 'body.idm'],
      ['malformed secret', { secret: 'g'.repeat(32) }, 'body.secret'],
      ['non-numeric did', { did: '12ab' }, 'body.did'],
      ['missing accessToken', { accessToken: undefined }, 'body.accessToken'],
    ];

    it.each(cases)('%s', async (_label, change, path) => {
      const before = await accountCount();
      const res = await upgrade(api.app, user, lite, change);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ error: string; issues: { path: string; message: string }[] }>();
      expect(body.error).toBe('validation_error');
      expect(body.issues.map((issue) => issue.path)).toContain(path);
      expect(await accountCount()).toBe(before);
      expect((await me(user)).statusCode).toBe(404);
    });

    it('reports every invalid field at once', async () => {
      const res = await upgrade(api.app, user, lite, { kana: 'abc', gender: 'x', idm: '1' });
      const paths = res.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
      expect(paths).toEqual(expect.arrayContaining(['body.kana', 'body.gender', 'body.idm']));
    });
  });

  describe('device and token checks', () => {
    it('refuses a device that was not registered for that idm, or a wrong secret', async () => {
      const user = await newIdentity(api, 'device');
      const lite = await runLiteAccountSequence(api.app);
      const other = await runLiteAccountSequence(api.app);
      for (const change of [
        { secret: randomHex32() },
        { did: other.did },
        { idm: other.idm },
        { did: '1234567890123456' },
      ]) {
        const res = await upgrade(api.app, user, lite, change);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('device_not_registered');
      }
      expect((await me(user)).statusCode).toBe(404);
    });

    it('refuses an access token of another identity, or an id token in its place', async () => {
      const user = await newIdentity(api, 'owner');
      const stranger = await newIdentity(api, 'stranger');
      const lite = await runLiteAccountSequence(api.app);
      for (const accessToken of [stranger.accessToken, user.idToken, 'not-a-token']) {
        const res = await upgrade(api.app, user, lite, { accessToken });
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('invalid_access_token');
      }
      expect((await me(user)).statusCode).toBe(404);
    });

    it('refuses a lite user that already became another account (409)', async () => {
      const first = await newIdentity(api, 'first');
      const second = await newIdentity(api, 'second');
      const lite = await runLiteAccountSequence(api.app);
      expect((await upgrade(api.app, first, lite)).statusCode).toBe(200);
      const res = await upgrade(api.app, second, lite);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('idm_already_linked');
      expect((await me(second)).statusCode).toBe(404);
    });

    it('creates one account when the same identity upgrades twice at once', async () => {
      const user = await newIdentity(api, 'race');
      const lite = await runLiteAccountSequence(api.app);
      const answers = await Promise.all([
        upgrade(api.app, user, lite),
        upgrade(api.app, user, lite),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.json()).toEqual(answers[1]?.json());
      const { rows } = await api.db.query('SELECT id FROM accounts WHERE identity_sub = $1', [
        user.sub,
      ]);
      expect(rows).toHaveLength(1);
    });
  });
});
