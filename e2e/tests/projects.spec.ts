import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type * as MedicalFormatsTesting from '@harmo/medical-formats/testing';
import type * as OtcCatalogue from '@harmo/contracts/otc-catalogue';
import { expectAccessible } from '../support/a11y';
import {
  eanFrame,
  fakeCameraOfQrSymbols,
  openPageWithCamera,
  structuredAppendFrames,
  writeFakeCameraVideo,
} from '../support/fake-camera';
import { DEMO_USERS, signedInAs } from '../support/identity';
import { readQrCodes } from '../support/qr-reader';
import { HOST_URL } from '../support/stack';
import { test, expect, settle } from '../support/test';

// Workspace packages in TypeScript load as CommonJS here: required, typed as their modules.
const require = createRequire(import.meta.url);
const { encodeShiftJis, jahisTcPayloads } =
  require('@harmo/medical-formats/testing') as typeof MedicalFormatsTesting;
const { janCheckDigit } = require('@harmo/contracts/otc-catalogue') as typeof OtcCatalogue;

const SCREENSHOTS = 'test-results/screenshots';
const { crlf } = jahisTcPayloads;

/** A pharmacy's receipt QR code: one visit, two RPs, and a record this app does not know. */
const NOTEBOOK = encodeShiftJis(
  crlf([
    'JAHISTC08,1',
    '1,山田 花子,2,S470415,,,,,,,ヤマダ ハナコ',
    '5,20250912,1',
    '11,ひまわり薬局 桜町店,13,4,1312345,,,03-3700-1234,1',
    '55,佐藤 健,内科,1',
    '201,1,ノルバスク錠５ｍｇ,1,錠,2,610463238,1',
    '291,1,グレープフルーツジュースを避ける,1',
    '301,1,【１日１回 朝食後】,28,日分,1,1,,1',
    '201,2,ｶﾛﾅｰﾙ錠200,1.5,錠,2,620002023,1',
    '301,2,頭痛時,10,回分,3,1,,1',
    '401,眠気が出ることがあります,1',
    '888,未知の記録',
  ]),
);

/** Another visit split by record 911 into two symbols, each a QR code of its own. */
const SPLIT_ID = '20251001093000';
const SPLIT_PARTS = [
  crlf([
    'JAHISTC08,1',
    '5,20251001,1',
    '11,あおば調剤薬局,13,4,1300001,,,03-1111-2222,1',
    '201,1,ムコダイン錠５００ｍｇ,3,錠,2,620004430,1',
    `911,${SPLIT_ID},2,1`,
  ]),
  crlf(['JAHISTC08,1', '301,1,１日３回毎食後,5,日分,1,1,,1', `911,${SPLIT_ID},2,2`]),
].map(encodeShiftJis);

