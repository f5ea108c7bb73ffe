import { canActFor, findLegacySession, listPatients } from '../../src/modules/accounts';
import type { SignedIn, TestApi } from './harness';
import { bearer, newAccount, newIdentity, startTestApi } from './harness';

type Account = SignedIn & { accountId: string };

describe('accounts: who may act for whom (legacy session, canActFor, listPatients)', () => {
  let api: TestApi;
  let me: Account;
  let sharer: Account;
  let stranger: Account;
  let myChild: string;
  let sharerParent: string;
  let strangerChild: string;
  let sharingId: string;

  const addFamily = async (user: SignedIn, name: string, kana: string): Promise<string> => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/ps/v1/accounts/family',
      headers: bearer(user),
      payload: { name, kana, gender: 'male', birthDate: '2010-01-01' },
    });
    return res.json<{ accountId: string }>().accountId;
  };

  beforeAll(async () => {
    api = await startTestApi();
    me = await newAccount(api, 'me');
    sharer = await newAccount(api, 'sharer', { name: '佐藤 一郎', kana: 'サトウ イチロウ' });
    stranger = await newAccount(api, 'stranger', { name: '他人 さん', kana: 'タニン サン' });
    myChild = await addFamily(me, '山田 太郎', 'ヤマダ タロウ');
    sharerParent = await addFamily(sharer, '佐藤 トメ', 'サトウ トメ');
    strangerChild = await addFamily(stranger, '他人 こども', 'タニン コドモ');
    const invitation = await api.app.inject({
      method: 'POST',
      url: '/ps/v1/accounts/sharing/invitations',
      headers: bearer(sharer),
      payload: { email: me.email },
    });
    sharingId = invitation.json<{ id: string }>().id;
    await api.app.inject({
      method: 'POST',
      url: `/ps/v1/accounts/sharing/invitations/${sharingId}/accept`,
      headers: bearer(me),
    });
  });
  afterAll(async () => {
    await api?.close();
  });

  const openSession = (user: SignedIn, body: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: '/ps/v1/legacy/session',
      headers: bearer(user),
      payload: body,
    });

  it('opens a session for self, own family, a shared notebook and its family', async () => {
    for (const target of [me.accountId, myChild, sharer.accountId, sharerParent]) {
      const res = await openSession(me, {
        targetAccountId: target,
        deviceCategory: 20,
        appVersion: '1.0.0',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ sessionId: string; accountId: string; expiresAt: string }>();
      expect(body.accountId).toBe(target);
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
      const stored = await findLegacySession(api.db, body.sessionId);
      expect(stored).toMatchObject({
        callerAccountId: me.accountId,
        targetAccountId: target,
        deviceCategory: 20,
      });
    }
  });

  it('stores only a hash of the session id', async () => {
    const res = await openSession(me, { targetAccountId: me.accountId, deviceCategory: 20 });
    const { sessionId } = res.json<{ sessionId: string }>();
    const { rows } = await api.db.query('SELECT * FROM legacy_sessions');
    expect(JSON.stringify(rows)).not.toContain(sessionId);
  });

  it('answers 403 for a stranger, a stranger’s family and an unknown account', async () => {
    for (const target of [
      stranger.accountId,
      strangerChild,
      '00000000-0000-4000-8000-000000000000',
      '12345',
    ]) {
      const res = await openSession(me, { targetAccountId: target, deviceCategory: 20 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
    // Sharing goes one way: the sharer may not act for the receiver or the receiver's family.
    for (const target of [me.accountId, myChild]) {
      expect(
        (await openSession(sharer, { targetAccountId: target, deviceCategory: 20 })).statusCode,
      ).toBe(403);
    }
  });

  it('answers 400 when deviceCategory is not 20 or targetAccountId is missing', async () => {
    for (const body of [
      { targetAccountId: me.accountId, deviceCategory: 21 },
      { targetAccountId: me.accountId, deviceCategory: '20' },
      { targetAccountId: me.accountId },
    ]) {
      const res = await openSession(me, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('body.deviceCategory');
    }
    const res = await openSession(me, { deviceCategory: 20 });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.targetAccountId');
  });

  it('needs an account of the caller', async () => {
    const newcomer = await newIdentity(api, 'newcomer');
    const res = await openSession(newcomer, { targetAccountId: me.accountId, deviceCategory: 20 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('account_not_found');
  });

  it('canActFor follows the same rule', async () => {
    expect(await canActFor(api.db, me.accountId, me.accountId)).toBe(true);
    expect(await canActFor(api.db, me.accountId, myChild)).toBe(true);
    expect(await canActFor(api.db, me.accountId, sharer.accountId)).toBe(true);
    expect(await canActFor(api.db, me.accountId, sharerParent)).toBe(true);
    expect(await canActFor(api.db, me.accountId, stranger.accountId)).toBe(false);
    expect(await canActFor(api.db, me.accountId, strangerChild)).toBe(false);
    expect(await canActFor(api.db, sharer.accountId, me.accountId)).toBe(false);
    expect(await canActFor(api.db, me.accountId, 'not-an-id')).toBe(false);
  });

  it('listPatients maps self, family, sharing and familySharing, keyed by accountId', async () => {
    const patients = await listPatients(api.db, me.accountId);
    expect(Object.keys(patients)).toEqual([me.accountId, myChild, sharer.accountId, sharerParent]);
    expect(patients[me.accountId]).toEqual({
      type: 'self',
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      gender: 'female',
      birthDate: '1985-04-12',
      email: me.email,
    });
    expect(patients[myChild]).toMatchObject({ type: 'family', name: '山田 太郎' });
    expect(patients[myChild]).not.toHaveProperty('email');
    expect(patients[sharer.accountId]).toMatchObject({ type: 'sharing', name: '佐藤 一郎' });
    expect(patients[sharerParent]).toMatchObject({ type: 'familySharing', name: '佐藤 トメ' });
    expect(await listPatients(api.db, '00000000-0000-4000-8000-000000000000')).toEqual({});

    const res = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/accounts/patients',
      headers: bearer(me),
    });
    expect(res.json()).toEqual({ mainPatientId: me.accountId, patients });
  });

  it('removed family members and ended sharings give nothing any more', async () => {
    const extra = await addFamily(me, '山田 次郎', 'ヤマダ ジロウ');
    expect(await canActFor(api.db, me.accountId, extra)).toBe(true);
    await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/accounts/family/${extra}`,
      headers: bearer(me),
    });
    expect(await canActFor(api.db, me.accountId, extra)).toBe(false);

    await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/accounts/sharing/${sharingId}`,
      headers: bearer(sharer),
    });
    expect(await canActFor(api.db, me.accountId, sharer.accountId)).toBe(false);
    expect(await canActFor(api.db, me.accountId, sharerParent)).toBe(false);
    const res = await openSession(me, { targetAccountId: sharerParent, deviceCategory: 20 });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(await listPatients(api.db, me.accountId))).toEqual([me.accountId, myChild]);
  });
});
