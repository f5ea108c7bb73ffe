import { Secret, TOTP } from 'otpauth';
import type { CognitoUser, CognitoUserSession } from 'amazon-cognito-identity-js';
import {
  DEMO_IDENTITY_USERS,
  DEMO_PASSWORD,
  DEMO_TEMPORARY_PASSWORD,
  DEMO_TOTP_SECRET,
  createConfirmedUser,
  createUserWithTemporaryPassword,
} from '../../src/modules/identity';
import { updateUser } from '../../src/modules/identity/users-repository';
import type { IdentityServer, SignInOutcome } from './harness';
import {
  POOL_ID,
  call,
  claimsOf,
  failureOf,
  outcomeCallbacks,
  signIn,
  signInSession,
  startIdentityServer,
} from './harness';

const PASSWORD = 'Mfa-tester-2026';

/** The authenticator code for now, or for the next 30-second step (accepted as clock drift). */
function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

function sendMfaCode(
  user: CognitoUser,
  code: string,
  type: 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA',
): Promise<SignInOutcome> {
  return new Promise((resolve, reject) =>
    user.sendMFACode(code, outcomeCallbacks(resolve, reject), type),
  );
}

function associateSoftwareToken(user: CognitoUser): Promise<string> {
  return new Promise((resolve, reject) =>
    user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }),
  );
}

function verifySoftwareToken(user: CognitoUser, code: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    user.verifySoftwareToken(code, 'テスト端末', { onSuccess: resolve, onFailure: reject }),
  );
}

