import type { Page, Request } from '@playwright/test';
import { test, expect, navigateInApp } from '../support/test';
import {
  DEMO_ACCOUNT_IDS,
  DEMO_PASSWORD,
  DEMO_SMS_PHONE,
  DEMO_TEMPORARY_PASSWORD,
  DEMO_TOTP_SECRET,
  DEMO_USERS,
  codeSentTo,
  expiredIdToken,
  refreshStatus,
  revokeRefreshToken,
  signInThroughApi,
  signedInAs,
  storeSession,
  totpCode,
} from '../support/identity';
import { submitSignUp } from '../support/accounts';
import { API_URL, REGISTRATION_WAIT_MS } from '../support/stack';

const ORDERS_HEADING = '処方箋の送信履歴';
/**
 * A password sign-in runs SRP (3072-bit arithmetic) in the page, and a new device's key
 * set-up after it; on a busy test machine that takes seconds, so its outcome may take longer.
 */
const AFTER_SRP = { timeout: 30_000 };
const CLIENTS_HEADING = 'OAuthクライアント';
/** What the sign-in screen says to someone whose session ended without their asking. */
const SESSION_ENDED_NOTICE =
  'サインインが解除されました。もう一度サインインすると、元の画面に戻ります。';

/** Every request the page sends to the api (identity endpoint, product API, central server). */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && request.method() !== 'OPTIONS') seen.push(request);
  });
  return seen;
}

const patientSwitcher = (page: Page) => page.getByRole('combobox', { name: '表示する人' });

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
}

