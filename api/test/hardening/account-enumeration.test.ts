import { randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT_ID, DEMO_IDENTITY_USERS, DEMO_PASSWORD } from '../../src/modules/identity';
import { uuidV4FromBytes } from '../../src/modules/identity/sign-in/password-step';
import type { IdentityServer } from '../identity/harness';
import { startIdentityServer } from '../identity/harness';

/**
 * Every identity action answers an existing and an unknown e-mail alike, so that nobody learns
 * from the api which addresses have accounts; and nobody can lock an owner out from elsewhere.
 */
let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server.close();
});

const EXISTING = DEMO_IDENTITY_USERS.family.email;
// Starts with the same letter: the masked destination shows only the first one.
const UNKNOWN = 'fictional-person@harmo.example';

async function call(
  action: string,
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/identity/',
    remoteAddress,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The answer with what is random by design (a fresh sub) replaced by its shape. */
function comparable(answer: { status: number; body: Record<string, unknown> }) {
  const body = { ...answer.body };
  if (typeof body.UserSub === 'string') {
    expect(body.UserSub).toMatch(UUID_V4);
    body.UserSub = '<uuid v4>';
  }
  return { status: answer.status, body };
}

type Probe = (email: string) => Promise<{ status: number; body: Record<string, unknown> }[]>;

const once =
  (action: string, body: (email: string) => Record<string, unknown>): Probe =>
  async (email) => [await call(action, body(email))];

const PROBES: [string, Probe][] = [
  [
    'SignUp',
    once('SignUp', (email) => ({
      ClientId: DEFAULT_CLIENT_ID,
      Username: email,
      Password: 'Unrelated-Phrase-2026',
      UserAttributes: [{ Name: 'email', Value: email }],
    })),
  ],
  [
    'ConfirmSignUp',
    once('ConfirmSignUp', (email) => ({
      ClientId: DEFAULT_CLIENT_ID,
      Username: email,
      ConfirmationCode: '000000',
    })),
  ],
  [
    'ResendConfirmationCode',
    once('ResendConfirmationCode', (email) => ({ ClientId: DEFAULT_CLIENT_ID, Username: email })),
  ],
  [
    'ConfirmForgotPassword with a weak password',
    once('ConfirmForgotPassword', (email) => ({
      ClientId: DEFAULT_CLIENT_ID,
      Username: email,
      ConfirmationCode: '000000',
      Password: 'weak',
    })),
  ],
  [
    'ConfirmForgotPassword with a wrong code',
    once('ConfirmForgotPassword', (email) => ({
      ClientId: DEFAULT_CLIENT_ID,
      Username: email,
      ConfirmationCode: '000000',
      Password: 'Unrelated-Phrase-2026',
    })),
  ],
  [
    'ForgotPassword, six times',
    async (email) => {
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        answers.push(
          await call('ForgotPassword', { ClientId: DEFAULT_CLIENT_ID, Username: email }),
        );
      }
      return answers;
    },
  ],
  [
    'InitiateAuth with a wrong password, six times',
    async (email) => {
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        answers.push(
          await call(
            'InitiateAuth',
            {
              AuthFlow: 'USER_PASSWORD_AUTH',
              ClientId: DEFAULT_CLIENT_ID,
              AuthParameters: { USERNAME: email, PASSWORD: 'Wrong-password-1' },
            },
            // Its own source, so earlier probes' failures do not count here.
            '10.9.9.9',
          ),
        );
      }
      return answers;
    },
  ],
];

describe('existing and unknown e-mails get identical answers', () => {
  it.each(PROBES)('%s', async (_label, probe) => {
    const existing = (await probe(EXISTING)).map(comparable);
    const unknown = (await probe(UNKNOWN)).map(comparable);
    expect(existing).toEqual(unknown);
  });

  it('tells the owner by e-mail that someone tried to sign up with their address', async () => {
    const messages = await server.outbox(EXISTING);
    expect(messages.some((m) => m.body.includes('Someone tried to create a harmo account'))).toBe(
      true,
    );
    expect(await server.outbox(UNKNOWN)).not.toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: expect.stringContaining('試み') }),
      ]),
    );
  });
});

describe('SRP decoys', () => {
  it('draw USER_ID_FOR_SRP like a real id: UUID v4 with every variant nibble', () => {
    const variants = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const id = uuidV4FromBytes(randomBytes(16));
      expect(id).toMatch(UUID_V4);
      variants.add(id[19]!);
    }
    expect([...variants].sort()).toEqual(['8', '9', 'a', 'b']);
  });

  it('answer unknown names with ids of every variant, stable per name', async () => {
    const srpA = (BigInt(2) ** BigInt(1000) + BigInt(12345)).toString(16);
    const variants = new Set<string>();
    for (let i = 0; i < 24; i += 1) {
      const res = await call('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: DEFAULT_CLIENT_ID,
        AuthParameters: { USERNAME: `ghost-${i}@harmo.example`, SRP_A: srpA },
      });
      expect(res.status).toBe(200);
      const id = (res.body.ChallengeParameters as { USER_ID_FOR_SRP: string }).USER_ID_FOR_SRP;
      expect(id).toMatch(UUID_V4);
      variants.add(id[19]!);
    }
    expect(variants.size).toBeGreaterThan(1);
  });
});

describe('lock-out', () => {
  const signIn = (password: string, remoteAddress: string) =>
    call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: DEFAULT_CLIENT_ID,
        AuthParameters: { USERNAME: DEMO_IDENTITY_USERS.demo.email, PASSWORD: password },
      },
      remoteAddress,
    );

  it('10 failed sign-ins from one source do not stop the owner signing in from another', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await signIn('Wrong-password-1', '203.0.113.7');
      expect(res.body.__type).toBe('NotAuthorizedException');
    }
    // The attacker's source is locked for that account...
    expect((await signIn(DEMO_PASSWORD, '203.0.113.7')).body.message).toBe(
      'Password attempts exceeded',
    );
    // ...the owner's is not.
    const owner = await signIn(DEMO_PASSWORD, '198.51.100.20');
    expect(owner.status).toBe(200);
    expect(owner.body.AuthenticationResult).toBeDefined();
  });

  it('refuses a source that fails across many names (per-source ceiling)', async () => {
    const source = '192.0.2.99';
    for (let i = 0; i < 50; i += 1) {
      await call(
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: DEFAULT_CLIENT_ID,
          AuthParameters: { USERNAME: `spray-${i}@harmo.example`, PASSWORD: 'Wrong-password-1' },
        },
        source,
      );
    }
    expect((await signIn(DEMO_PASSWORD, source)).body.message).toBe('Password attempts exceeded');
    expect((await signIn(DEMO_PASSWORD, '198.51.100.21')).status).toBe(200);
  });
});