const percent = (bytes: Uint8Array) =>
  [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

const resultUrl = (symbols: Uint8Array[]) =>
  `/e-scan/qr-result?${symbols.map((s) => `data=${percent(s)}`).join('&')}`;

async function expectNotebookPage(page: Page): Promise<void> {
  const visit = page.getByTestId('visit').filter({ hasText: 'ひまわり薬局 桜町店' });
  await expect(visit.getByRole('heading', { name: '2025年9月12日の調剤' })).toBeVisible();
  await expect(visit.getByText('ノルバスク錠５ｍｇ')).toBeVisible();
  await expect(visit.getByText('【１日１回 朝食後】')).toBeVisible();
  await expect(visit.getByText('28日分')).toBeVisible();
  await expect(visit.getByText('ｶﾛﾅｰﾙ錠200')).toBeVisible();
  await expect(visit.getByText('1.5錠')).toBeVisible();
  await expect(visit.getByText('グレープフルーツジュースを避ける')).toBeVisible();
  await expect(visit.getByText('佐藤 健（内科）')).toBeVisible();
  await expect(page.getByText('このアプリが読めない記録が1件ありました。')).toBeVisible();
}

/** Opens a path on a page the test made itself and checks it like the fixture's pages. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await expectAccessible(page);
}

test.describe('medication notebook from a link, JAN codes and projects', () => {
  test('a notebook handed over in the link is shown, saved, and known when it comes again', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page, DEMO_USERS.demo);

    await page.goto(resultUrl([NOTEBOOK]));
    await expect(
      page.getByRole('heading', { level: 1, name: 'お薬手帳QRコードの読み取り結果' }),
    ).toBeVisible();
    await expectNotebookPage(page);
    await expect(page.getByLabel('保存先')).toHaveValue(/.+/);
    await page.screenshot({ path: `${SCREENSHOTS}/projects-qr-result.png`, fullPage: true });
    await page.getByRole('button', { name: '山田 花子さんのお薬手帳に保存する' }).click();
    // The first writes of a fresh stack wait while the api seeds its demo facilities.
    await expect(
      page.getByText('山田 花子さんのお薬手帳に保存しました（調剤1件、市販薬0件）。'),
    ).toBeVisible({ timeout: 60_000 });

    // The same code again: nothing more to save.
    await page.goto(resultUrl([NOTEBOOK]));
    await expectNotebookPage(page);
    await expect(page.getByText('この内容は山田 花子さんのお薬手帳に保存済みです。')).toBeVisible();
    await expect(page.getByRole('button', { name: /保存する$/ })).toHaveCount(0);

    // A split notebook with a part missing, and a prescription code, say what is wrong.
    await page.goto(resultUrl([SPLIT_PARTS[1]!]));
    await expect(
      page.getByText('2枚に分かれたお薬手帳のQRコードのうち、1枚目がまだ読み取れていません。', {
        exact: false,
      }),
    ).toBeVisible();
    await page.goto(resultUrl([encodeShiftJis('JAHIS10\r\n1,1,1234567,13,テスト医院\r\n')]));
    await expect(page.getByText('これは処方箋のQRコードです。', { exact: false })).toBeVisible();

    // Without a payload: the saved records, newest first, each deletable.
    await page.goto('/e-scan/qr-result');
    const saved = page.getByTestId('visit').filter({ hasText: 'ひまわり薬局 桜町店' });
    await expect(saved.getByText('ノルバスク錠５ｍｇ')).toBeVisible();
    await expect(
      page.getByText('この端末ではカメラが見つかりません', { exact: false }),
    ).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/projects-records.png`, fullPage: true });
  });

  test('a JAN code is checked at the field, found in the catalogue and recorded', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page, DEMO_USERS.demo);
    await page.goto('/jan-code');
    const field = page.getByLabel('JANコード（13桁または8桁）');

    await field.fill('4999990000015');
    await page.getByRole('button', { name: '調べる' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/最後の数字（チェックデジット）が合いません/);

    await field.fill('4999990000014');
    await page.getByRole('button', { name: '調べる' }).click();
    await expect(page.getByRole('heading', { name: '【デモ】ロキソプロフェン錠' })).toBeVisible();
    await expect(page.getByText('第1類医薬品')).toBeVisible();
    await page.getByLabel('使い始めた日').fill('2026-11-01');
    await page.screenshot({ path: `${SCREENSHOTS}/projects-jan-code.png`, fullPage: true });
    await page.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }).click();
    await expect(
      page.getByText('山田 花子さんのお薬手帳に「【デモ】ロキソプロフェン錠」を記録しました。'),
    ).toBeVisible();

    // A code the catalogue does not know is recorded with a typed name.
    const body = '490000000001';
    const unknown = `${body}${janCheckDigit(body)}`;
    await field.fill(unknown);
    await page.getByRole('button', { name: '調べる' }).click();
    await expect(page.getByRole('heading', { name: 'カタログにない市販薬' })).toBeVisible();
    await page.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }).click();
    await expect(page.getByText('商品名を入力してください。')).toBeVisible();
    await page.getByLabel('商品名').fill('のどスプレー');
    await page.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }).click();
    await expect(
      page.getByText('「のどスプレー」を記録しました。', { exact: false }),
    ).toBeVisible();

    await page.getByRole('link', { name: '記録を見る' }).click();
    const records = page.getByTestId('otc-record');
    await expect(records.filter({ hasText: '【デモ】ロキソプロフェン錠' })).toBeVisible();
    await expect(records.filter({ hasText: 'のどスプレー' })).toContainText(`JAN ${unknown}`);
  });

  test('a project is created with a printable QR code; another user joins for a family member and leaves', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signedInAs(page, DEMO_USERS.demo);
    await page.goto('/projects/create');
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.getByLabel('プロジェクト名')).toHaveAccessibleDescription(
      'プロジェクト名を入力してください。',
    );
    // A period that is already over could take nobody: the form says so at the field.
    await page.getByLabel('開始日').fill('2020-01-01');
    await page.getByLabel('終了日').fill('2020-12-31');
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.getByLabel('終了日')).toHaveAccessibleDescription(
      /終了日が過ぎています。今日以降の日付にしてください。/,
    );
    await page.getByLabel('終了日').fill('');
    await page.getByLabel('プロジェクト名').fill('E2E 服薬フォローアップ');
    await page.getByLabel('実施者', { exact: true }).fill('ひまわり薬局 桜町店');
    await page.getByLabel('説明').fill('お薬の飲み忘れがないか、薬剤師が確認します。');
    await page.getByRole('button', { name: '作成する' }).click();
    const poster = page.getByTestId('project-poster');
    await expect(poster.getByRole('heading', { name: 'E2E 服薬フォローアップ' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/projects-create.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SCREENSHOTS}/projects-print.png`, fullPage: true });
    await expect(page.getByRole('button', { name: '印刷する' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The printed QR code, read from its pixels, holds the join URL on this web app.
    const [joinUrl] = await readQrCodes(await poster.getByRole('img').screenshot());
    expect(joinUrl).toMatch(
      new RegExp(`^${HOST_URL}/projects/[0-9a-f-]{36}\\?joinCode=[0-9A-Z]{12}$`),
    );
    const joinCode = new URL(joinUrl!).searchParams.get('joinCode')!;

    // Another user, on another browser: the typed join code reaches the same join page.
    const other = await browser.newContext({
      baseURL: HOST_URL,
      viewport: { width: 360, height: 740 },
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
    });
    const family = await other.newPage();
    await signedInAs(family, DEMO_USERS.family);
    await open(family, '/projects/qr-code-scanner');
    await expect(
      family.getByText('この端末ではカメラが見つかりません', { exact: false }),
    ).toBeVisible();
    await family.getByLabel('参加コード').fill(
      joinCode
        .toLowerCase()
        .replace(/(.{4})/g, '$1-')
        .slice(0, 14),
    );
    await family.getByRole('button', { name: '参加画面へ進む' }).click();
    await expect(family).toHaveURL(joinUrl!);

    await open(family, joinUrl!);
    await expect(family.getByRole('heading', { name: 'E2E 服薬フォローアップ' })).toBeVisible();
    await expect(family.getByText('お薬の記録（お薬手帳に保存した調剤と市販薬）')).toBeVisible();
    await family.getByLabel('参加する人').selectOption({ label: '佐藤 トメ（家族）' });
    await family.getByRole('button', { name: '同意して参加する（佐藤 トメさん）' }).click();
    await expect(family.getByText('参加するには、同意のチェックを入れてください。')).toBeVisible();
    await family
      .getByRole('checkbox', { name: /佐藤 トメさんの上記の情報を見ることに同意します/ })
      .check();
    await expectAccessible(family);
    await family.screenshot({ path: `${SCREENSHOTS}/projects-join.png`, fullPage: true });
    await family.getByRole('button', { name: '同意して参加する（佐藤 トメさん）' }).click();
    await expect(family.getByText(/佐藤 トメさんは.+から参加しています。/)).toBeVisible();

    await open(family, '/projects');
    await expect(
      family.getByRole('heading', { name: '佐藤 トメさんが参加中のプロジェクト' }),
    ).toBeVisible();
    const joined = family
      .getByTestId('joined-project')
      .filter({ hasText: 'E2E 服薬フォローアップ' });
    await expect(joined).toBeVisible();
    await expectAccessible(family);
    await family.screenshot({ path: `${SCREENSHOTS}/projects-list.png`, fullPage: true });
    await joined.getByRole('link').click();
    await family.getByRole('button', { name: '参加をやめる' }).click();
    await family.getByRole('button', { name: '佐藤 トメさんの参加をやめる' }).click();
    await expect(
      family.getByText('佐藤 トメさんはこのプロジェクトの参加をやめました。'),
    ).toBeVisible();
    await open(family, '/projects');
    await expect(family.getByText('参加中のプロジェクトはありません。')).toBeVisible();
    await other.close();
  });
});

/** A visit no other test saves: pasted on the page, saved, and read back after reloads. */
const PASTED_NOTEBOOK_TEXT = crlf([
  'JAHISTC08,1',
  '5,20251105,1',
  '11,かえで薬局 駅前店,13,4,1399999,,,03-5555-0000,1',
  '201,1,ロキソニン錠６０ｍｇ,1,錠,2,620098801,1',
  '301,1,疼痛時,5,回分,3,1,,1',
]);

/** Reloads the page as a pull to refresh does, and waits for the app to be drawn again. */
async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await settle(page);
}

