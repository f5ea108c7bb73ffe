import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/test';
import {
  TEST_PASSWORD,
  addSignedInDevices,
  createAccountThroughApi,
  deviceNamesThroughApi,
  freshEmail,
  productApi,
  signInAs,
  submitSignUp,
} from '../support/accounts';
import { codeSentTo, identityAction, signInThroughApi, totpCode } from '../support/identity';
import { API_URL } from '../support/stack';

/**
 * SRP runs in the page (3072-bit arithmetic), and these tests create their accounts through the
 * api first: on a busy machine a sign-in's outcome may take most of a minute.
 */
const AFTER_SRP = { timeout: 60_000 };
test.describe.configure({ timeout: 120_000 });

const patientSwitcher = (page: Page) => page.getByRole('combobox', { name: '表示する人' });

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'サインイン', exact: true }).click();
}

/** Every request the page sends to the api. */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && request.method() !== 'OPTIONS') seen.push(request);
  });
  return seen;
}

test('the account page reaches every setting; signed out, it asks for sign-in and comes back', async ({
  page,
}) => {
  const account = await createAccountThroughApi('overview');
  await page.goto('/auth/account');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/auth\/account$/, AFTER_SRP);
  await expect(page.getByRole('heading', { name: 'アカウント', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/アカウント/);
  await expect(page.getByText(account.email)).toBeVisible();
  const settings = page.getByRole('navigation', { name: 'アカウントの設定' });
  for (const name of [
    'プロフィール',
    'メールアドレス',
    'パスワード',
    '2段階認証',
    'サインインした端末',
    '家族と共有',
  ]) {
    await expect(settings.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('account.png') });
  await page.screenshot({ path: test.info().outputPath('account-full.png'), fullPage: true });
});

test('password change: the new password signs in, the old one no longer does', async ({ page }) => {
  const account = await createAccountThroughApi('password');
  await signInAs(page, account);
  await page.goto('/auth/account');
  await page.getByRole('link', { name: /^パスワード/ }).click();
  await expect(page.getByRole('heading', { name: 'パスワードの変更' })).toBeVisible();

  const current = page.getByLabel('今のパスワード');
  const next = page.getByLabel('新しいパスワード', { exact: true });
  const again = page.getByLabel('新しいパスワード（確認）');
  await current.fill('Wrong-password-1');
  await next.fill('Harmo-changed-2026');
  await again.fill('Harmo-changed-2026');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(current).toHaveAccessibleDescription(
    'メールアドレスまたはパスワードが正しくありません。',
  );

  await current.fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page).toHaveURL(/\/auth\/account$/);
  await expect(signInThroughApi(account.email, TEST_PASSWORD)).rejects.toThrow();

  await page.goto('/auth/sign-out');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await fillSignIn(page, account.email, 'Harmo-changed-2026');
  await expect(page).toHaveURL(/\/oauth\/clients$/, AFTER_SRP);
  await expect(patientSwitcher(page).locator('option:checked')).toHaveText('試験 花子（本人）');
});

test('signed out everywhere from another device, a password change here asks for sign-in again', async ({
  page,
}) => {
  const account = await createAccountThroughApi('signed-out-elsewhere');
  await signInAs(page, account);
  await page.goto('/auth/account/password');
  await expect(page.getByRole('heading', { name: 'パスワードの変更' })).toBeVisible();

  // Another device of the account signs out everywhere: this browser's tokens are revoked.
  await identityAction('GlobalSignOut', { AccessToken: account.accessToken });

  await page.getByLabel('今のパスワード').fill(TEST_PASSWORD);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('Harmo-changed-2026');
  await page.getByLabel('新しいパスワード（確認）').fill('Harmo-changed-2026');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();

  // Not "wrong password": the session has ended, and sign-in says so.
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(
    page.getByText('サインインが解除されました。もう一度サインインすると、元の画面に戻ります。'),
  ).toBeVisible();
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません。')).toHaveCount(0);
  // The password itself did not change.
  await expect(signInThroughApi(account.email, TEST_PASSWORD)).resolves.toBeTruthy();
});