test.describe('password sign-in', () => {
  test('lands on the remembered target, signed in with the header showing the user', async ({
    page,
  }) => {
    await page.goto('/guidance?from=mail#status');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.screenshot({ path: test.info().outputPath('sign-in.png'), fullPage: true });
    await fillSignIn(page, DEMO_USERS.demo, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/guidance\?from=mail#status$/, AFTER_SRP);
    await expect(page.getByRole('heading', { name: ORDERS_HEADING })).toBeVisible();
    await expect(patientSwitcher(page)).toHaveValue(DEMO_ACCOUNT_IDS.demo);
    await expect(patientSwitcher(page).locator('option:checked')).toHaveText('山田 花子（本人）');
    const stored = await page.evaluate(() => ({
      refreshToken: localStorage.getItem('refreshToken'),
      cognitoUserName: localStorage.getItem('cognitoUserName'),
    }));
    expect(stored.refreshToken).toBeTruthy();
    expect(stored.cognitoUserName).toBe('5e6d0c11-2026-4a00-8000-000000000001');
  });

  test('a wrong password shows the message and signs nobody in', async ({ page }) => {
    await page.goto('/auth/sign-in');
    await fillSignIn(page, DEMO_USERS.family, 'Wrong-password-1');
    await expect(page.getByRole('alert')).toHaveText(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    await expect(page).toHaveURL(/\/auth\/sign-in$/, AFTER_SRP);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });

  test("the service's failure and the person's connection get different messages", async ({
    page,
  }) => {
    // A proxy in front of the identity endpoint answers with its own HTML page.
    let failWith: 'html503' | 'unreachable' = 'html503';
    await page.route(`${API_URL}/identity/`, (route) =>
      failWith === 'html503'
        ? route.fulfill({
            status: 503,
            contentType: 'text/html',
            body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
          })
        : route.abort('internetdisconnected'),
    );
    await page.goto('/auth/sign-in');
    await fillSignIn(page, DEMO_USERS.family, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      'エラーが発生しました。時間をおいてもう一度お試しください。',
    );

    failWith = 'unreachable';
    await page.getByRole('button', { name: 'サインイン', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
    );
    // What was typed stays for the next try.
    await expect(page.getByLabel('メールアドレス')).toHaveValue(DEMO_USERS.family);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  });

  test('TOTP: the code is asked, a wrong one is refused at the field, a remembered browser skips it next time', async ({
    page,
  }) => {
    await page.goto('/auth/sign-in');
    await fillSignIn(page, DEMO_USERS.totp, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: '認証アプリのコード' })).toBeVisible(AFTER_SRP);
    const right = totpCode(DEMO_TOTP_SECRET);
    const code = page.getByLabel('確認コード（6桁）');
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('確認コードが正しくありません。');

    await code.fill(totpCode(DEMO_TOTP_SECRET));
    await page.getByRole('button', { name: '確認する' }).click();
    // Device verification: after an MFA sign-in the browser may be remembered.
    await expect(page.getByRole('heading', { name: 'このブラウザを記憶しますか？' })).toBeVisible(
      AFTER_SRP,
    );
    await page.getByRole('button', { name: '記憶する', exact: true }).click();
    await expect(page).toHaveURL(/\/oauth\/clients$/, AFTER_SRP);
    await expect(page.getByRole('heading', { name: CLIENTS_HEADING })).toBeVisible();
    await expect(patientSwitcher(page).locator('option:checked')).toHaveText('鈴木 次郎（本人）');

    await page.goto('/auth/sign-out');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await fillSignIn(page, DEMO_USERS.totp, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/oauth\/clients$/, AFTER_SRP);
    await expect(patientSwitcher(page).locator('option:checked')).toHaveText('鈴木 次郎（本人）');
  });

  test('a temporary password must be replaced; a weak one is refused before sending', async ({
    page,
  }) => {
    await page.goto('/auth/sign-in');
    await fillSignIn(page, DEMO_USERS.invited, DEMO_TEMPORARY_PASSWORD);
    await expect(page.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible(
      AFTER_SRP,
    );
    const requests = apiRequests(page);
    const password = page.getByLabel('新しいパスワード', { exact: true });
    await password.fill('weakpass');
    await page.getByLabel('新しいパスワード（確認）').fill('weakpass');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(password).toHaveAccessibleDescription(
      /英大文字（A〜Z）を1文字以上含めてください。/,
    );
    expect(requests).toHaveLength(0);

    await password.fill('Invited-new-2026');
    await page.getByLabel('新しいパスワード（確認）').fill('Invited-new-2026');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    // invited@ has no harmo account yet: it goes on to create one.
    await expect(page).toHaveURL(/\/auth\/create-account$/, AFTER_SRP);
    await expect(page.getByRole('heading', { name: 'アカウントを作成' })).toBeVisible();
  });
});

test('TOTP setup: the QR code and the key are shown, and a code from them completes sign-in', async ({
  page,
}) => {
  // The embedded pool makes MFA optional; here its endpoint answers as a pool that requires an
  // authenticator does (MFA_SETUP), with the real tokens of the sign-in at the end.
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  let tokens: Record<string, unknown> | null = null;
  await page.route(`${API_URL}/identity/`, async (route) => {
    const request = route.request();
    const action = (request.headers()['x-amz-target'] ?? '').split('.').pop();
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    const answer = async (json: unknown, status = 200) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['x-amzn-errortype'];
      delete headers['content-length'];
      await route.fulfill({ response, status, headers, body: JSON.stringify(json) });
    };
    if (action === 'RespondToAuthChallenge' && body.ChallengeName === 'PASSWORD_VERIFIER') {
      const response = await route.fetch();
      const real = (await response.json()) as { AuthenticationResult?: Record<string, unknown> };
      if (!real.AuthenticationResult) return route.fulfill({ response });
      const { NewDeviceMetadata: _ignored, ...result } = real.AuthenticationResult;
      tokens = result;
      return route.fulfill({
        response,
        body: JSON.stringify({
          ChallengeName: 'MFA_SETUP',
          Session: 'setup-1',
          ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' },
        }),
      });
    }
    if (action === 'AssociateSoftwareToken') {
      return answer({ SecretCode: secret, Session: 'setup-2' });
    }
    if (action === 'VerifySoftwareToken') {
      return body.UserCode === totpCode(secret)
        ? answer({ Status: 'SUCCESS', Session: 'setup-3' })
        : answer({ __type: 'EnableSoftwareTokenMFAException', message: 'Code mismatch' }, 400);
    }
    if (action === 'RespondToAuthChallenge' && body.ChallengeName === 'MFA_SETUP') {
      return answer({ ChallengeParameters: {}, AuthenticationResult: tokens });
    }
    return route.continue();
  });

  await page.goto('/auth/sign-in');
  await fillSignIn(page, DEMO_USERS.family, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: '認証アプリの設定' })).toBeVisible(AFTER_SRP);
  const qr = page.getByTestId('totp-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute(
    'data-uri',
    `otpauth://totp/harmo:${DEMO_USERS.family}?secret=${secret}&issuer=harmo`,
  );
  await expect(page.getByTestId('totp-secret')).toHaveText(
    'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
  );
  await page.screenshot({ path: test.info().outputPath('totp-setup.png'), fullPage: true });

  const code = page.getByLabel('認証アプリのコード（6桁）');
  await code.fill('12ab');
  await page.getByRole('button', { name: '設定を完了する' }).click();
  await expect(code).toHaveAccessibleDescription('6桁の数字を入力してください。');

  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: '設定を完了する' }).click();
  await expect(page).toHaveURL(/\/oauth\/clients$/, AFTER_SRP);
  await expect(patientSwitcher(page).locator('option:checked')).toHaveText('佐藤 一郎（本人）');
});

