import { CognitoRefreshToken } from 'amazon-cognito-identity-js';
import type { CognitoUserSession } from 'amazon-cognito-identity-js';
import {
  DEMO_IDENTITY_USERS,
  DEMO_PASSWORD,
  createConfirmedUser,
} from '../../src/modules/identity';
import type { IdentityServer } from './harness';
import {
  CLIENT_ID,
  ISSUER,
  POOL_ID,
  call,
  claimsOf,
  failureOf,
  rawAction,
  signIn,
  signInSession,
  startIdentityServer,
} from './harness';

const demo = DEMO_IDENTITY_USERS.demo;

describe('identity: sign-in with the unmodified amazon-cognito-identity-js', () => {
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs in with SRP (USER_SRP_AUTH, the library default) and issues Cognito-shaped tokens', async () => {
    const user = server.user(demo.email);
    const session = await signInSession(user, DEMO_PASSWORD);

    expect(session.isValid()).toBe(true);
    // The library switched to USER_ID_FOR_SRP, the internal user name (the sub of a password user).
    expect(user.getUsername()).toBe(demo.sub);

    const id = claimsOf(session.getIdToken().getJwtToken());
    expect(id).toMatchObject({
      sub: demo.sub,
      'cognito:username': demo.sub,
      email: demo.email,
      email_verified: true,
      aud: CLIENT_ID,
      token_use: 'id',
      iss: ISSUER,
    });
    for (const claim of ['auth_time', 'exp', 'iat', 'jti', 'origin_jti'])
      expect(id).toHaveProperty(claim);
    expect((id.exp as number) - (id.iat as number)).toBe(3600);

    const access = claimsOf(session.getAccessToken().getJwtToken());
    expect(access).toMatchObject({
      sub: demo.sub,
      username: demo.sub,
      client_id: CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      iss: ISSUER,
      origin_jti: id.origin_jti,
    });
    expect(access).not.toHaveProperty('aud');

    const attributes = await call<{ Name: string; Value: string }[]>((cb) =>
      user.getUserAttributes((err, result) =>
        cb(
          err,
          result?.map((a) => ({ Name: a.getName(), Value: a.getValue() })),
        ),
      ),
    );
    expect(attributes).toEqual(
      expect.arrayContaining([
        { Name: 'sub', Value: demo.sub },
        { Name: 'email', Value: demo.email },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
  });

  it('signs in with USER_PASSWORD_AUTH', async () => {
    const session = await signInSession(
      server.user(demo.email),
      DEMO_PASSWORD,
      'USER_PASSWORD_AUTH',
    );
    expect(claimsOf(session.getIdToken().getJwtToken()).sub).toBe(demo.sub);
  });

  it('refuses a wrong password with NotAuthorizedException, in both flows', async () => {
    const family = DEMO_IDENTITY_USERS.family;
    for (const flow of ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const) {
      const err = await failureOf(signIn(server.user(family.email), 'Wrong-password-1', flow));
      expect(err.code).toBe('NotAuthorizedException');
      expect(err.message).toBe('Incorrect username or password.');
    }
  });

  it('answers an unknown e-mail exactly like a wrong password (no account enumeration)', async () => {
    for (const flow of ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const) {
      const err = await failureOf(signIn(server.user('nobody@harmo.example'), DEMO_PASSWORD, flow));
      expect(err.code).toBe('NotAuthorizedException');
      expect(err.message).toBe('Incorrect username or password.');
    }
    // The decoy challenge is stable, so repeating it reveals nothing either.
    const start = (username: string) =>
      rawAction(server, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: username, SRP_A: 'abcdef0123456789' },
      });
    const first = await start('nobody@harmo.example');
    const second = await start('nobody@harmo.example');
    expect(first.status).toBe(200);
    const firstParameters = first.body.ChallengeParameters as Record<string, string>;
    const secondParameters = second.body.ChallengeParameters as Record<string, string>;
    expect(firstParameters.SALT).toBe(secondParameters.SALT);
    expect(firstParameters.USER_ID_FOR_SRP).toBe(secondParameters.USER_ID_FOR_SRP);
    expect(firstParameters.USER_ID_FOR_SRP).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects SRP_A values that are 0 mod N', async () => {
    const N =
      'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
    for (const srpA of ['0', N, (BigInt(`0x${N}`) * 2n).toString(16)]) {
      const res = await rawAction(server, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { USERNAME: demo.email, SRP_A: srpA },
      });
      expect(res.status).toBe(400);
      expect(res.body.__type).toBe('InvalidParameterException');
    }
  });

  it('speaks the JSON 1.1 error format for unknown actions, clients and malformed bodies', async () => {
    const unknownAction = await rawAction(server, 'AdminDeleteUser', {});
    expect(unknownAction.status).toBe(400);
    expect(unknownAction.body.__type).toBe('UnknownOperationException');

    const unknownClient = await rawAction(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'someone-else',
      AuthParameters: { USERNAME: demo.email, PASSWORD: DEMO_PASSWORD },
    });
    expect(unknownClient.body.__type).toBe('ResourceNotFoundException');

    const missing = await rawAction(server, 'InitiateAuth', { ClientId: CLIENT_ID });
    expect(missing.status).toBe(400);
    expect(missing.body.__type).toBe('InvalidParameterException');

    const malformed = await fetch(server.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { __type: string }).__type).toBe('SerializationException');

    // A user name in another encoding than UTF-8 is refused, not read with replacement marks.
    const notUtf8 = await fetch(server.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: Buffer.concat([
        Buffer.from(
          `{"ClientId":"${CLIENT_ID}","AuthFlow":"USER_SRP_AUTH","AuthParameters":{"USERNAME":"`,
        ),
        Buffer.from([0x8e, 0x52, 0x93, 0x63]),
        Buffer.from('"}}'),
      ]),
    });
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toMatchObject({
      __type: 'SerializationException',
      message: expect.stringContaining('UTF-8'),
    });
  });

  it('refreshes a session, and refuses a refresh token once it is revoked', async () => {
    const user = server.user(demo.email);
    const session = await signInSession(user, DEMO_PASSWORD);
    const refreshToken = session.getRefreshToken();

    const refreshed = await call<CognitoUserSession>((cb) => user.refreshSession(refreshToken, cb));
    const before = claimsOf(session.getAccessToken().getJwtToken());
    const after = claimsOf(refreshed.getAccessToken().getJwtToken());
    expect(after.sub).toBe(demo.sub);
    expect(after.jti).not.toBe(before.jti);
    expect(after.origin_jti).toBe(before.origin_jti);
    expect(refreshed.getRefreshToken().getToken()).toBe(refreshToken.getToken());

    // signOut(callback) revokes the refresh token (RevokeToken), as the web app's sign-out does.
    await call<void>((cb) => user.signOut((err?: Error) => cb(err)));
    const err = await failureOf(
      call((cb) =>
        server
          .user(demo.email)
          .refreshSession(new CognitoRefreshToken({ RefreshToken: refreshToken.getToken() }), cb),
      ),
    );
    expect(err.code).toBe('NotAuthorizedException');
    expect(err.message).toBe('Refresh Token has been revoked');

    // The access tokens of that session are revoked with it (origin_jti).
    const getUser = await rawAction(server, 'GetUser', {
      AccessToken: refreshed.getAccessToken().getJwtToken(),
    });
    expect(getUser.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  }, 30_000);

  it('GlobalSignOut ends every session of the user', async () => {
    const user = server.user(demo.email);
    const session = await signInSession(user, DEMO_PASSWORD);
    const other = await signInSession(server.user(demo.email), DEMO_PASSWORD);

    await new Promise<void>((resolve, reject) =>
      user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }),
    );
    for (const s of [session, other]) {
      const res = await rawAction(server, 'GetUser', {
        AccessToken: s.getAccessToken().getJwtToken(),
      });
      expect(res.body.__type).toBe('NotAuthorizedException');
      const refresh = await rawAction(server, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: CLIENT_ID,
        AuthParameters: { REFRESH_TOKEN: s.getRefreshToken().getToken() },
      });
      expect(refresh.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
    }
  });

  it('locks sign-in after 5 failures within 15 minutes, even for the right password', async () => {
    const email = 'lockout@harmo.example';
    await createConfirmedUser(
      server.db,
      { userPoolId: POOL_ID },
      { email, password: 'Lockout-pass-1' },
    );

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const err = await failureOf(signIn(server.user(email), `Wrong-pass-${attempt}`));
      expect(err.message).toBe('Incorrect username or password.');
    }
    for (const flow of ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const) {
      const err = await failureOf(signIn(server.user(email), 'Lockout-pass-1', flow));
      expect(err.code).toBe('NotAuthorizedException');
      expect(err.message).toBe('Password attempts exceeded');
    }
    const { rows } = await server.db.query<{ locked_until: Date }>(
      `SELECT t.locked_until FROM identity_sign_in_failures t
       JOIN identity_users u ON u.id::text = t.subject WHERE u.email = $1`,
      [email],
    );
    const lockedFor = (rows[0]?.locked_until.getTime() ?? 0) - Date.now();
    expect(lockedFor).toBeGreaterThan(10 * 60 * 1000);
  });
});