test.describe('a reload keeps the work on screen', () => {
  test('a notebook pasted on the page stays after a reload, and after saving says it is saved', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page, DEMO_USERS.demo);
    await page.goto('/e-scan/qr-result');
    const pasteField = page.getByLabel('QRコードの内容を貼り付け');
    await pasteField.fill(PASTED_NOTEBOOK_TEXT);
    await page.getByRole('button', { name: '内容を表示する' }).click();
    const visit = page.getByTestId('visit').filter({ hasText: 'かえで薬局 駅前店' });
    await expect(visit.getByText('ロキソニン錠６０ｍｇ')).toBeVisible();

    await reloadPage(page);
    await expect(visit.getByText('ロキソニン錠６０ｍｇ')).toBeVisible();
    await expect(pasteField).toHaveCount(0);
    await page.getByRole('button', { name: '山田 花子さんのお薬手帳に保存する' }).click();
    await expect(
      page.getByText('山田 花子さんのお薬手帳に保存しました（調剤1件、市販薬0件）。'),
    ).toBeVisible({ timeout: 60_000 });

    await reloadPage(page);
    await expect(visit.getByText('ロキソニン錠６０ｍｇ')).toBeVisible();
    await expect(page.getByText('この内容は山田 花子さんのお薬手帳に保存済みです。')).toBeVisible();
    await expect(page.getByRole('button', { name: /保存する$/ })).toHaveCount(0);
    await expectAccessible(page);

    // Another code to read: the scanner, also after a reload.
    await page.getByRole('button', { name: 'ほかのQRコードを読み取る' }).click();
    await expect(pasteField).toBeVisible();
    await reloadPage(page);
    await expect(pasteField).toBeVisible();
    // Below the scanner, the saved records list the visit.
    await expect(visit.getByText('ロキソニン錠６０ｍｇ')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ほかのQRコードを読み取る' })).toHaveCount(0);
  });

  test('a JAN code looked up, and what was typed beside it, stay after a reload', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page, DEMO_USERS.demo);
    await page.goto('/jan-code');
    const body = '490000000002';
    const unknown = `${body}${janCheckDigit(body)}`;
    const field = page.getByLabel('JANコード（13桁または8桁）');
    await field.fill(unknown);
    await page.getByRole('button', { name: '調べる' }).click();
    await expect(page.getByRole('heading', { name: 'カタログにない市販薬' })).toBeVisible();
    await page.getByLabel('商品名').fill('うがい薬');
    await page.getByLabel('使い始めた日').fill('2026-11-02');
    await expect(page).toHaveURL(new RegExp(`/jan-code\\?code=${unknown}$`));

    await reloadPage(page);
    await expect(page.getByRole('heading', { name: 'カタログにない市販薬' })).toBeVisible();
    await expect(field).toHaveValue(unknown);
    await expect(page.getByLabel('商品名')).toHaveValue('うがい薬');
    await expect(page.getByLabel('使い始めた日')).toHaveValue('2026-11-02');
    await expectAccessible(page);

    // Recorded, then reloaded: the page confirms it rather than offering to record it again.
    await page.getByRole('button', { name: '山田 花子さんのお薬手帳に記録する' }).click();
    const recorded = page.getByText('山田 花子さんのお薬手帳に「うがい薬」を記録しました。');
    await expect(recorded).toBeVisible();
    await reloadPage(page);
    await expect(recorded).toBeVisible();
    await expect(page.getByRole('button', { name: /記録する$/ })).toHaveCount(0);
  });

  test('a project form keeps what was typed through a reload, and opens empty once created', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page, DEMO_USERS.demo);
    await page.goto('/projects/create');
    await page.getByLabel('プロジェクト名').fill('E2E 再読み込みのプロジェクト');
    await page.getByLabel('実施者', { exact: true }).fill('かえで薬局 駅前店');
    await page.getByLabel('説明').fill('再読み込みしても入力が残ることを確かめます。');

    await reloadPage(page);
    await expect(page.getByLabel('プロジェクト名')).toHaveValue('E2E 再読み込みのプロジェクト');
    await expect(page.getByLabel('実施者', { exact: true })).toHaveValue('かえで薬局 駅前店');
    await expect(page.getByLabel('説明')).toHaveValue(
      '再読み込みしても入力が残ることを確かめます。',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: '作成する' }).click();
    await expect(
      page
        .getByTestId('project-poster')
        .getByRole('heading', { name: 'E2E 再読み込みのプロジェクト' }),
    ).toBeVisible({ timeout: 60_000 });

    await page.goto('/projects/create');
    await expect(page.getByLabel('プロジェクト名')).toHaveValue('');
    await expect(page.getByLabel('実施者', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('説明')).toHaveValue('');
  });
});