test('forgot password: the e-mailed code sets a new password that then signs in', async ({
  page,
}) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(page.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();
  await expect(page).toHaveTitle('パスワードの再設定 – harmo');
  const requests = apiRequests(page);
  const email = page.getByLabel('メールアドレス');
  await email.fill('sms@harmo');
  await page.getByRole('button', { name: '確認コードを送信する' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toHaveLength(0);

  const sent = new Date();
  await email.fill(DEMO_USERS.sms);
  await page.getByRole('button', { name: '確認コードを送信する' }).click();
  await expect(page.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
  const code = await codeSentTo(DEMO_USERS.sms, sent);

  const before = requests.length;
  await page.getByLabel('確認コード（6桁）').fill('12 34');
  await page.getByLabel('新しいパスワード', { exact: true }).fill('short');
  await page.getByLabel('新しいパスワード（確認）').fill('other');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByLabel('確認コード（6桁）')).toHaveAccessibleDescription(
    '6桁の数字を入力してください。',
  );
  await expect(page.getByLabel('新しいパスワード', { exact: true })).toHaveAccessibleDescription(
    /8文字以上で入力してください。/,
  );
  await expect(page.getByLabel('新しいパスワード（確認）')).toHaveAccessibleDescription(
    '同じパスワードをもう一度入力してください。',
  );
  expect(requests).toHaveLength(before);

  await page.getByLabel('確認コード（6桁）').fill(code);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('Harmo-reset-2026');
  await page.getByLabel('新しいパスワード（確認）').fill('Harmo-reset-2026');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('status')).toContainText('パスワードを変更しました。');
  await expect(page.getByLabel('メールアドレス')).toHaveValue(DEMO_USERS.sms);

  const smsSent = new Date();
  await page.getByLabel('パスワード', { exact: true }).fill('Harmo-reset-2026');
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  // sms@ confirms sign-ins by SMS, and has no harmo account yet.
  await expect(page.getByRole('heading', { name: '確認コードの入力' })).toBeVisible(AFTER_SRP);
  await page.getByLabel('確認コード（6桁）').fill(await codeSentTo(DEMO_SMS_PHONE, smsSent));
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page).toHaveURL(/\/auth\/create-account$/, AFTER_SRP);
});