test('two-step sign-in: an authenticator set up from the QR code is asked at the next sign-in', async ({
  page,
}) => {
  const account = await createAccountThroughApi('totp');
  await signInAs(page, account);
  await page.goto('/auth/account/two-step');
  await expect(page.getByTestId('two-step-status')).toHaveText('オフ（パスワードのみ）');
  await page.getByRole('button', { name: '認証アプリを設定する' }).click();
  await page.getByRole('button', { name: 'QRコードを表示する' }).click();
  const qr = page.getByTestId('totp-qr');
  await expect(qr).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
  await expect(qr).toHaveAttribute(
    'data-uri',
    `otpauth://totp/harmo:${account.email}?secret=${secret}&issuer=harmo`,
  );
  await page.screenshot({ path: test.info().outputPath('two-step-setup.png'), fullPage: true });
  await page.getByLabel('認証アプリのコード（6桁）').fill(totpCode(secret));
  await page.getByRole('button', { name: '認証アプリを有効にする' }).click();
  await expect(page.getByTestId('two-step-status')).toHaveText('認証アプリ');

  await page.goto('/auth/sign-out');
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: '認証アプリのコード' })).toBeVisible(AFTER_SRP);
  // The set-up's code was spent; the next time step's code is the one an app shows next.
  await page.getByLabel('確認コード（6桁）').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: '確認する' }).click();
  await expect(page.getByRole('heading', { name: 'このブラウザを記憶しますか？' })).toBeVisible(
    AFTER_SRP,
  );
  await page.getByRole('button', { name: '記憶しない' }).click();
  await expect(page).toHaveURL(/\/oauth\/clients$/, AFTER_SRP);

  // Turning it off asks first.
  await page.goto('/auth/account/two-step');
  await page.getByRole('button', { name: '2段階認証をオフにする' }).click();
  await expect(page.getByText('2段階認証をオフにしますか？', { exact: false })).toBeFocused();
  await page.getByRole('button', { name: 'オフにする', exact: true }).click();
  await expect(page.getByTestId('two-step-status')).toHaveText('オフ（パスワードのみ）');
});

test('devices: listed a page at a time, and a forgotten one leaves the list', async ({ page }) => {
  // Twelve sign-ins from the test process first, each with its own new device.
  test.setTimeout(180_000);
  const account = await createAccountThroughApi('devices');
  const names = Array.from({ length: 12 }, (_, i) => `試験端末 ${String(i + 1).padStart(2, '0')}`);
  await addSignedInDevices(account, names);
  await signInAs(page, account);
  await page.goto('/auth/account/devices');
  const devices = page.getByTestId('device');
  await expect(devices).toHaveCount(10);
  await expect(page.getByText('10台を表示しています。')).toBeVisible();
  await page.getByRole('button', { name: 'さらに表示' }).click();
  await expect(devices).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'さらに表示' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('devices.png'), fullPage: true });

  // Forgetting asks first, naming the device, and the question is what takes focus.
  await devices
    .filter({ hasText: '試験端末 03' })
    .getByRole('button', { name: '記憶を解除' })
    .click();
  await expect(page.locator(':focus')).toContainText(/^試験端末 03.*の記憶を解除しますか？/);
  await page.getByRole('button', { name: '記憶を解除する' }).click();
  // The pages already shown are listed again, without the forgotten device.
  await expect(devices).toHaveCount(11);
  await expect(devices.filter({ hasText: '試験端末 03' })).toHaveCount(0);
  await expect(page.getByText('11台を表示しています。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'さらに表示' })).toHaveCount(0);
  const listed = await deviceNamesThroughApi(account);
  expect(listed).not.toContain('試験端末 03');
  expect(listed).toHaveLength(11);
});

test('family: a member added here (reading typed in hiragana) is in the switcher and can be opened', async ({
  page,
}) => {
  const account = await createAccountThroughApi('family');
  await signInAs(page, account);
  await page.goto('/auth/family');
  await expect(page.getByText('登録されている家族はいません。')).toBeVisible();
  await page.getByRole('link', { name: '家族を追加する' }).click();
  await expect(page.getByRole('heading', { name: '家族の追加' })).toBeVisible();
  const requests = apiRequests(page);
  await page.getByRole('button', { name: '追加する' }).click();
  await expect(page.getByLabel('氏名')).toHaveAccessibleDescription(/入力してください。/);
  expect(requests).toHaveLength(0);

  await page.getByLabel('氏名').fill('試験 太郎');
  await page.getByLabel('フリガナ').pressSequentially('しけん たろう');
  await expect(page.getByLabel('フリガナ')).toHaveValue('シケン タロウ');
  await page.getByLabel('生年月日').fill('2018-05-06');
  await page.getByLabel('男性').check();
  await page.getByRole('button', { name: '追加する' }).click();
  await expect(page).toHaveURL(/\/auth\/family$/);
  await expect(page.getByTestId('family-member')).toHaveText(/試験 太郎\s*シケン タロウ/);
  const switcher = patientSwitcher(page);
  await expect(switcher.locator('option')).toHaveText(['試験 花子（本人）', '試験 太郎（家族）']);
  await switcher.selectOption({ label: '試験 太郎（家族）' });
  await expect(switcher.locator('option:checked')).toHaveText('試験 太郎（家族）');
  await page.reload();
  await expect(patientSwitcher(page).locator('option:checked')).toHaveText('試験 太郎（家族）');
  await expect(page.getByTestId('family-member')).toBeVisible();
  await expect(page.getByText('共有している人はいません。')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('family.png') });
  await page.screenshot({ path: test.info().outputPath('family-full.png'), fullPage: true });

  // Removing asks first; the switcher then goes back to the account itself.
  await page.getByRole('button', { name: '試験 太郎さんを削除' }).click();
  await page.getByRole('button', { name: '削除する', exact: true }).click();
  await expect(page.getByText('登録されている家族はいません。')).toBeVisible();
  await expect(patientSwitcher(page).locator('option')).toHaveText(['試験 花子（本人）']);
});

