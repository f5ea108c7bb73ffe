import type { Page, Request } from '@playwright/test';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import type * as FormatsTesting from '@harmo/medical-formats/testing';
import { test, expect, navigateInApp } from '../support/test';
import { API_URL } from '../support/stack';
import { DEMO_ACCOUNT_IDS, signedInAs, type ApiSession } from '../support/identity';
import { createAccountThroughApi, productApi, signInAs } from '../support/accounts';
import { fakeCameraLaunch, fakeCameraOfQrSymbols } from '../support/fake-camera';

const require = createRequire(import.meta.url);
// The helpers are TypeScript of a CommonJS package: loaded the way the test runner compiles them.
const { encodeShiftJis } = require('@harmo/medical-formats/testing') as typeof FormatsTesting;

/**
 * Sending a prescription to a pharmacy, as a patient on a phone: the pharmacy is chosen on the
 * facility map, the prescription attached as a photo or its QR code, and the order followed
 * while the pharmacy answers through the pharmacy API.
 */

/** The demo pharmacy whose orders wait for the pharmacy API (the demo responder leaves them). */
const PHARMACY = {
  clientId: 'harmo-demo-pharmacy-b',
  clientSecret: 'harmo-demo-pharmacy-b-secret',
  facilityId: 'demo:9',
  name: '【デモ】くすのき薬局 荒川店',
};

/** An invented prescription's QR code (JAHIS 院外処方箋2次元シンボル), as a reader app shows it. */
const PRESCRIPTION_CODE = [
  'JAHIS10',
  '1,1,0212345,13,医療法人 みほん会 みほんクリニック',
  '5,D0107,ﾐﾎﾝ ｼﾞﾛｳ,見本 次郎',
  '11,P778899,山田 花子,ﾔﾏﾀﾞ ﾊﾅｺ',
  '12,2',
  '13,3230505',
  '22,39260120',
  '23,,00098765,1,',
  '51,20261124',
  '101,1,1,,14',
  '111,1,1,,１日２回朝夕食後,2',
  '201,1,1,1,2,629991111,ミホンサルタン錠４０ｍｇ,2,1,錠',
  '201,1,2,1,7,3999904F1ZZZ,【般】ミホンセミド錠２０ｍｇ,1,1,錠',
  '101,2,2,,10',
  '111,2,1,,不眠時,',
  '201,2,1,1,2,629992222,ミホンピデム錠５ｍｇ,1,1,錠',
].join('\r\n');

const patientSwitcher = (page: Page) => page.getByRole('combobox', { name: '表示する人' });

// Every page's camera shows the prescription's code as printed: Shift_JIS bytes, CR LF and EOF.
const printed = Buffer.concat([
  Buffer.from(encodeShiftJis(`${PRESCRIPTION_CODE}\r\n`)),
  Buffer.from([0x1a]),
]);
test.use({
  launchOptions: fakeCameraLaunch(fakeCameraOfQrSymbols('guidance-rx', [printed])),
});

