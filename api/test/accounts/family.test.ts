import type { SignedIn, TestApi } from './harness';
import { bearer, newAccount, newIdentity, startTestApi } from './harness';

const TARO = { name: '山田 太郎', kana: 'ヤマダ タロウ', gender: 'male', birthDate: '2016-08-03' };

describe('accounts: family members', () => {
  let api: TestApi;
  let parent: SignedIn & { accountId: string };
  let neighbour: SignedIn & { accountId: string };

  beforeAll(async () => {
    api = await startTestApi();
    parent = await newAccount(api, 'parent');
    neighbour = await newAccount(api, 'neighbour', {
      name: '鈴木 一子',
      kana: 'スズキ イチコ',
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  const list = (user: SignedIn) =>
    api.app.inject({ method: 'GET', url: '/ps/v1/accounts/family', headers: bearer(user) });
  const add = (user: SignedIn, member: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: '/ps/v1/accounts/family',
      headers: bearer(user),
      payload: member,
    });
  const remove = (user: SignedIn, accountId: string) =>
    api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/accounts/family/${accountId}`,
      headers: bearer(user),
    });

  it('starts empty, as { family: [] }', async () => {
    const res = await list(parent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ family: [] });
  });

  it('adds, lists and removes family members', async () => {
    const added = await add(parent, TARO);
    expect(added.statusCode).toBe(201);
    const taro = added.json<{ accountId: string }>();
    expect(taro).toEqual({ accountId: expect.any(String), ...TARO });

    const grandma = await add(parent, {
      name: '山田 ウメ',
      kana: 'ヤマダ ウメ',
      gender: 'female',
      birthDate: null,
    });
    expect(grandma.statusCode).toBe(201);
    expect(grandma.json()).toMatchObject({ birthDate: null });

    expect((await list(parent)).json()).toEqual({
      family: [taro, grandma.json()],
    });
    // Another account sees none of them.
    expect((await list(neighbour)).json()).toEqual({ family: [] });

    expect((await remove(parent, taro.accountId)).statusCode).toBe(204);
    expect((await list(parent)).json()).toEqual({ family: [grandma.json()] });
    // Removing again: gone.
    const again = await remove(parent, taro.accountId);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('family_member_not_found');
  });

  it('does not let another account remove a member, nor remove an account that is not a family member', async () => {
    const member = (await add(parent, TARO)).json<{ accountId: string }>();
    expect((await remove(neighbour, member.accountId)).statusCode).toBe(404);
    expect((await remove(parent, neighbour.accountId)).statusCode).toBe(404);
    expect((await remove(parent, parent.accountId)).statusCode).toBe(404);
    const names = (await list(parent)).json<{ family: { accountId: string }[] }>().family;
    expect(names.map((m) => m.accountId)).toContain(member.accountId);
    const res = await remove(parent, 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('params.accountId');
  });

  it('validates a new member like an account profile', async () => {
    const before = (await list(parent)).json<{ family: unknown[] }>().family.length;
    const res = await add(parent, {
      name: '',
      kana: 'たろう',
      gender: 'boy',
      birthDate: '2999-01-01',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.name', 'body.kana', 'body.gender', 'body.birthDate']),
    );
    expect((await list(parent)).json<{ family: unknown[] }>().family).toHaveLength(before);
  });

  it('needs an account: a new identity gets 404 account_not_found', async () => {
    const newcomer = await newIdentity(api, 'newcomer');
    expect((await list(newcomer)).statusCode).toBe(404);
    const res = await add(newcomer, TARO);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('account_not_found');
  });

  it('keeps at most 10 family members', async () => {
    const big = await newAccount(api, 'big-family');
    for (let i = 0; i < 10; i++) expect((await add(big, TARO)).statusCode).toBe(201);
    const res = await add(big, TARO);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('family_limit_reached');
  });
});
