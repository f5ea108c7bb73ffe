import { CognitoUserAttribute } from 'amazon-cognito-identity-js';
import type { ISignUpResult } from 'amazon-cognito-identity-js';
import type { IdentityServer } from './harness';
import {
  CLIENT_ID,
  call,
  claimsOf,
  failureOf,
  rawAction,
  signIn,
  signInSession,
  startIdentityServer,
} from './harness';

describe('identity: sign-up, confirmation codes and passwords', () => {
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const signUp = (email: string, password: string) =>
    call<ISignUpResult>((cb) =>
      server
        .pool()
        .signUp(
          email,
          password,
          [new CognitoUserAttribute({ Name: 'name', Value: '新規 利用者' })],
          [],
          cb,
        ),
    );

  /** A confirmed account made through SignUp + ConfirmSignUp with the outbox code. */
  const confirmedSignUp = async (email: string, password: string) => {
    await signUp(email, password);
    const code = await server.latestCode(email);
    await call((cb) => server.user(email).confirmRegistration(code, true, cb));
  };

  it('signs up, e-mails a code to the outbox, confirms with it, then signs in', async () => {
    const email = 'newcomer@harmo.example';
    const password = 'Newcomer-2026';
    const result = await signUp(email, password);
    expect(result.userConfirmed).toBe(false);
    expect(result.userSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.codeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: 'n***@h***',
    });

    const early = await failureOf(signIn(server.user(email), password));
    expect(early.code).toBe('UserNotConfirmedException');

    const [message] = await server.outbox(email);
    expect(message?.subject).toContain('確認コード');
    const code = await server.latestCode(email);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await failureOf(
      call((cb) => server.user(email).confirmRegistration(wrongCode, true, cb)),
    );
    expect(wrong.code).toBe('CodeMismatchException');
    await expect(
      call((cb) => server.user(email).confirmRegistration(code, true, cb)),
    ).resolves.toBe('SUCCESS');

    // A code works once; a confirmed account answers like a wrong code (nothing revealed).
    const again = await failureOf(
      call((cb) => server.user(email).confirmRegistration(code, true, cb)),
    );
    expect(again.code).toBe('CodeMismatchException');

    const session = await signInSession(server.user(email), password);
    const id = claimsOf(session.getIdToken().getJwtToken());
    expect(id).toMatchObject({
      sub: result.userSub,
      email,
      email_verified: true,
      name: '新規 利用者',
    });
  });

  it('resends the confirmation code (the old one stops working)', async () => {
    const email = 'resend@harmo.example';
    await signUp(email, 'Resend-2026x');
    const first = await server.latestCode(email);
    await call((cb) => server.user(email).resendConfirmationCode(cb));
    const second = await server.latestCode(email);
    expect(await server.outbox(email)).toHaveLength(2);
    if (first !== second) {
      // Only the newest code is live; the older one is no longer accepted.
      const stale = await failureOf(
        call((cb) => server.user(email).confirmRegistration(first, true, cb)),
      );
      expect(stale.code).toBe('CodeMismatchException');
    }
    await expect(
      call((cb) => server.user(email).confirmRegistration(second, true, cb)),
    ).resolves.toBe('SUCCESS');
  });

  it('refuses weak passwords with a clear InvalidPasswordException', async () => {
    const err = await failureOf(signUp('weak@harmo.example', 'short'));
    expect(err.code).toBe('InvalidPasswordException');
    expect(err.message).toBe(
      'Password did not conform with policy: Password not long enough; Password must have uppercase characters; Password must have numeric characters',
    );
    const noLower = await failureOf(signUp('weak@harmo.example', 'ABCDEFGH1'));
    expect(noLower.message).toContain('Password must have lowercase characters');
  });

  it('answers a second sign-up for the same e-mail like a new one, without creating it', async () => {
    const before = await signInSession(server.user('demo@harmo.example'), 'Harmo-demo-2026');
    await signUp('DEMO@harmo.example', 'Another-2026');
    // The owner's password still works and the new one does not.
    const again = await signInSession(server.user('demo@harmo.example'), 'Harmo-demo-2026');
    expect(again.getIdToken().payload.sub).toBe(before.getIdToken().payload.sub);
    const other = await failureOf(signIn(server.user('demo@harmo.example'), 'Another-2026'));
    expect(other.code).toBe('NotAuthorizedException');
  });

  it('resets a forgotten password with the e-mailed code', async () => {
    const email = 'forgetful@harmo.example';
    await confirmedSignUp(email, 'Forgetful-2026');
    const before = await signInSession(server.user(email), 'Forgetful-2026');

    const delivery = await new Promise<unknown>((resolve, reject) =>
      server
        .user(email)
        .forgotPassword({ onSuccess: resolve, onFailure: reject, inputVerificationCode: resolve }),
    );
    expect(delivery).toEqual({
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: 'f***@h***',
      },
    });
    const code = await server.latestCode(email);

    const weak = await new Promise<{ code: string }>((resolve) =>
      server.user(email).confirmPassword(code, 'weak', {
        onSuccess: () => resolve({ code: 'none' }),
        onFailure: (err) => resolve(err as unknown as { code: string }),
      }),
    );
    expect(weak.code).toBe('InvalidPasswordException');

    await new Promise<void>((resolve, reject) =>
      server.user(email).confirmPassword(code, 'Remembered-2027', {
        onSuccess: () => resolve(),
        onFailure: reject,
      }),
    );
    const old = await failureOf(signIn(server.user(email), 'Forgetful-2026'));
    expect(old.code).toBe('NotAuthorizedException');
    await signInSession(server.user(email), 'Remembered-2027');

    // The reset ended the sessions that existed before it.
    const res = await rawAction(server, 'GetUser', {
      AccessToken: before.getAccessToken().getJwtToken(),
    });
    expect(res.body.__type).toBe('NotAuthorizedException');
  });

  it('answers ForgotPassword for an unknown e-mail without sending anything', async () => {
    const res = await rawAction(server, 'ForgotPassword', {
      ClientId: CLIENT_ID,
      Username: 'ghost@harmo.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    expect(await server.outbox('ghost@harmo.example')).toEqual([]);
  });

  it('masks a user name that starts with an emoji without splitting it', async () => {
    const res = await rawAction(server, 'ForgotPassword', { ClientId: CLIENT_ID, Username: '😀' });
    expect(res.status).toBe(200);
    expect(res.body.CodeDeliveryDetails).toMatchObject({ Destination: '😀***@***' });
  });

  it('changes the password of a signed-in user, checking the old one', async () => {
    const email = 'changer@harmo.example';
    await confirmedSignUp(email, 'Changer-2026');
    const user = server.user(email);
    await signInSession(user, 'Changer-2026');

    const wrong = await failureOf(
      call((cb) => user.changePassword('Not-the-old-1', 'Changed-2027', cb)),
    );
    expect(wrong.code).toBe('NotAuthorizedException');
    await expect(
      call((cb) => user.changePassword('Changer-2026', 'Changed-2027', cb)),
    ).resolves.toBe('SUCCESS');
    await signInSession(server.user(email), 'Changed-2027');
    const old = await failureOf(signIn(server.user(email), 'Changer-2026'));
    expect(old.code).toBe('NotAuthorizedException');
  });

  it('updates attributes and deletes the user', async () => {
    const email = 'leaver@harmo.example';
    await confirmedSignUp(email, 'Leaver-2026x');
    const user = server.user(email);
    await signInSession(user, 'Leaver-2026x');

    await call((cb) =>
      user.updateAttributes([new CognitoUserAttribute({ Name: 'locale', Value: 'en' })], cb),
    );
    const sub = await rawAction(server, 'UpdateUserAttributes', {
      AccessToken: user.getSignInUserSession()?.getAccessToken().getJwtToken(),
      UserAttributes: [{ Name: 'sub', Value: 'someone-else' }],
    });
    expect(sub.body.__type).toBe('InvalidParameterException');

    await call((cb) => user.deleteUser(cb));
    const gone = await failureOf(signIn(server.user(email), 'Leaver-2026x'));
    expect(gone.code).toBe('NotAuthorizedException');
    const { rows } = await server.db.query('SELECT 1 FROM identity_users WHERE email = $1', [
      email,
    ]);
    expect(rows).toHaveLength(0);
  });
});