describe('identity: MFA and the new-password challenge', () => {
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sets up an authenticator app, then requires and accepts its codes at sign-in', async () => {
    const email = 'totp-setup@harmo.example';
    await createConfirmedUser(server.db, { userPoolId: POOL_ID }, { email, password: PASSWORD });
    const user = server.user(email);
    await signInSession(user, PASSWORD);

    const secret = await associateSoftwareToken(user);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(verifySoftwareToken(user, totpCode(secret))).resolves.toEqual({
      Status: 'SUCCESS',
    });
    await call((cb) => user.setUserMfaPreference(null, { PreferredMfa: true, Enabled: true }, cb));

    const second = server.user(email);
    expect((await signIn(second, PASSWORD)).kind).toBe('totpRequired');
    const current = totpCode(secret);
    const wrong = await failureOf(
      sendMfaCode(second, current === '000000' ? '111111' : '000000', 'SOFTWARE_TOKEN_MFA'),
    );
    expect(wrong.code).toBe('CodeMismatchException');
    // The same session takes another answer; a code from the next step counts as clock drift.
    const nextStepCode = totpCode(secret, 1);
    const done = await sendMfaCode(second, nextStepCode, 'SOFTWARE_TOKEN_MFA');
    expect(done.kind).toBe('success');

    // A code is accepted once only: replaying it in another sign-in fails.
    const third = server.user(email);
    expect((await signIn(third, PASSWORD)).kind).toBe('totpRequired');
    const replay = await failureOf(sendMfaCode(third, nextStepCode, 'SOFTWARE_TOKEN_MFA'));
    expect(replay.code).toBe('CodeMismatchException');
    expect(replay.message).toBe('Your software token has already been used once.');
  });

  it('signs in the seeded TOTP demo user with a code computed from DEMO_TOTP_SECRET', async () => {
    const user = server.user(DEMO_IDENTITY_USERS.totp.email);
    expect((await signIn(user, DEMO_PASSWORD)).kind).toBe('totpRequired');
    const outcome = await sendMfaCode(user, totpCode(DEMO_TOTP_SECRET), 'SOFTWARE_TOKEN_MFA');
    expect(outcome.kind).toBe('success');
    const session = (outcome as { session: CognitoUserSession }).session;
    expect(claimsOf(session.getIdToken().getJwtToken()).sub).toBe(DEMO_IDENTITY_USERS.totp.sub);
  });

  it('sends SMS MFA codes to the outbox and accepts them', async () => {
    const sms = DEMO_IDENTITY_USERS.sms;
    const user = server.user(sms.email);
    const outcome = await signIn(user, DEMO_PASSWORD);
    expect(outcome).toEqual({
      kind: 'mfaRequired',
      parameters: {
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: '+*******0004',
      },
    });
    const code = await server.latestCode(sms.phoneNumber);
    expect((await sendMfaCode(user, code, 'SMS_MFA')).kind).toBe('success');
  });

  it('lets a user with two MFA methods and no preference choose one (SELECT_MFA_TYPE)', async () => {
    const email = 'two-factors@harmo.example';
    const created = await createConfirmedUser(
      server.db,
      { userPoolId: POOL_ID },
      { email, password: PASSWORD, phoneNumber: '+819012345678' },
    );
    const secret = new Secret({ size: 20 }).base32;
    await updateUser(
      server.db,
      created.id,
      { smsMfaEnabled: true, totpEnabled: true, totpSecret: secret, preferredMfa: null },
      new Date(),
    );
    const user = server.user(email);
    const outcome = await signIn(user, PASSWORD);
    expect(outcome).toEqual({
      kind: 'selectMFAType',
      parameters: { MFAS_CAN_CHOOSE: '["SMS_MFA","SOFTWARE_TOKEN_MFA"]' },
    });
    const chosen = await new Promise<SignInOutcome>((resolve, reject) =>
      user.sendMFASelectionAnswer('SOFTWARE_TOKEN_MFA', outcomeCallbacks(resolve, reject)),
    );
    expect(chosen.kind).toBe('totpRequired');
    expect((await sendMfaCode(user, totpCode(secret), 'SOFTWARE_TOKEN_MFA')).kind).toBe('success');
  });

  it('completes NEW_PASSWORD_REQUIRED for an admin-created user with a temporary password', async () => {
    const email = 'invited-tester@harmo.example';
    await createUserWithTemporaryPassword(
      server.db,
      { userPoolId: POOL_ID },
      { email, password: 'Temporary-2026' },
    );
    const user = server.user(email);
    const outcome = await signIn(user, 'Temporary-2026');
    expect(outcome.kind).toBe('newPasswordRequired');
    expect((outcome as { userAttributes: Record<string, string> }).userAttributes).toMatchObject({
      email,
      email_verified: 'true',
    });

    const complete = (password: string) =>
      new Promise<SignInOutcome>((resolve, reject) =>
        user.completeNewPasswordChallenge(
          password,
          { name: '招待 太郎' },
          outcomeCallbacks(resolve, reject),
        ),
      );
    const weak = await failureOf(complete('weakpass'));
    expect(weak.code).toBe('InvalidPasswordException');
    const done = await complete('Chosen-by-me-2026');
    expect(done.kind).toBe('success');
    const id = claimsOf(
      (done as { session: CognitoUserSession }).session.getIdToken().getJwtToken(),
    );
    expect(id).toMatchObject({ email, name: '招待 太郎' });

    const temporary = await failureOf(signIn(server.user(email), 'Temporary-2026'));
    expect(temporary.code).toBe('NotAuthorizedException');
    await signInSession(server.user(email), 'Chosen-by-me-2026');
  });

  it('asks the seeded invited demo user for a new password', async () => {
    const outcome = await signIn(
      server.user(DEMO_IDENTITY_USERS.invited.email),
      DEMO_TEMPORARY_PASSWORD,
    );
    expect(outcome.kind).toBe('newPasswordRequired');
  });
});

describe('identity: MFA_SETUP when the pool requires MFA', () => {
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer({ config: { mfaConfiguration: 'ON' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sets up an authenticator during sign-in and then issues tokens', async () => {
    const email = 'must-setup@harmo.example';
    await createConfirmedUser(server.db, { userPoolId: POOL_ID }, { email, password: PASSWORD });
    const user = server.user(email);
    const outcome = await signIn(user, PASSWORD);
    expect(outcome).toEqual({
      kind: 'mfaSetup',
      parameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' },
    });
    const secret = await associateSoftwareToken(user);
    const session = (await verifySoftwareToken(user, totpCode(secret))) as CognitoUserSession;
    expect(session.isValid()).toBe(true);

    // From now on the authenticator is required.
    expect((await signIn(server.user(email), PASSWORD)).kind).toBe('totpRequired');
  });
});
