import type { SignedIn, TestApi } from './harness';
import { bearer, newAccount, signIn, startTestApi } from './harness';

type Account = SignedIn & { accountId: string };

interface InvitationBody {
  id: string;
  status: string;
  inviteeEmail: string;
  fromAccount: { accountId: string };
  toAccount: { accountId: string } | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe('accounts: sharing a notebook', () => {
  let api: TestApi;
  let sharer: Account;
  let receiver: Account;
  let stranger: Account;
  let sharerChild: { accountId: string };

  beforeAll(async () => {
    api = await startTestApi();
    sharer = await newAccount(api, 'sharer', { name: '佐藤 一郎', kana: 'サトウ イチロウ' });
    receiver = await newAccount(api, 'receiver');
    stranger = await newAccount(api, 'stranger', { name: '他人 さん', kana: 'タニン サン' });
    sharerChild = (
      await api.app.inject({
        method: 'POST',
        url: '/ps/v1/accounts/family',
        headers: bearer(sharer),
        payload: {
          name: '佐藤 トメ',
          kana: 'サトウ トメ',
          gender: 'female',
          birthDate: '1932-02-20',
        },
      })
    ).json();
  });
  afterAll(async () => {
    await api?.close();
  });
  afterEach(() => {
    api.clock.offsetMs = 0;
  });

  const invite = (user: SignedIn, email: string) =>
    api.app.inject({
      method: 'POST',
      url: '/ps/v1/accounts/sharing/invitations',
      headers: bearer(user),
      payload: { email },
    });
  const invitations = async (user: SignedIn) =>
    (
      await api.app.inject({
        method: 'GET',
        url: '/ps/v1/accounts/sharing/invitations',
        headers: bearer(user),
      })
    ).json<{ sent: InvitationBody[]; received: InvitationBody[] }>();
  const accept = (user: SignedIn, id: string) =>
    api.app.inject({
      method: 'POST',
      url: `/ps/v1/accounts/sharing/invitations/${id}/accept`,
      headers: bearer(user),
    });
  const revoke = (user: SignedIn, id: string) =>
    api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/accounts/sharing/${id}`,
      headers: bearer(user),
    });
  const sharing = async (user: SignedIn) => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/accounts/sharing',
      headers: bearer(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{
      receivedAccountSharing: { sharingId: string; fromAccount: Record<string, unknown> }[];
      familyAccountSharing: { sharingId: string; fromAccount: Record<string, unknown> }[];
    }>();
  };

  it('invite → pending → accept → active → revoke, and what each side sees', async () => {
    const invited = await invite(sharer, receiver.email.toUpperCase());
    expect(invited.statusCode).toBe(201);
    const invitation = invited.json<InvitationBody>();
    expect(invitation).toMatchObject({
      status: 'pending',
      fromAccount: { accountId: sharer.accountId, name: '佐藤 一郎' },
      toAccount: null,
    });

    // Pending: listed on both sides, but nothing is shared yet.
    expect((await invitations(sharer)).sent.map((i) => i.id)).toEqual([invitation.id]);
    expect((await invitations(receiver)).received.map((i) => i.id)).toEqual([invitation.id]);
    expect((await invitations(stranger)).received).toEqual([]);
    expect(await sharing(receiver)).toEqual({
      receivedAccountSharing: [],
      familyAccountSharing: [],
    });

    // Only the addressee may accept.
    expect((await accept(stranger, invitation.id)).statusCode).toBe(404);
    expect((await accept(sharer, invitation.id)).statusCode).toBe(404);

    const accepted = await accept(receiver, invitation.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'active',
      toAccount: { accountId: receiver.accountId },
    });
    // Accepting again answers the same.
    expect((await accept(receiver, invitation.id)).json()).toMatchObject({ status: 'active' });

    expect(await sharing(receiver)).toEqual({
      receivedAccountSharing: [
        {
          sharingId: invitation.id,
          fromAccount: {
            accountId: sharer.accountId,
            name: '佐藤 一郎',
            kana: 'サトウ イチロウ',
            gender: 'female',
            birthDate: '1985-04-12',
          },
        },
      ],
      familyAccountSharing: [
        {
          sharingId: invitation.id,
          fromAccount: {
            accountId: sharerChild.accountId,
            name: '佐藤 トメ',
            kana: 'サトウ トメ',
            gender: 'female',
            birthDate: '1932-02-20',
          },
        },
      ],
    });
    // Sharing goes one way: the sharer receives nothing; strangers see nothing.
    expect(await sharing(sharer)).toEqual({ receivedAccountSharing: [], familyAccountSharing: [] });
    expect(await sharing(stranger)).toEqual({
      receivedAccountSharing: [],
      familyAccountSharing: [],
    });
    expect((await invitations(sharer)).sent[0]).toMatchObject({
      status: 'active',
      toAccount: { accountId: receiver.accountId },
    });

    // A stranger cannot end it; the receiver can.
    expect((await revoke(stranger, invitation.id)).statusCode).toBe(404);
    expect((await revoke(receiver, invitation.id)).statusCode).toBe(204);
    expect(await sharing(receiver)).toEqual({
      receivedAccountSharing: [],
      familyAccountSharing: [],
    });
    expect((await invitations(sharer)).sent).toEqual([]);
    expect((await revoke(receiver, invitation.id)).statusCode).toBe(404);
  });

  it('lets the sharer end an active sharing and withdraw a pending invitation', async () => {
    const first = (await invite(sharer, receiver.email)).json<InvitationBody>();
    expect((await accept(receiver, first.id)).statusCode).toBe(200);
    expect((await revoke(sharer, first.id)).statusCode).toBe(204);
    expect((await sharing(receiver)).receivedAccountSharing).toEqual([]);

    const second = (await invite(sharer, receiver.email)).json<InvitationBody>();
    expect((await revoke(sharer, second.id)).statusCode).toBe(204);
    expect((await invitations(receiver)).received).toEqual([]);
    expect((await accept(receiver, second.id)).statusCode).toBe(404);
  });

  it('lets the addressee decline a pending invitation', async () => {
    const pending = (await invite(sharer, receiver.email)).json<InvitationBody>();
    expect((await revoke(receiver, pending.id)).statusCode).toBe(204);
    expect((await invitations(sharer)).sent).toEqual([]);
  });

  it('refuses a second open invitation to the same e-mail and an invitation to oneself', async () => {
    const pending = (await invite(sharer, receiver.email)).json<InvitationBody>();
    const again = await invite(sharer, receiver.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_invited');
    await revoke(sharer, pending.id);

    const self = await invite(sharer, sharer.email);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('cannot_share_with_self');

    const bad = await invite(sharer, 'not an e-mail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.email');
  });

  it('answers the same for an e-mail with no account (no account discovery)', async () => {
    const res = await invite(sharer, 'nobody-here@example.jp');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', toAccount: null });
    await revoke(sharer, res.json<InvitationBody>().id);
  });

  it('lets an invitation lapse after 14 days', async () => {
    const pending = (await invite(sharer, receiver.email)).json<InvitationBody>();
    api.clock.offsetMs = 15 * DAY_MS;
    expect((await invitations(receiver)).received).toEqual([]);
    expect((await accept(receiver, pending.id)).statusCode).toBe(404);
    // The sharer can invite the same person again.
    const renewed = await invite(sharer, receiver.email);
    expect(renewed.statusCode).toBe(201);
    await revoke(sharer, renewed.json<InvitationBody>().id);
  });

  it('needs a verified e-mail to accept', async () => {
    const pending = (await invite(sharer, receiver.email)).json<InvitationBody>();
    await api.db.query('UPDATE identity_users SET email_verified = false WHERE id = $1', [
      receiver.sub,
    ]);
    try {
      const unverified = await signIn(api.app, receiver.email);
      const res = await accept(unverified, pending.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('email_not_verified');
      expect((await invitations(unverified)).received).toEqual([]);
    } finally {
      await api.db.query('UPDATE identity_users SET email_verified = true WHERE id = $1', [
        receiver.sub,
      ]);
      await revoke(sharer, pending.id);
    }
  });
});
