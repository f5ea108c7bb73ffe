import { randomUUID } from 'node:crypto';
import { HttpError } from '../../src/http/errors';
import { recordActedFor, requireActingFor } from '../../src/modules/accounts';
import type { SignedIn, TestApi } from './harness';
import { bearer, newAccount, startTestApi } from './harness';

type Account = SignedIn & { accountId: string };

describe('accounts: the 404 of a patient the caller may not act for', () => {
  let api: TestApi;
  let me: Account;
  let stranger: Account;
  let myChild: string;

  beforeAll(async () => {
    api = await startTestApi();
    me = await newAccount(api, 'me');
    stranger = await newAccount(api, 'stranger', { name: '他人 さん', kana: 'タニン サン' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/ps/v1/accounts/family',
      headers: bearer(me),
      payload: {
        name: '山田 太郎',
        kana: 'ヤマダ タロウ',
        gender: 'male',
        birthDate: '2010-01-01',
      },
    });
    myChild = res.json<{ accountId: string }>().accountId;
  });
  afterAll(async () => {
    await api?.close();
  });

  const errorOf = async (promise: Promise<unknown>): Promise<HttpError> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    throw new Error('expected an HttpError');
  };

  it('lets the caller act for itself and its family', async () => {
    await expect(requireActingFor(api.db, me.accountId, me.accountId)).resolves.toBeUndefined();
    await expect(requireActingFor(api.db, me.accountId, myChild)).resolves.toBeUndefined();
  });

  it("answers another person's patient exactly as one that does not exist", async () => {
    const foreign = await errorOf(requireActingFor(api.db, me.accountId, stranger.accountId));
    const missing = await errorOf(requireActingFor(api.db, me.accountId, randomUUID()));
    for (const error of [foreign, missing]) {
      expect(error.statusCode).toBe(404);
      expect(error.code).toBe('patient_not_found');
      expect(error.message).toBe('No such patient, or you may not act for them');
    }
  });

  it("gives a record of the caller's patient, and null for a missing or another's record", async () => {
    const patientIdOf = (record: { patientId: string }) => record.patientId;
    const mine = { patientId: myChild };
    expect(await recordActedFor(api.db, me.accountId, mine, patientIdOf)).toBe(mine);
    const theirs = { patientId: stranger.accountId };
    expect(await recordActedFor(api.db, me.accountId, theirs, patientIdOf)).toBeNull();
    expect(await recordActedFor(api.db, me.accountId, null, patientIdOf)).toBeNull();
    expect(await recordActedFor(api.db, me.accountId, undefined, patientIdOf)).toBeNull();
  });
});
