import type { Page } from '@playwright/test';
import * as oidc from 'openid-client';
import { expectAccessible } from '../support/a11y';
import {
  DEMO_ACCOUNT_IDS,
  DEMO_PASSWORD,
  DEMO_USERS,
  signInThroughApi,
  signedInAs,
} from '../support/identity';
import { API_URL, HOST_URL } from '../support/stack';
import { test, expect } from '../support/test';

const SCREENSHOTS = 'test-results/screenshots';
const CLIENT_NAME = 'E2E お薬連携アプリ';
const TEST_REDIRECT_URI = `${HOST_URL}/oauth/test`;

/** The card of the client this spec registers. */
const clientCard = (page: Page) =>
  page
    .getByTestId('oauth-client')
    .filter({ has: page.getByRole('heading', { name: CLIENT_NAME }) });

/** Starts the flow on /oauth/test and waits for the consent screen the server sends us to. */
async function startFlowTest(page: Page): Promise<void> {
  await clientCard(page).getByRole('link', { name: 'このクライアントでテスト' }).click();
  await expect(page.getByRole('heading', { name: '認可フローのテスト' })).toBeVisible();
  await page.getByRole('button', { name: '認可フローを開始' }).click();
  await expect(page).toHaveURL(/\/oauth\/auth\?uid=/);
  await expect(page.getByRole('heading', { name: 'アクセスの許可' })).toBeVisible();
  await expect(
    page.getByText(`「${CLIENT_NAME}」があなたのharmoの情報へのアクセスを求めています。`),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENSHOTS}/oauth-auth.png`, fullPage: true });
}

test.describe('OAuth for partners', () => {
  test('a public client runs code + PKCE for a family member; deny; deleting it ends its token', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signedInAs(page, DEMO_USERS.demo);

    // The developer console: register a public client with the test redirect URI.
    await page.goto('/oauth/clients');
    await expect(page.getByRole('heading', { name: 'OAuthクライアント' })).toBeVisible();
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('クライアント名を入力してください。')).toBeVisible();
    await expect(page.getByText('リダイレクトURIを1つ以上入力してください。')).toBeVisible();
    await expect(page.getByLabel('クライアント名')).toBeFocused();

    await page.getByLabel('クライアント名').fill(CLIENT_NAME);
    await page.getByLabel('リダイレクトURI').fill('http://partner.example/callback');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(
      page.getByText('1行目：httpはlocalhostでのみ使えます。httpsを使ってください。'),
    ).toBeVisible();
    await page.getByLabel('リダイレクトURI').fill('');
    await page.getByRole('button', { name: `テスト用のURI（${TEST_REDIRECT_URI}）を追加` }).click();
    await expect(page.getByLabel('リダイレクトURI')).toHaveValue(TEST_REDIRECT_URI);
    await page.getByRole('checkbox', { name: /お薬の記録/ }).check();
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(clientCard(page)).toBeVisible();
    await expect(clientCard(page).getByTestId('client-id')).toHaveText(/^hc_/);
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOTS}/oauth-clients.png`, fullPage: true });

    // /oauth/test: the whole flow, choosing her son in /oauth/choose-account.
    await startFlowTest(page);
    await expect(page.getByText('プロフィール', { exact: true })).toBeVisible();
    await expect(page.getByText('お薬の記録', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '許可する' }).click();
    await expect(page).toHaveURL(/\/oauth\/choose-account\?uid=/);
    await expect(page.getByRole('heading', { name: '対象の方を選ぶ' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOTS}/oauth-choose-account.png`, fullPage: true });
    await page.getByRole('radio', { name: /山田 太郎/ }).check();
    const tokenResponse = page.waitForResponse(
      (response) =>
        response.url() === `${API_URL}/oauth/token` && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'この方で許可する' }).click();
    const tokens = (await (await tokenResponse).json()) as { access_token: string };
    await expect(page).toHaveURL(`${HOST_URL}/oauth/test`);
    await expect(page.getByTestId('claims-patient')).toHaveText(
      `対象の方：山田 太郎（${DEMO_ACCOUNT_IDS.demoChild}）`,
    );
    await expect(page.getByTestId('resource-status')).toHaveText('ステータス：200');
    await expect(page.getByTestId('resource-body')).toContainText('"name": "山田 太郎"');
    await expect(page.getByTestId('token-response')).not.toContainText(tokens.access_token);
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENSHOTS}/oauth-test-result.png`, fullPage: true });

    const profile = () =>
      fetch(`${API_URL}/partner/v1/patient/profile`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await profile()).status).toBe(200);

    // Deny: the client gets access_denied.
    await page.goto('/oauth/clients');
    await startFlowTest(page);
    await page.getByRole('button', { name: '拒否する' }).click();
    await expect(page).toHaveURL(`${HOST_URL}/oauth/test`);
    await expect(page.getByRole('alert')).toHaveText(
      '認可サーバーがエラーを返しました：access_denied',
    );

    // Delete the client: its token stops working.
    await page.goto('/oauth/clients');
    await clientCard(page).getByRole('button', { name: '削除' }).click();
    await expect(clientCard(page).getByRole('group')).toBeFocused();
    await clientCard(page).getByRole('button', { name: '削除する' }).click();
    await expect(clientCard(page)).toHaveCount(0);
    expect((await profile()).status).toBe(401);
  });

  test('an invalid authorization request is explained, never redirected', async ({ page }) => {
    await signedInAs(page, DEMO_USERS.demo);
    const url = new URL(`${API_URL}/oauth/auth`);
    url.search = new URLSearchParams({
      client_id: 'hc_unknown',
      response_type: 'code',
      redirect_uri: 'https://attacker.example/callback',
      scope: 'patient.profile',
    }).toString();
    await page.goto(url.href);
    await expect(page).toHaveURL(/\/oauth\/complete\?error=invalid_client/);
    await expect(page.getByRole('heading', { name: /連携できませんでした/ })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/oauth-complete-error.png`, fullPage: true });
  });

  test('a signed-out user signs in and comes back to the same authorization request', async ({
    page,
  }) => {
    // A partner's client, registered through the console API.
    const session = await signInThroughApi(DEMO_USERS.demo);
    const created = await fetch(`${API_URL}/ps/v1/oauth/clients`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'サインイン前テストアプリ',
        type: 'public',
        redirectUris: ['https://partner.example/callback'],
        allowedScopes: ['patient.checkups'],
      }),
    });
    const { clientId } = (await created.json()) as { clientId: string };
    const verifier = oidc.randomPKCECodeVerifier();
    const authorize = new URL(`${API_URL}/oauth/auth`);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: 'https://partner.example/callback',
      scope: 'patient.checkups',
      state: 'partner-state',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();

    await page.goto(authorize.href);
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.getByLabel('メールアドレス').fill(DEMO_USERS.demo);
    await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'サインイン', exact: true }).click();
    await expect(page).toHaveURL(/\/oauth\/auth\?uid=[A-Za-z0-9_-]+$/);
    await expect(
      page.getByText(
        '「サインイン前テストアプリ」があなたのharmoの情報へのアクセスを求めています。',
      ),
    ).toBeVisible();
    await expect(page.getByText('健診結果', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
