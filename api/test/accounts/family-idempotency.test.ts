import { randomUUID } from 'node:crypto';
import { backend } from '../helpers/database';
import type { SignedIn, TestApi } from './harness';
import { bearer, newAccount, startTestApi } from './harness';

interface Member {
  accountId: string;
  name: string;
}

const TARO = { name: '山田 太郎', kana: 'ヤマダ タロウ', gender: 'male', birthDate: '2016-08-03' };
const UME = { name: '山田 ウメ', kana: 'ヤマダ ウメ', gender: 'female', birthDate: null };

const REUSED = {
  error: 'idempotency_key_reused',
  message:
    'This idempotency key was already used for a different family member; make a new key for a new one',
};

const newKey = () => randomUUID();

describe(`accounts: adding a family member with an idempotency key (${backend})`, () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const add = (user: SignedIn, member: Record<string, unknown>, key?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/ps/v1/accounts/family',
      headers: { ...bearer(user), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: member,
    });
  const family = async (user: SignedIn) =>
    (
      await api.app.inject({
        method: 'GET',
        url: '/ps/v1/accounts/family',
        headers: bearer(user),
      })
    ).json<{ family: Member[] }>().family;
  const remove = (user: SignedIn, accountId: string) =>
    api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/accounts/family/${accountId}`,
      headers: bearer(user),
    });

  it('adds once: a retry with the same key and body answers 200 with the first member', async () => {
    const owner = await newAccount(api, 'retrying');
    const key = newKey();
    const first = await add(owner, TARO, key);
    expect(first.statusCode).toBe(201);
    const taro = first.json<Member>();
    expect(taro).toEqual({ accountId: expect.any(String), ...TARO });

    // The same body, its fields in another order.
    const retry = await add(
      owner,
      { birthDate: TARO.birthDate, gender: TARO.gender, kana: TARO.kana, name: TARO.name },
      key,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(taro);
    expect(await family(owner)).toEqual([taro]);
  });

  it('takes an absent birth date and a null one for the same body', async () => {
    const owner = await newAccount(api, 'no-birth-date');
    const key = newKey();
    const first = await add(owner, UME, key);
    expect(first.statusCode).toBe(201);
    const { birthDate: _unknown, ...withoutBirthDate } = UME;
    const retry = await add(owner, withoutBirthDate, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await family(owner)).toHaveLength(1);
  });

  it('refuses the same key with another body, adding nobody', async () => {
    const owner = await newAccount(api, 'reusing');
    const key = newKey();
    expect((await add(owner, TARO, key)).statusCode).toBe(201);
    const before = await family(owner);
    for (const other of [
      UME,
      { ...TARO, name: '山田 次郎' },
      { ...TARO, kana: 'ヤマダ タロ' },
      { ...TARO, gender: 'female' },
      { ...TARO, birthDate: '2016-08-04' },
      { ...TARO, birthDate: null },
    ]) {
      const reused = await add(owner, other, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual(REUSED);
    }
    expect(await family(owner)).toEqual(before);
  });

  it('adds anew for every request without the header, as before', async () => {
    const owner = await newAccount(api, 'no-header');
    const first = await add(owner, TARO);
    const second = await add(owner, TARO);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<Member>().accountId).not.toBe(second.json<Member>().accountId);
    expect(await family(owner)).toEqual([first.json(), second.json()]);
  });

  it.each([
    ['too short', 'abc'],
    ['with a character outside the alphabet', `${newKey()}!`],
    ['empty', ''],
  ])('refuses a key %s with the validation error, adding nobody', async (_what, key) => {
    const owner = await newAccount(api, 'malformed');
    const res = await add(owner, TARO, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      issues: [expect.objectContaining({ path: expect.stringContaining('idempotency-key') })],
    });
    expect(await family(owner)).toEqual([]);
  });

  it('keeps keys per account: another account adds its own member with the same key', async () => {
    const owner = await newAccount(api, 'own-key');
    const neighbour = await newAccount(api, 'neighbour-key');
    const key = newKey();
    const own = await add(owner, TARO, key);
    const theirs = await add(neighbour, TARO, key);
    expect([own.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json<Member>().accountId).not.toBe(own.json<Member>().accountId);
    expect(await family(owner)).toEqual([own.json()]);
    expect(await family(neighbour)).toEqual([theirs.json()]);
    // Each answers its own retry with its own member.
    expect((await add(neighbour, TARO, key)).json()).toEqual(theirs.json());
    expect((await add(owner, TARO, key)).json()).toEqual(own.json());
  });

  it('adds once when the same addition arrives twice at once', async () => {
    const owner = await newAccount(api, 'double-tap');
    const key = newKey();
    const answers = await Promise.all([add(owner, TARO, key), add(owner, TARO, key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const ids = new Set(answers.map((answer) => answer.json<Member>().accountId));
    expect(ids.size).toBe(1);
    expect((await family(owner)).map((member) => member.accountId)).toEqual([...ids]);
  });

  it('answers a retry with its member when the family has reached the limit since', async () => {
    const owner = await newAccount(api, 'full-family');
    const key = newKey();
    const first = await add(owner, TARO, key);
    expect(first.statusCode).toBe(201);
    for (let i = 1; i < 10; i++) expect((await add(owner, UME)).statusCode).toBe(201);
    expect(await family(owner)).toHaveLength(10);

    const retry = await add(owner, TARO, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    // A new key is a new addition, refused at the limit, and not spent by the refusal.
    const later = newKey();
    const refused = await add(owner, TARO, later);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'family_limit_reached' });
    expect(await family(owner)).toHaveLength(10);
    const ume = (await family(owner))[9]!;
    expect((await remove(owner, ume.accountId)).statusCode).toBe(204);
    expect((await add(owner, TARO, later)).statusCode).toBe(201);
  });

  it('never brings back nor adds again a removed member on a late retry of its addition', async () => {
    const owner = await newAccount(api, 'removed');
    const key = newKey();
    const first = await add(owner, TARO, key);
    expect(first.statusCode).toBe(201);
    const taro = first.json<Member>();
    expect((await remove(owner, taro.accountId)).statusCode).toBe(204);

    const late = await add(owner, TARO, key);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({
      error: 'family_member_not_found',
      message: 'The family member this idempotency key added has since been removed',
    });
    expect(await family(owner)).toEqual([]);
    // The key stays spent: another body with it is still refused.
    expect((await add(owner, UME, key)).json()).toEqual(REUSED);
    expect(await family(owner)).toEqual([]);
    // A new key adds the person anew, as a new addition would.
    const again = await add(owner, TARO, newKey());
    expect(again.statusCode).toBe(201);
    expect(again.json<Member>().accountId).not.toBe(taro.accountId);
  });

  it('keeps keys to family members', async () => {
    const owner = await newAccount(api, 'main-account');
    await expect(
      api.db.query("UPDATE accounts SET idempotency_key = 'k', request_hash = 'h' WHERE id = $1", [
        owner.accountId,
      ]),
    ).rejects.toThrow(/check constraint/);
  });

  it('documents the optional header, the retry answer and the refusals', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: unknown[]; responses: object }>>;
    }>();
    const operation = doc.paths['/ps/v1/accounts/family']?.post;
    expect(operation?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '400', '404', '409']),
    );
  });
});