test('sharing: an invitation accepted by the second account shows the notebook, until it is revoked', async ({
  page,
}) => {
  const owner = await createAccountThroughApi('sharer', {
    name: '共有 一子',
    kana: 'キョウユウ イチコ',
  });
  const reader = await createAccountThroughApi('reader', {
    name: '閲覧 二郎',
    kana: 'エツラン ジロウ',
  });

  await signInAs(page, owner);
  await page.goto('/auth/family');
  await page.getByRole('link', { name: '手帳を共有する' }).click();
  await page.getByLabel('メールアドレス').fill(reader.email);
  await page.getByRole('button', { name: '招待を送る' }).click();
  await expect(page).toHaveURL(/\/auth\/family$/);
  await expect(page.getByTestId('sent-sharing')).toContainText(`${reader.email}・承認待ち`);

  await signInAs(page, reader);
  await page.goto('/auth/family');
  const invitation = page.getByTestId('received-invitation');
  await expect(invitation).toContainText('共有 一子');
  await page.getByRole('button', { name: '共有 一子さんの招待を承認する' }).click();
  await expect(page.getByTestId('received-sharing')).toContainText('共有中');
  const switcher = patientSwitcher(page);
  await expect(switcher.locator('option')).toHaveText(['閲覧 二郎（本人）', '共有 一子（共有）']);
  await switcher.selectOption({ label: '共有 一子（共有）' });
  await expect(switcher.locator('option:checked')).toHaveText('共有 一子（共有）');
  // The shared notebook is one the api lets this account act for.
  const patients = await productApi(reader, 'GET', '/ps/v1/accounts/patients');
  expect(Object.keys((patients.json?.patients ?? {}) as object)).toContain(owner.accountId);

  await signInAs(page, owner);
  await page.goto('/auth/family');
  await expect(page.getByTestId('sent-sharing')).toContainText(`${reader.email}・共有中`);
  await page.getByRole('button', { name: '共有をやめる' }).click();
  await page.getByRole('button', { name: '共有をやめる' }).last().click();
  await expect(page.getByText('共有している人はいません。')).toBeVisible();

  await signInAs(page, reader);
  await page.goto('/auth/family');
  await expect(page.getByText('共有されている手帳はありません。')).toBeVisible();
  await expect(patientSwitcher(page).locator('option')).toHaveText(['閲覧 二郎（本人）']);
});

test('deleting an account says what goes first, asks for the typed address, and the account can no longer sign in', async ({
  page,
}) => {
  const account = await createAccountThroughApi('leaving');
  const child = await productApi(account, 'POST', '/ps/v1/accounts/family', {
    name: '試験 三郎',
    kana: 'シケン サブロウ',
    gender: 'male',
    birthDate: '2015-01-01',
  });
  expect(child.status).toBe(201);
  await signInAs(page, account);
  await page.goto('/auth/account');
  await page.getByRole('link', { name: 'アカウントの削除に進む' }).click();
  await expect(page.getByRole('heading', { name: 'アカウントの削除', level: 1 })).toBeVisible();
  await expect(page.getByText('あなたが管理している家族（試験 三郎）とその記録')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('delete-account.png'), fullPage: true });

  const confirmation = page.getByLabel('確認のため、メールアドレスを入力');
  await confirmation.fill('someone-else@harmo.example');
  await page.getByRole('button', { name: 'アカウントを削除する' }).click();
  await expect(confirmation).toHaveAccessibleDescription(
    /このアカウントのメールアドレスと一致しません。/,
  );
  expect((await productApi(account, 'GET', '/ps/v1/accounts/me')).status).toBe(200);

  await confirmation.fill(account.email);
  await page.getByRole('button', { name: 'アカウントを削除する' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('status')).toHaveText(
    'アカウントを削除しました。ご利用ありがとうございました。',
  );
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText(
    'メールアドレスまたはパスワードが正しくありません。',
    AFTER_SRP,
  );
  await expect(signInThroughApi(account.email, account.password)).rejects.toThrow();
});