test('sign-up: bad input is refused at the fields; the e-mailed code confirms the address', async ({
  page,
}) => {
  const address = `new-${Date.now()}@harmo.example`;
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page.getByRole('heading', { name: '新規登録' })).toBeVisible();
  await expect(page).toHaveTitle('新規登録 – harmo');
  const requests = apiRequests(page);
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByLabel('メールアドレス')).toHaveAccessibleDescription('入力してください。');
  await page.getByLabel('メールアドレス').fill(address);
  await page.getByLabel('パスワード', { exact: true }).fill('alllowercase1');
  await page.getByLabel('新しいパスワード（確認）').fill('alllowercase1');
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByLabel('パスワード', { exact: true })).toHaveAccessibleDescription(
    /英大文字（A〜Z）を1文字以上含めてください。/,
  );
  expect(requests).toHaveLength(0);

  const sent = new Date();
  await submitSignUp(page, address, 'Harmo-new-2026');
  await expect(page.getByRole('heading', { name: 'メールアドレスの確認' })).toBeVisible();
  const code = await codeSentTo(address, sent);
  await page.getByLabel('確認コード（6桁）').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByLabel('確認コード（6桁）')).toHaveAccessibleDescription(
    '確認コードが正しくありません。',
  );
  await page.getByLabel('確認コード（6桁）').fill(code);
  await page.getByRole('button', { name: '確認する' }).click();
  // Confirmed and signed in; the new identity goes on to create its account.
  await expect(page).toHaveURL(/\/auth\/create-account$/, AFTER_SRP);
  await expect(page.getByText(`${address} でサインインしました。`, { exact: false })).toBeVisible();
});

test('a sign-up left at its code step is finished at sign-in, with a fresh code', async ({
  page,
}) => {
  const address = `unconfirmed-${Date.now()}@harmo.example`;
  await page.goto('/auth/sign-in?flow=sign-up');
  await submitSignUp(page, address, 'Harmo-new-2026');
  await expect(page.getByRole('heading', { name: 'メールアドレスの確認' })).toBeVisible();

  // The code step is left; later the person signs in with the new address.
  await page.goto('/auth/sign-in');
  const resent = new Date();
  await fillSignIn(page, address, 'Harmo-new-2026');
  await expect(page.getByRole('heading', { name: 'メールアドレスの確認' })).toBeVisible(AFTER_SRP);
  await expect(page.getByText('メールアドレスの確認が済んでいないため')).toBeVisible();
  await expect(page.getByTestId('code-destination')).toHaveText(address);
  const code = await codeSentTo(address, resent);
  await page.getByLabel('確認コード（6桁）').fill(code);
  await page.getByRole('button', { name: '確認する' }).click();
  // Confirmed and signed in with the password given; the new identity creates its account.
  await expect(page).toHaveURL(/\/auth\/create-account$/, AFTER_SRP);
  await expect(page.getByText(`${address} でサインインしました。`, { exact: false })).toBeVisible();
});

test.describe("in LINE's own browser", () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SO-51D Build/67.2.A.2.118; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/138.0.7204.63 Mobile Safari/537.36 Line/15.8.1/IAB',
  });

  test("the sign-in page says Google refuses it and opens itself in the phone's browser", async ({
    page,
  }) => {
    await page.goto('/auth/sign-in?redirect=%2Femap');
    const note = page.getByRole('note');
    await expect(note).toHaveText(
      'LINEのアプリ内ブラウザでは、Googleでサインインできません。 ブラウザで開く',
    );
    await expect(note.getByRole('link', { name: 'ブラウザで開く' })).toHaveAttribute(
      'href',
      /\/auth\/sign-in\?redirect=%2Femap&openExternalBrowser=1$/,
    );
    // The buttons stay below it, whole, above the fold of a phone.
    await expect(page.getByRole('button', { name: 'Googleでサインイン' })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('sign-in-line.png') });
  });
});