/**
 * The embedded api fills its facility table with the demo dataset after it starts; the map
 * search waits for it. Wait here once.
 */
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const deadline = Date.now() + 280_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${API_URL}/ps/v1/facilities/${PHARMACY.facilityId}`, {
      signal: AbortSignal.timeout(60_000),
    }).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The demo facilities did not become ready');
});

test.beforeEach(async ({ page }) => {
  // Map tiles come from the internet; these runs are offline.
  await page.route('https://cyberjapandata.gsi.go.jp/**', (route) => route.abort());
});

// --- the pharmacy's side: its system with a client credentials token -------------------------

async function pharmacyToken(): Promise<string> {
  const basic = Buffer.from(`${PHARMACY.clientId}:${PHARMACY.clientSecret}`).toString('base64');
  const response = await fetch(`${API_URL}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(`No pharmacy token: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

async function pharmacyCall(path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${API_URL}/pharmacy/v1/orders/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await pharmacyToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as unknown;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

// --- a photo of a paper prescription --------------------------------------------------------

/**
 * A phone camera's photo: 4032 × 3024 JPEG made in the browser, with an EXIF block holding a
 * GPS position added the way a camera writes it (APP1 right after the start of the image).
 */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fdfdf8';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#222';
    context.font = '160px sans-serif';
    context.fillText('処 方 箋', 1500, 400);
    context.font = '90px sans-serif';
    [
      'ミホンサルタン錠40mg 2錠 14日分',
      '【般】ミホンセミド錠20mg 1錠',
      '見本クリニック 見本 次郎',
    ].forEach((line, i) => context.fillText(line, 300, 900 + i * 250));
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const jpeg = Buffer.from(base64, 'base64');
  return Buffer.concat([jpeg.subarray(0, 2), exifWithLocation(), jpeg.subarray(2)]);
}

/** An EXIF APP1 segment whose GPS directory says 35.6° N, 139.7° E. */
function exifWithLocation(): Buffer {
  const tiff = Buffer.alloc(80);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: one entry, the GPS directory at offset 26.
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22);
  // GPS directory: latitude ref 'N' and longitude ref 'E' (ASCII, inline).
  tiff.writeUInt16BE(2, 26);
  tiff.writeUInt16BE(0x0001, 28);
  tiff.writeUInt16BE(2, 30);
  tiff.writeUInt32BE(2, 32);
  tiff.write('N\0', 36, 'latin1');
  tiff.writeUInt16BE(0x0003, 40);
  tiff.writeUInt16BE(2, 42);
  tiff.writeUInt32BE(2, 44);
  tiff.write('E\0', 48, 'latin1');
  tiff.writeUInt32BE(0, 52);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < jpeg.length) {
    const marker = jpeg.readUInt16BE(offset);
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('No frame in the JPEG');
}

/**
 * Sends the photo shown on new-prescription and checks what leaves the browser: downsized to a
 * 2,400 px long side, with no EXIF (no location).
 */
async function sendPhoto(page: Page, photo: Buffer): Promise<void> {
  const upload = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/prescriptions$/.test(r.url()),
  );
  await page.getByRole('button', { name: 'この写真を使う' }).click();
  const body = (await upload).postDataJSON() as { kind: string; imageBase64: string };
  const sent = Buffer.from(body.imageBase64, 'base64');
  expect(body.kind).toBe('photo');
  expect(jpegSize(sent)).toEqual({ width: 2400, height: 1800 });
  expect(sent.includes(Buffer.from('Exif'))).toBe(false);
  expect(sent.length).toBeLessThan(photo.length);
  await expect(page).toHaveURL(/\/guidance\/confirm-prescription$/);
}

/** How many photos waiting to be sent the tab keeps for a reload. */
function keptPhotos(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('harmo.tab.guidance.draftPhoto.'))
        .length,
  );
}

// --- the patient's side -----------------------------------------------------------------------

/** From the facility map's prescription finder to the new order with the demo pharmacy. */
async function choosePharmacy(page: Page): Promise<void> {
  await page.goto('/prescription/find-from-map');
  await page.getByLabel('施設名・住所で検索').fill('くすのき薬局 荒川店');
  await page.getByRole('button', { name: '検索', exact: true }).click();
  const row = page.locator('.emap-results > li').filter({ hasText: PHARMACY.name }).first();
  await row.getByRole('button', { name: /この施設を選ぶ/ }).click();
  await expect(page).toHaveURL(/\/guidance\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: '処方箋を送る' })).toBeVisible();
  await expect(page.getByText(PHARMACY.name, { exact: true })).toBeVisible();
}

/** Pick-up on the first day and time the pharmacy's hours allow. */
async function choosePickup(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /薬局で受け取る/ }).check();
  const time = page.getByLabel('受け取り時間');
  await expect(time.locator('option')).not.toHaveCount(1);
  const first = await time.locator('option').nth(1).getAttribute('value');
  await time.selectOption(first!);
}

/**
 * Sends the draft from the confirm page; returns the new order's id. With `offlineFirst`, the
 * first press is made offline: it must say so at once, and nothing may go out on its own once
 * the connection is back.
 */
async function confirmAndSend(
  page: Page,
  submits: Request[],
  { offlineFirst = false } = {},
): Promise<string> {
  await page.getByRole('button', { name: '内容を確認する' }).click();
  await expect(page).toHaveURL(/\/guidance\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: '送信内容の確認' })).toBeVisible();
  await expect(page.getByText(PHARMACY.name, { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('confirm.png'), fullPage: true });
  if (offlineFirst) {
    await page.context().setOffline(true);
    await page.getByRole('button', { name: '薬局に送る' }).click();
    await expect(page.getByText('通信できませんでした。', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: '薬局に送る' })).toBeEnabled();
    await page.context().setOffline(false);
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/guidance\/confirm$/);
  }
  // A double tap: the page sends once, and a retry would carry the same key anyway.
  await page.getByRole('button', { name: '薬局に送る' }).dblclick();
  await expect(page).toHaveURL(/\/guidance\/[0-9a-f-]{36}$/);
  expect(submits.length).toBeGreaterThanOrEqual(1);
  expect(new Set(submits.map((r) => r.headers()['idempotency-key'])).size).toBe(1);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

const orderCard = (page: Page, orderId: string) =>
  page.locator(`a.guidance-order-card[href="/guidance/${orderId}"]`);

/** An order sent from the test process: the printed QR code, delivered in the first slot. */
async function sendOrderThroughApi(session: ApiSession, patientId: string): Promise<string> {
  const prescription = await productApi(
    session,
    'POST',
    `/ps/v1/patients/${patientId}/prescriptions`,
    {
      kind: 'qr',
      symbols: [printed.toString('base64')],
    },
  );
  expect(prescription.status, JSON.stringify(prescription.json)).toBe(201);
  const reception = await productApi(
    session,
    'GET',
    `/ps/v1/pharmacies/${encodeURIComponent(PHARMACY.facilityId)}/reception`,
  );
  const [slot] = (reception.json as { guidanceSlots: { startsAt: string; endsAt: string }[] })
    .guidanceSlots;
  const order = await productApi(
    session,
    'POST',
    `/ps/v1/patients/${patientId}/dispensing-orders`,
    {
      facilityId: PHARMACY.facilityId,
      prescriptionId: prescription.json!.id,
      receive: { type: 'delivery', guidanceSlot: slot },
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(order.status, JSON.stringify(order.json)).toBe(201);
  return String(order.json!.id);
}

function recordSubmits(page: Page): Request[] {
  const submits: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/dispensing-orders$/.test(request.url())) {
      submits.push(request);
    }
  });
  return submits;
}

/** Pastes the prescription code on new-prescription and goes on with it to the draft. */
async function attachPastedCode(page: Page): Promise<void> {
  await page.getByLabel('QRコードの内容').fill(PRESCRIPTION_CODE);
  await page.getByRole('button', { name: 'QRコードを読み込む' }).click();
  await expect(page).toHaveURL(/\/guidance\/confirm-prescription$/);
  await page.getByRole('link', { name: 'この処方箋で進む' }).click();
  await expect(page.getByText('QRコードを読み取りました。')).toBeVisible();
}

const statusChip = (page: Page) => page.locator('.guidance-status-line .guidance-chip');

test.describe('sending a prescription to a pharmacy', () => {
  test('a photo for pick-up: the open order follows the pharmacy without reload', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page);
    await choosePharmacy(page);
    await page.screenshot({ path: test.info().outputPath('new-order.png'), fullPage: true });

    await page.getByRole('link', { name: '処方箋を添付する' }).click();
    await expect(page).toHaveURL(/\/guidance\/new-prescription$/);
    await page.screenshot({ path: test.info().outputPath('new-prescription.png'), fullPage: true });
    const photo = await cameraPhoto(page);
    expect(photo.includes(Buffer.from('Exif'))).toBe(true);
    await page.getByTestId('photo-file-input').setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(page.getByRole('img', { name: '撮影した処方箋の写真' })).toBeVisible();
    await expect(page.getByRole('button', { name: '撮り直す' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('photo-preview.png'), fullPage: true });

    await sendPhoto(page, photo);
    await expect(page.getByRole('img', { name: '処方箋の写真' })).toBeVisible();
    await page.getByRole('link', { name: 'この処方箋で進む' }).click();
    await expect(page).toHaveURL(/\/guidance\/new$/);

    // The draft survives a reload.
    await page.reload();
    await expect(page.getByText(PHARMACY.name, { exact: true })).toBeVisible();
    await expect(page.getByText('写真を添付しました。')).toBeVisible();

    // Nothing missing is sent: the receive method is asked for first.
    await page.getByRole('button', { name: '内容を確認する' }).click();
    await expect(page.getByText('受け取り方法を選んでください。', { exact: true })).toBeVisible();
    await choosePickup(page);
    const submits = recordSubmits(page);
    const orderId = await confirmAndSend(page, submits);

    await expect(page.getByRole('heading', { level: 1, name: '処方箋の受付状況' })).toBeVisible();
    await expect(statusChip(page)).toHaveText('送信済み');
    await expect(page.getByRole('button', { name: '送信を取り消す' })).toBeVisible();
    await expect(page.getByText('状況が変わると自動で表示します。')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('order-submitted.png'), fullPage: true });

    // The pharmacy answers; the page shows each change without a reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await pharmacyCall(`${orderId}/status`, 'POST', { status: 'accepted' });
    await expect(statusChip(page)).toHaveText('受付済み');
    await expect(page.getByRole('button', { name: '送信を取り消す' })).toHaveCount(0);
    await pharmacyCall(`${orderId}/messages`, 'POST', { body: '15時にお渡しできます。' });
    await expect(page.getByText('15時にお渡しできます。')).toBeVisible();
    await pharmacyCall(`${orderId}/status`, 'POST', { status: 'ready' });
    await expect(statusChip(page)).toHaveText('準備完了');
    await expect(page.getByText('お薬の準備ができました。')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await page.screenshot({ path: test.info().outputPath('order-ready.png'), fullPage: true });

    // The pharmacy saw the photo; the patient sees what was sent.
    await page.getByRole('link', { name: '送信した処方箋を見る' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '送信した処方箋' })).toBeVisible();
    await expect(page.getByRole('img', { name: '処方箋の写真' })).toBeVisible();

    // The order listed once with its status (other tests of the demo user may have orders).
    await navigateInApp(page, '/guidance');
    const card = orderCard(page, orderId);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(PHARMACY.name);
    await expect(card.locator('.guidance-chip')).toHaveText('準備完了');
    await page.screenshot({ path: test.info().outputPath('orders.png'), fullPage: true });
  });

  test('a photo chosen is still there after a reload, and is sent as before', async ({ page }) => {
    await signedInAs(page);
    await page.goto('/guidance/new-prescription');
    const photo = await cameraPhoto(page);
    await page.getByTestId('photo-file-input').setInputFiles({
      name: 'IMG_0002.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const preview = page.getByRole('img', { name: '撮影した処方箋の写真' });
    await expect(preview).toBeVisible();
    // Kept in the tab a moment after it shows; then a phone wakes the tab it had put to sleep.
    await expect.poll(() => keptPhotos(page)).toBe(1);
    await page.reload();
    await expect(preview).toBeVisible();
    await expect(page.getByRole('button', { name: '撮り直す' })).toBeVisible();

    await sendPhoto(page, photo);
    await expect(page.getByRole('img', { name: '処方箋の写真' })).toBeVisible();
    // Sent: the tab keeps it no longer.
    await expect.poll(() => keptPhotos(page)).toBe(0);
    await page.getByRole('link', { name: 'この処方箋で進む' }).click();
    await expect(page).toHaveURL(/\/guidance\/new$/);
    await expect(page.getByText('写真を添付しました。')).toBeVisible();
  });

  test('a pasted QR code: the drugs are confirmed, and the order can be cancelled while it waits', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page);
    await choosePharmacy(page);
    await page.getByRole('link', { name: '処方箋を添付する' }).click();

    // An お薬手帳 code is refused with its reason, and nothing is lost.
    const paste = page.getByLabel('QRコードの内容');
    await paste.fill('JAHISTC08,1\r\n1,山田 花子,2,19800101');
    await page.getByRole('button', { name: 'QRコードを読み込む' }).click();
    await expect(page.getByText('これはお薬手帳のQRコードです。', { exact: false })).toBeVisible();
    await paste.fill(PRESCRIPTION_CODE);
    await page.getByRole('button', { name: 'QRコードを読み込む' }).click();

    await expect(page).toHaveURL(/\/guidance\/confirm-prescription$/);
    await expect(page.getByText('ミホンサルタン錠４０ｍｇ')).toBeVisible();
    await expect(page.getByText('【般】ミホンセミド錠２０ｍｇ')).toBeVisible();
    await expect(page.getByText('ミホンピデム錠５ｍｇ')).toBeVisible();
    await expect(page.getByText('14日分')).toBeVisible();
    await expect(page.getByText('医療法人 みほん会 みほんクリニック')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('confirm-qr.png'), fullPage: true });
    await page.getByRole('link', { name: 'この処方箋で進む' }).click();

    await expect(page.getByText('QRコードを読み取りました。')).toBeVisible();
    await choosePickup(page);
    await page.getByLabel('薬局への連絡事項').fill('粉薬にしてください。');
    const orderId = await confirmAndSend(page, recordSubmits(page), { offlineFirst: true });

    await expect(statusChip(page)).toHaveText('送信済み');
    await page.getByRole('button', { name: '送信を取り消す' }).click();
    await page.getByRole('button', { name: '取り消す', exact: true }).click();
    await expect(statusChip(page)).toHaveText('取り消し');
    await expect(page.getByText('ご自身で取り消しました。')).toBeVisible();
    await expect(page.getByRole('button', { name: '送信を取り消す' })).toHaveCount(0);

    // The pharmacy cannot accept what the patient withdrew.
    await expect(pharmacyCall(`${orderId}/status`, 'POST', { status: 'accepted' })).rejects.toThrow(
      /409/,
    );

    await page.getByRole('link', { name: '送信した処方箋を見る' }).click();
    await expect(page.getByText('ミホンピデム錠５ｍｇ')).toBeVisible();
  });

  test('a family member has a list and a draft of their own', async ({ page }) => {
    const session = await signedInAs(page);
    const ownOrderId = await sendOrderThroughApi(session, DEMO_ACCOUNT_IDS.demo);
    // The user's own draft, with a pharmacy chosen.
    await choosePharmacy(page);

    await patientSwitcher(page).selectOption({ label: '山田 太郎（家族）' });
    await expect(page.getByText('まだ選んでいません。')).toBeVisible();
    await expect(page.getByText(PHARMACY.name, { exact: true })).toHaveCount(0);
    // The family member's own draft: the pharmacy chosen with the facility picker, which this
    // screen loads from the map's remote.
    await page.getByRole('link', { name: '薬局を選ぶ' }).click();
    await expect(page).toHaveURL(/\/guidance\/find-facility$/);
    await page.getByLabel('施設名・住所で検索').fill('くすのき薬局 荒川店');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await page
      .locator('.emap-results > li')
      .filter({ hasText: PHARMACY.name })
      .first()
      .getByRole('button', { name: /この施設を選ぶ/ })
      .click();
    // The address changes first, while the picker's results (two pharmacies of that name) are
    // still on screen: the draft's page is looked at once it is shown.
    await expect(page).toHaveURL(/\/guidance\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: '処方箋を送る' })).toBeVisible();
    await expect(page.getByText(PHARMACY.name, { exact: true })).toBeVisible();

    // The family member's list: none of the user's orders.
    await navigateInApp(page, '/guidance');
    await expect(page.getByText('読み込んでいます…')).toHaveCount(0);
    await expect(orderCard(page, ownOrderId)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('orders-family.png'), fullPage: true });

    // Back to the user: their own orders, and their draft as they left it.
    await patientSwitcher(page).selectOption({ label: '山田 花子（本人）' });
    await expect(orderCard(page, ownOrderId)).toBeVisible();
    await page.getByRole('link', { name: '作成中の送信を続ける' }).click();
    // The list names the pharmacy on every order sent to it, and stays on screen while the
    // draft's page renders (the address changes first): wait for the list to go before looking
    // for the name on the draft.
    await expect(page).toHaveURL(/\/guidance\/new$/);
    await expect(orderCard(page, ownOrderId)).toHaveCount(0);
    await expect(page.getByText(PHARMACY.name, { exact: true })).toBeVisible();
  });

  test('a new account is shown how to send its first prescription', async ({ page }) => {
    await signInAs(page, await createAccountThroughApi('first-order'));
    await page.goto('/guidance');
    await expect(page.getByRole('heading', { name: 'まだ処方箋を送っていません' })).toBeVisible();
    await expect(page.locator('.guidance-order-card')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '処方箋を送る' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('orders-empty.png'), fullPage: true });
  });

  test('while the live stream is down, the order page asks for the order instead', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A network that cuts the event stream (a proxy that buffers it, a flaky mobile link).
    await page.route('**/dispensing-orders/*/events**', (route) => route.abort());
    await signedInAs(page);
    await choosePharmacy(page);
    await page.getByRole('link', { name: '処方箋を添付する' }).click();
    await attachPastedCode(page);
    await choosePickup(page);
    const orderId = await confirmAndSend(page, recordSubmits(page));

    await expect(statusChip(page)).toHaveText('送信済み');
    await expect(
      page.getByText('接続が切れたため、数秒ごとに状況を確認しています。'),
    ).toBeVisible();
    await pharmacyCall(`${orderId}/status`, 'POST', { status: 'accepted' });
    await expect(statusChip(page)).toHaveText('受付済み', { timeout: 20_000 });
  });

  test('a prescription QR code read by the camera is confirmed with its drugs', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page);
    await choosePharmacy(page);
    await page.getByRole('link', { name: '処方箋を添付する' }).click();
    await page.getByRole('button', { name: 'カメラで読み取る' }).click();
    await expect(page).toHaveURL(/\/guidance\/confirm-prescription$/, { timeout: 60_000 });
    await expect(page.getByText('医療法人 みほん会 みほんクリニック')).toBeVisible();
    await expect(page.getByText('見本 次郎')).toBeVisible();
    await expect(page.getByText('ミホンサルタン錠４０ｍｇ')).toBeVisible();
    await expect(page.getByText('【般】ミホンセミド錠２０ｍｇ')).toBeVisible();
    await expect(page.getByText('ミホンピデム錠５ｍｇ')).toBeVisible();
    await expect(page.getByText('不眠時・10回分')).toBeVisible();
  });
});