test.describe('the camera', () => {
  test('a Shift_JIS notebook QR code shows the same notebook page as the link', async () => {
    test.setTimeout(180_000);
    const camera = await openPageWithCamera(fakeCameraOfQrSymbols('notebook', [NOTEBOOK]));
    try {
      const { page } = camera;
      await signedInAs(page, DEMO_USERS.demo);
      await open(page, '/e-scan/qr-result');
      await page.getByRole('button', { name: 'カメラで読み取る' }).click();
      await expectNotebookPage(page);
      await expect(
        page.getByText('この内容は山田 花子さんのお薬手帳に保存済みです。'),
      ).toBeVisible();
      await expectAccessible(page);
    } finally {
      await camera.close();
    }
  });

  test('a notebook split over two QR codes is read symbol after symbol, with progress, and joined', async () => {
    test.setTimeout(180_000);
    const camera = await openPageWithCamera(fakeCameraOfQrSymbols('split', SPLIT_PARTS));
    try {
      const { page } = camera;
      await signedInAs(page, DEMO_USERS.demo);
      await open(page, '/e-scan/qr-result');
      await page.getByRole('button', { name: 'カメラで読み取る' }).click();
      await expect(page.getByTestId('scanner-status')).toHaveText(
        '2枚のうち1枚を読み取りました。残りのQRコードを写してください。',
      );
      await expectAccessible(page);
      await page.screenshot({ path: `${SCREENSHOTS}/projects-scanner.png` });
      const visit = page.getByTestId('visit').filter({ hasText: 'あおば調剤薬局' });
      await expect(visit.getByText('ムコダイン錠５００ｍｇ')).toBeVisible();
      await expect(visit.getByText('１日３回毎食後')).toBeVisible();
      await expect(visit.getByText('5日分')).toBeVisible();
      await page.getByRole('button', { name: '山田 花子さんのお薬手帳に保存する' }).click();
      await expect(
        page.getByText('山田 花子さんのお薬手帳に保存しました（調剤1件、市販薬0件）。'),
      ).toBeVisible();
      await expectAccessible(page);
    } finally {
      await camera.close();
    }
  });

  test('a Structured Append set cut inside a Shift_JIS character is joined byte by byte', async () => {
    test.setTimeout(180_000);
    // A hospital's Ver.1 notebook with no 911 record, printed as two linked QR codes.
    const message = encodeShiftJis(
      crlf([
        'JAHISTC01',
        '1,田中 ｼｹﾞﾙ,1,S330303',
        '5,H250410',
        '11,さくら薬局,27,4,2712345',
        '201,1,ﾛｷｿﾆﾝ錠60mg,3,錠,2,620098801',
        '301,1,１日３回毎食後,7,日分,1,1',
      ]),
    );
    const camera = await openPageWithCamera(
      writeFakeCameraVideo('structured-append', structuredAppendFrames(message, 2)),
    );
    try {
      const { page } = camera;
      await signedInAs(page, DEMO_USERS.demo);
      await open(page, '/e-scan/qr-result');
      await page.getByRole('button', { name: 'カメラで読み取る' }).click();
      const visit = page.getByTestId('visit').filter({ hasText: 'さくら薬局' });
      await expect(visit.getByRole('heading', { name: '2013年4月10日の調剤' })).toBeVisible();
      await expect(visit.getByText('ﾛｷｿﾆﾝ錠60mg')).toBeVisible();
      await expect(visit.getByText('１日３回毎食後')).toBeVisible();
      await expect(visit.getByText('7日分')).toBeVisible();
      await page.getByRole('button', { name: '山田 花子さんのお薬手帳に保存する' }).click();
      await expect(
        page.getByText('山田 花子さんのお薬手帳に保存しました（調剤1件、市販薬0件）。'),
      ).toBeVisible();
      await expectAccessible(page);
    } finally {
      await camera.close();
    }
  });

  test('the JAN barcode of a medicine box is looked up in the catalogue', async () => {
    test.setTimeout(180_000);
    const camera = await openPageWithCamera(
      writeFakeCameraVideo('jan', [eanFrame('4999990000021')]),
    );
    try {
      const { page } = camera;
      await signedInAs(page, DEMO_USERS.demo);
      await open(page, '/jan-code');
      await page.getByRole('button', { name: 'カメラでバーコードを読み取る' }).click();
      await expect(page.getByRole('heading', { name: '【デモ】イブプロフェン錠' })).toBeVisible();
      await expect(page.getByLabel('JANコード（13桁または8桁）')).toHaveValue('4999990000021');
      await expectAccessible(page);
    } finally {
      await camera.close();
    }
  });
});