test('Google: a new identity creates its account (lite-account sequence) and ends signed in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const address = `google-${Date.now()}@example.jp`;
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Googleでサインイン' }).click();
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/oauth2/authorize\\?`));
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('identity_provider')).toBe('Google');
  expect(authorize.searchParams.get('response_type')).toBe('CODE');
  expect(authorize.searchParams.get('scope')).toBe('aws.cognito.signin.user.admin email openid');
  await page.locator('#email').fill(address);
  await page.getByRole('button', { name: /このメールアドレスで続ける/ }).click();

  await expect(page).toHaveURL(/\/auth\/create-account$/);
  await expect(page.getByRole('heading', { name: 'アカウントを作成' })).toBeVisible();
  // Never in the address: the new identity's tokens.
  expect(page.url()).not.toMatch(/token|code=/i);

  const requests = apiRequests(page);
  await page.getByRole('button', { name: 'アカウントを作成する' }).click();
  await expect(page.getByLabel('氏名')).toHaveAccessibleDescription(/入力してください。/);
  await page.getByLabel('氏名').fill('高橋 美咲');
  await page.getByLabel('フリガナ').fill('takahashi');
  await page.getByLabel('生年月日').fill('2999-01-01');
  await page.getByRole('button', { name: 'アカウントを作成する' }).click();
  await expect(page.getByLabel('フリガナ')).toHaveAccessibleDescription(
    /全角カタカナで入力してください。$/,
  );
  await expect(page.getByLabel('生年月日')).toHaveAccessibleDescription(
    '今日以前の日付を入力してください。',
  );
  await expect(page.getByRole('group', { name: '性別' })).toHaveAccessibleDescription(
    '性別を選んでください。',
  );
  expect(requests).toHaveLength(0);

  await page.getByLabel('フリガナ').fill('タカハシ ミサキ');
  await page.getByLabel('生年月日').fill('1992-03-04');
  await page.getByLabel('女性').check();
  // A Google identity has not seen the sign-up form: the agreement is asked here.
  await page.getByLabel('利用規約とプライバシーポリシーに同意する').check();
  await page.screenshot({ path: test.info().outputPath('create-account.png'), fullPage: true });
  await page.getByRole('button', { name: 'アカウントを作成する' }).click();
  const progress = page.getByTestId('creation-progress');
  await expect(progress).toBeVisible();
  await expect(page.getByTestId('creation-remaining')).toHaveText(/あと\d+秒/);
  await page.screenshot({
    path: test.info().outputPath('create-account-progress.png'),
    fullPage: true,
  });

  await expect(page).toHaveURL(/\/oauth\/clients$/, { timeout: 30_000 });
  await expect(patientSwitcher(page).locator('option:checked')).toHaveText('高橋 美咲（本人）');

  // The calls of the lite-account sequence, in their order, with the wait after the token.
  const sequence = requests
    .filter((r) => r.method() === 'POST' && /\/personal\/|\/accounts\/v2\/upgrade/.test(r.url()))
    .map((r) => new URL(r.url()).pathname);
  expect(sequence).toEqual([
    '/personal/issueRegistrationToken',
    '/personal/register',
    '/personal/enter',
    '/personal/updatePersonalInfo',
    '/personal/enter',
    '/personal/registerDevice',
    '/ps/v1/accounts/v2/upgrade',
  ]);
  const issued = requests.find((r) => r.url().endsWith('/personal/issueRegistrationToken'))!;
  const register = requests.find((r) => r.url().endsWith('/personal/register'))!;
  const issuedAt = issued.timing().startTime + (issued.timing().responseEnd ?? 0);
  expect(register.timing().startTime - issuedAt).toBeGreaterThanOrEqual(REGISTRATION_WAIT_MS - 50);
  const info = requests.find((r) => r.url().endsWith('/personal/updatePersonalInfo'))!;
  expect(Object.fromEntries(new URLSearchParams(info.postData() ?? ''))).toEqual({
    birthYear: '1992',
    sex: '2',
    name: '0000',
  });
});

test('sign-out revokes the session and returns to sign-in', async ({ page }) => {
  const session = await signedInAs(page);
  await page.goto('/oauth/clients');
  await expect(patientSwitcher(page)).toBeVisible();
  // Signing out lives in the menu and asks first.
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: 'メニュー' })
    .click();
  await page.getByRole('button', { name: 'サインアウト' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'サインアウト' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('status')).toHaveText('サインアウトしました。');
  await expect(patientSwitcher(page)).toHaveCount(0);
  const left = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) =>
      /^(refreshToken|cognitoUserName|currentPatientId)$|\.(idToken|accessToken|refreshToken)$/.test(
        key,
      ),
    ),
  );
  expect(left).toEqual([]);
  expect(await refreshStatus(session)).toBe(401);
});

test('signed out in another tab, this tab goes to sign-in once and stays there', async ({
  page,
}) => {
  await signedInAs(page);
  await page.goto('/guidance');
  await expect(page.getByRole('heading', { name: ORDERS_HEADING })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/menu');
  await other.getByRole('button', { name: 'サインアウト' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'サインアウト' }).click();
  await expect(other).toHaveURL(/\/auth\/sign-in$/);

  // This tab follows at once and says why; a guarded link sends it to sign-in without bouncing
  // back.
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'サインイン' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(SESSION_ENDED_NOTICE);
  await expect(patientSwitcher(page)).toHaveCount(0);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guidance');
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  });
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.waitForTimeout(1000);
  expect(navigations.length).toBeLessThan(5);
  await expect(page.getByRole('heading', { name: 'サインイン' })).toBeVisible();
});

test('mobile hand-over: the session comes in the address, leaves it, and lands on the target', async ({
  page,
}) => {
  const session = await signInThroughApi(DEMO_USERS.demo);
  await page.goto('/guidance?from=app');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  const handOver = new URLSearchParams({
    cognitoUserName: session.cognitoUserName,
    refreshToken: session.refreshToken,
    currentAccount: DEMO_ACCOUNT_IDS.demoChild,
  });
  await page.goto(`/auth/sign-in?${handOver}`);
  await expect(page).toHaveURL(/\/guidance\?from=app$/);
  await expect(page.getByRole('heading', { name: ORDERS_HEADING })).toBeVisible();
  await expect(patientSwitcher(page).locator('option:checked')).toHaveText('山田 太郎（家族）');
  expect(page.url()).not.toContain('refreshToken');
  expect(page.url()).not.toContain(session.refreshToken);
  // Going back does not bring the tokens back into the address either.
  await page.goBack();
  expect(page.url()).not.toContain('refreshToken');
});

test('a hand-over link for another user asks first; declining keeps the signed-in user', async ({
  page,
}) => {
  const owner = await signedInAs(page);
  const other = await signInThroughApi(DEMO_USERS.family);
  const handOver = new URLSearchParams({
    cognitoUserName: other.cognitoUserName,
    refreshToken: other.refreshToken,
  });
  await page.goto(`/guidance?${handOver}`);
  const dialog = page.getByRole('dialog', { name: '別のアカウントに切り替えますか？' });
  await expect(dialog).toBeVisible();
  // The link's tokens left the address before the question was asked.
  expect(page.url()).not.toContain('refreshToken');
  const keep = dialog.getByRole('button', { name: '今のアカウントのまま続ける' });
  await expect(keep).toBeFocused();
  await keep.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: ORDERS_HEADING })).toBeVisible();
  await expect(patientSwitcher(page).locator('option:checked')).toHaveText('山田 花子（本人）');
  expect(await page.evaluate(() => localStorage.getItem('cognitoUserName'))).toBe(
    owner.cognitoUserName,
  );

  // Asked again, the user may switch on purpose.
  await page.goto(`/guidance?${handOver}`);
  await dialog.getByRole('button', { name: 'リンクのアカウントに切り替える' }).click();
  await expect(dialog).toBeHidden();
  await expect(patientSwitcher(page).locator('option:checked')).toHaveText('佐藤 一郎（本人）');
  expect(await page.evaluate(() => localStorage.getItem('cognitoUserName'))).toBe(
    other.cognitoUserName,
  );
});

test('switching the patient changes the header and drops currentAccount from the address', async ({
  page,
}) => {
  await signedInAs(page);
  await page.goto(`/guidance?currentAccount=${DEMO_ACCOUNT_IDS.familyParent}&tab=2`);
  const switcher = patientSwitcher(page);
  await expect(switcher.locator('option:checked')).toHaveText('佐藤 トメ（共有・家族）');
  await expect(switcher.locator('option')).toHaveText([
    '山田 花子（本人）',
    '山田 太郎（家族）',
    '佐藤 一郎（共有）',
    '佐藤 トメ（共有・家族）',
  ]);
  await page.screenshot({ path: test.info().outputPath('header-signed-in.png') });
  await switcher.selectOption({ label: '山田 太郎（家族）' });
  await expect(page).toHaveURL(/\/guidance\?tab=2$/);
  await expect(switcher.locator('option:checked')).toHaveText('山田 太郎（家族）');
  await page.reload();
  await expect(patientSwitcher(page).locator('option:checked')).toHaveText('山田 太郎（家族）');
});

test('an expired id token is refreshed once for parallel requests', async ({ page }) => {
  const session = await signInThroughApi(DEMO_USERS.demo);
  const expired = expiredIdToken(session);
  await storeSession(page, session, { idToken: expired });
  const requests = apiRequests(page);
  await page.goto('/guidance');
  await expect(patientSwitcher(page)).toBeVisible();
  const refreshes = requests.filter(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/ps/v1/token',
  );
  expect(refreshes).toHaveLength(1);
  const accountCalls = requests.filter((r) =>
    /\/ps\/v1\/accounts\/(me|family|sharing)$/.test(r.url()),
  );
  expect(accountCalls.length).toBeGreaterThanOrEqual(3);
  for (const call of accountCalls) {
    const bearer = (await call.allHeaders()).authorization ?? '';
    expect(bearer).toMatch(/^Bearer /);
    expect(bearer).not.toContain(expired);
  }
});

test('a revoked refresh token sends the user to sign-in and back after signing in again', async ({
  page,
}) => {
  const session = await signInThroughApi(DEMO_USERS.demo);
  await storeSession(page, session, { idToken: expiredIdToken(session) });
  await revokeRefreshToken(session.refreshToken);
  await page.goto('/guidance?from=revoked');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('status')).toHaveText(SESSION_ENDED_NOTICE);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  await fillSignIn(page, DEMO_USERS.demo, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/guidance\?from=revoked$/, AFTER_SRP);
  await expect(page.getByRole('heading', { name: ORDERS_HEADING })).toBeVisible();
});

test('bad input on the sign-in form gets a field message and no request', async ({ page }) => {
  await page.goto('/auth/sign-in');
  const requests = apiRequests(page);
  const email = page.getByLabel('メールアドレス');
  const password = page.getByLabel('パスワード', { exact: true });
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('入力してください。');
  await expect(password).toHaveAccessibleDescription('入力してください。');
  await email.fill('demo@@harmo');
  await password.fill('x');
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expect(email).toHaveAccessibleDescription(
    'メールアドレスを正しい形式で入力してください（例：name@example.jp）。',
  );
  await email.fill(`${'a'.repeat(250)}@harmo.example`);
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expect(email).toHaveAccessibleDescription('254文字以内で入力してください。');
  expect(requests).toHaveLength(0);
  await navigateInApp(page, '/auth/sign-in');
});

test('the sign-in form loads its schema (and zod) when the person starts on it, not with the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const validation = /\/(zod|sign-in-schema)\.[0-9a-f]+\.js$/;
  await page.goto('/auth/sign-in');
  const email = page.getByLabel('メールアドレス');
  await expect(email).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => validation.test(path))).toEqual([]);

  const schemaAsked = page.waitForRequest((request) => validation.test(request.url()));
  await email.click();
  await schemaAsked;
  await email.fill('hanako@');
  await page.getByLabel('パスワード', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  await expect(email).toHaveAccessibleDescription(
    'メールアドレスを正しい形式で入力してください（例：name@example.jp）。',
  );
});

test('bad input on the MFA code form gets a field message and no request', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await fillSignIn(page, DEMO_USERS.totp, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: '認証アプリのコード' })).toBeVisible(AFTER_SRP);
  const requests = apiRequests(page);
  const code = page.getByLabel('確認コード（6桁）');
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(code).toHaveAccessibleDescription('入力してください。');
  await code.fill('12a456');
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(code).toHaveAccessibleDescription('6桁の数字を入力してください。');
  expect(requests).toHaveLength(0);
});