test('sign-up records the agreement; the code screen shows the address in full; the reading typed in hiragana becomes katakana', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const address = freshEmail('agree');
  // The versions the documents show are the ones an agreement records.
  const versionOf = async (path: string) => {
    await page.goto(path);
    const text = await page.getByText(/^版：/).textContent();
    return /^版：(\S+)（/.exec(text ?? '')?.[1];
  };
  const termsVersion = await versionOf('/auth/terms');
  const privacyVersion = await versionOf('/auth/privacy');
  expect(termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.goto('/auth/sign-in?flow=sign-up');
  const requests = apiRequests(page);
  await page.getByLabel('メールアドレス').fill(address);
  await page.getByLabel('パスワード', { exact: true }).fill('Harmo-new-2026');
  await page.getByLabel('新しいパスワード（確認）').fill('Harmo-new-2026');
  const agreement = page.getByLabel('利用規約とプライバシーポリシーに同意する');
  await expect(agreement).not.toBeChecked();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(agreement).toHaveAccessibleDescription(
    '登録するには、利用規約とプライバシーポリシーへの同意が必要です。',
  );
  expect(requests).toHaveLength(0);
  await expect(page.getByRole('link', { name: /^利用規約/ })).toHaveAttribute(
    'href',
    '/auth/terms',
  );

  await agreement.check();
  const sent = new Date();
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('heading', { name: 'メールアドレスの確認' })).toBeVisible();
  await expect(page.getByTestId('code-destination')).toHaveText(address);
  await expect(page.getByRole('button', { name: 'メールアドレスを修正する' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sign-up-code.png'), fullPage: true });
  await page.getByLabel('確認コード（6桁）').fill(await codeSentTo(address, sent));
  await page.getByRole('button', { name: '確認する' }).click();

  await expect(page).toHaveURL(/\/auth\/create-account$/, AFTER_SRP);
  // Agreed on the sign-up form: not asked again.
  await expect(page.getByLabel('利用規約とプライバシーポリシーに同意する')).toHaveCount(0);
  await page.getByLabel('氏名').fill('同意 花子');
  const kana = page.getByLabel('フリガナ');
  await kana.pressSequentially('どうい はなこ');
  await expect(kana).toHaveValue('ドウイ ハナコ');
  await page.getByLabel('生年月日').fill('1991-02-03');
  await page.getByLabel('女性').check();
  await page.getByRole('button', { name: 'アカウントを作成する' }).click();
  await expect(page.getByTestId('creation-bar')).toBeVisible();
  await expect(page).toHaveURL(/\/oauth\/clients$/, { timeout: 30_000 });

  const session = await signInThroughApi(address, 'Harmo-new-2026');
  const me = await productApi(session, 'GET', '/ps/v1/accounts/me');
  expect(me.json).toMatchObject({
    name: '同意 花子',
    kana: 'ドウイ ハナコ',
    agreement: { termsVersion, privacyVersion },
  });
  const agreedAt = new Date(String((me.json?.agreement as { agreedAt: string }).agreedAt));
  expect(Math.abs(agreedAt.getTime() - sent.getTime())).toBeLessThan(60_000);
});

test('the code screen of sign-up leads back to correct the address', async ({ page }) => {
  const address = freshEmail('typo');
  await page.goto('/auth/sign-in?flow=sign-up');
  await submitSignUp(page, address, 'Harmo-new-2026');
  await expect(page.getByTestId('code-destination')).toHaveText(address);
  await page.getByRole('button', { name: 'メールアドレスを修正する' }).click();
  await expect(page.getByRole('heading', { name: '新規登録' })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveValue(address);
});

test('the terms and the privacy policy are public pages, each with its own title', async ({
  page,
}) => {
  await page.goto('/auth/terms');
  await expect(page.getByRole('heading', { name: '利用規約', level: 1 })).toBeVisible();
  await expect(page.getByText('この文書はひな形です。', { exact: false })).toBeVisible();
  await expect(page.getByText(/^版：\d{4}-\d{2}-\d{2}（/)).toBeVisible();
  await expect(page).toHaveTitle(/利用規約/);
  await page.goto('/auth/privacy');
  await expect(page.getByRole('heading', { name: 'プライバシーポリシー', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/プライバシーポリシー/);
});
