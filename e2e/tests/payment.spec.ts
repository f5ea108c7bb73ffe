import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { API_URL, HOST_URL } from '../support/stack';
import { DEMO_ACCOUNT_IDS, DEMO_USERS, signedInAs, type ApiSession } from '../support/identity';

/**
 * Paying by card, as a patient on a phone: a card is registered through the card gateway's own
 * card fields (frames of its origin, where the number is typed), its tokenizer and its 3-D Secure
 * challenge (the local stand-in's labelled page), and a delivery order's amount, set by the
 * pharmacy through the pharmacy API, is charged once.
 */

const GATEWAY_URL = `${API_URL}/card-gateway`;
/** The stand-in's keys (api/src/modules/card-gateway/config.ts). */
const PUBLIC_KEY = 'pk_test_harmo_local';
const SECRET_KEY = 'sk_test_harmo_local';
/** The demo pharmacy that waits for the pharmacy API (the demo responder leaves it alone). */
const PHARMACY = {
  clientId: 'harmo-demo-pharmacy-b',
  clientSecret: 'harmo-demo-pharmacy-b-secret',
  facilityId: 'demo:9',
};

const shots = process.env.HARMO_E2E_SCREENSHOTS;
async function screenshot(page: Page, name: string): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/payment-${name}.png`, fullPage: true });
}

const basic = (user: string, password = '') =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

// --- what other systems do: the pharmacy's, the gateway's, and calls made for the patient ------

async function pharmacyToken(): Promise<string> {
  const response = await fetch(`${API_URL}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: basic(PHARMACY.clientId, PHARMACY.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return (await json<{ access_token: string }>(response, 'pharmacy token')).access_token;
}

async function productApi<T>(session: ApiSession, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${session.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'idempotency-key': crypto.randomUUID(),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return json<T>(response, path);
}

/** A small JPEG of a paper prescription, made in the browser. */
async function prescriptionPhoto(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fdfdf8';
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = '#222';
    context.font = '48px sans-serif';
    context.fillText('処 方 箋', 200, 100);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.8),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
}

/**
 * A delivery order of the patient to the demo pharmacy, whose amount the pharmacy has set: it
 * awaits payment. Made through the product API and the pharmacy API, as the screens would.
 */
async function orderAwaitingPayment(
  page: Page,
  session: ApiSession,
  patientId: string,
  amountJpy: number,
  slotIndex: number,
): Promise<string> {
  const prescription = await productApi<{ id: string }>(
    session,
    `/ps/v1/patients/${patientId}/prescriptions`,
    { kind: 'photo', imageBase64: await prescriptionPhoto(page) },
  );
  const reception = await productApi<{ guidanceSlots: { startsAt: string; endsAt: string }[] }>(
    session,
    `/ps/v1/pharmacies/${encodeURIComponent(PHARMACY.facilityId)}/reception`,
  );
  const slot = reception.guidanceSlots[slotIndex];
  if (!slot) throw new Error('The demo pharmacy offers no guidance slot');
  const order = await productApi<{ id: string }>(
    session,
    `/ps/v1/patients/${patientId}/dispensing-orders`,
    {
      facilityId: PHARMACY.facilityId,
      prescriptionId: prescription.id,
      receive: { type: 'delivery', guidanceSlot: slot },
    },
  );
  // The pharmacy accepts before it sets the amount (a submitted order may still be cancelled).
  await json(
    await fetch(`${API_URL}/pharmacy/v1/orders/${order.id}/status`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await pharmacyToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ status: 'accepted' }),
    }),
    'accept',
  );
  const response = await fetch(`${API_URL}/pharmacy/v1/orders/${order.id}/amount`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await pharmacyToken()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amountJpy }),
  });
  await json(response, 'set amount');
  return order.id;
}

/**
 * A card registered for the patient without the screens: token at the gateway (public key),
 * the challenge answered, the token handed to the product API.
 */
async function registerCardThroughApi(
  session: ApiSession,
  patientId: string,
  number: string,
): Promise<{ customerId: string }> {
  const token = await json<{ id: string }>(
    await fetch(`${GATEWAY_URL}/v1/tokens`, {
      method: 'POST',
      headers: {
        authorization: basic(PUBLIC_KEY),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        'card[number]': number,
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getFullYear() + 2),
        'card[cvc]': '123',
        'card[name]': 'TARO YAMADA',
        'card[email]': 'demo@harmo.example',
        three_d_secure: 'true',
      }).toString(),
    }),
    'token',
  );
  await fetch(`${GATEWAY_URL}/v1/tds/${token.id}/challenge`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      result: 'verified',
      publickey: PUBLIC_KEY,
      back_url: `${HOST_URL}/payment/credit-card`,
    }).toString(),
  });
  return productApi(session, `/ps/v1/patients/${patientId}/payment/cards`, { token: token.id });
}

/** The charges the gateway holds for a customer (its own list, secret key). */
async function gatewayCharges(customerId: string): Promise<{ id: string; amount: number }[]> {
  const response = await fetch(`${GATEWAY_URL}/v1/charges?customer=${customerId}`, {
    headers: { authorization: basic(SECRET_KEY) },
  });
  return (await json<{ data: { id: string; amount: number }[] }>(response, 'charges')).data;
}

// --- the patient's side -----------------------------------------------------------------------

/**
 * The input of one of the gateway's card fields: the frame titled with the form's label, and the
 * one input in it, labelled the same.
 */
function cardField(page: Page, label: string): Locator {
  return page.frameLocator(`iframe[title="${label}"]`).getByLabel(label, { exact: true });
}

/** Types into a card field key by key, as a person does, after emptying it. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.clear();
  await field.pressSequentially(text);
}

async function fillCard(
  page: Page,
  card: { number: string; expiry: string; cvc?: string },
): Promise<void> {
  await typeInto(cardField(page, 'カード番号'), card.number);
  await typeInto(cardField(page, '有効期限'), card.expiry);
  await typeInto(cardField(page, 'セキュリティコード'), card.cvc ?? '123');
  await page.getByLabel('カード名義（ローマ字）').fill('hanako yamada');
  await page.getByLabel('メールアドレス').fill('demo@harmo.example');
}

/** What the page's own document holds: its markup and the value of each of its inputs. */
async function pageHolds(page: Page): Promise<{ html: string; values: string[] }> {
  return page.evaluate(() => ({
    html: document.documentElement.outerHTML,
    values: Array.from(
      document.querySelectorAll('input, textarea, select'),
      (element) => (element as HTMLInputElement).value,
    ),
  }));
}

/**
 * Opens an order page without waiting for the network to fall idle: the page keeps its live
 * status stream open.
 */
async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.goto('/payment/credit-card');
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, `/guidance/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: '処方箋の受付状況' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'お支払い' })).toBeVisible();
  await expectAccessible(page);
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

test.describe('card payment', () => {
  // The stack is shared by several builds on a small machine: give each step room.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('a declined number and a past expiry are refused with their messages', async ({ page }) => {
    await signedInAs(page);
    await page.goto('/payment/credit-card');
    await expect(page.getByRole('heading', { level: 1, name: 'クレジットカード' })).toBeVisible();

    // A past expiry is caught at the field; nothing is sent.
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(`${GATEWAY_URL}/v1/tokens`)) {
        tokenRequests.push(request.frame().url());
      }
    });
    await fillCard(page, { number: '4242 4242 4242 4242', expiry: '01/20' });
    await page.getByRole('button', { name: '本人認証へ進む' }).click();
    const expiry = cardField(page, '有効期限');
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toBeFocused();
    const past = '有効期限が過ぎています。有効なカードをお使いください。';
    await expect(page.getByText(past)).toBeVisible();
    // Heard with the field too: it is the field's description.
    await expect(expiry).toHaveAccessibleDescription(new RegExp(past));
    expect(tokenRequests).toEqual([]);
    await screenshot(page, 'past-expiry');
    await expectAccessible(page);

    // The gateway's declined test number is refused when the token is made: the refusal names
    // the number, and is said there.
    await fillCard(page, { number: '4000000000000002', expiry: `12/${nextYear}` });
    await page.getByRole('button', { name: '本人認証へ進む' }).click();
    const declined =
      'カード会社で取引が承認されませんでした。別のカードを使うか、カード会社にお問い合わせください。';
    await expect(page.getByText(declined)).toBeVisible();
    const number = cardField(page, 'カード番号');
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    // The token was asked for once, by the gateway's own number field, not by this page.
    expect(tokenRequests).toEqual([
      expect.stringMatching(`^${GATEWAY_URL}/v2/elements/cardNumber`),
    ]);
    await expect(page).toHaveURL(`${HOST_URL}/payment/credit-card`);
    await expect(page.getByText('まだカードが登録されていません。')).toBeVisible();
    // The number the patient typed is still there to be corrected.
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await screenshot(page, 'declined');
    // Changing the number takes the message about the refused one away.
    await number.press('Backspace');
    await expect(page.getByText(declined)).toHaveCount(0);
  });

  test('a card is registered through the 3-D Secure page and listed by brand and last four', async ({
    page,
  }) => {
    await signedInAs(page);
    await page.goto('/payment/credit-card');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') {
        posts.push(`${request.frame().url()} ${request.url()} ${request.postData() ?? ''}`);
      }
    });
    // Typed in full width, as a Japanese input method does: the field reads it as digits.
    await fillCard(page, {
      number: '４２４２４２４２４２４２４２４２',
      expiry: `04/${nextYear}`,
      cvc: '987',
    });
    await expect(cardField(page, 'カード番号')).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByText('Visa', { exact: true })).toBeVisible();
    await screenshot(page, 'form');

    // The page's own document never holds the card number or the security code: they are in
    // the gateway's frames only.
    const held = await pageHolds(page);
    for (const typed of ['4242424242424242', '4242 4242 4242 4242', '４２４２']) {
      expect(held.html).not.toContain(typed);
      expect(held.values.join('\n')).not.toContain(typed);
    }
    expect(held.values).not.toContain('987');

    await page.getByRole('button', { name: '本人認証へ進む' }).click();

    // The stand-in's challenge page, on the gateway's own origin, says what it is.
    await expect(page).toHaveURL(new RegExp(`^${GATEWAY_URL}/v1/tds/tok_\\w+/start`));
    await expect(page.getByRole('heading', { level: 1, name: '3-Dセキュア認証' })).toBeVisible();
    await expect(page.getByText('テスト用・ローカルの代替ページ')).toBeVisible();
    await expect(page.getByText('•••• 4242')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'challenge');
    await page.getByRole('button', { name: '認証する' }).click();

    await expect(page).toHaveURL(`${HOST_URL}/payment/credit-card`);
    await expect(page.getByText('カードを登録しました（Visa •••• 4242）。')).toBeVisible();
    const card = page.getByRole('listitem', { name: 'Visa 末尾4242' });
    await expect(card).toContainText('Visa •••• 4242');
    await expect(card).toContainText(`有効期限 04/20${nextYear}`);
    await expect(card).toContainText('支払いに使う');
    await screenshot(page, 'registered');

    // The card number went to the tokenizer, from the gateway's own number field, and nowhere
    // else.
    const withNumber = posts.filter((post) => post.includes('4242424242424242'));
    expect(withNumber.length).toBe(1);
    expect(withNumber[0]).toMatch(
      new RegExp(`^${GATEWAY_URL}/v2/elements/cardNumber\\S* ${GATEWAY_URL}/v1/tokens `),
    );
    expect(posts.filter((post) => post.includes(`${API_URL}/ps/`)).join('\n')).not.toContain(
      '4242424242424242',
    );
  });

  test('a card whose saving failed after 3-D Secure is saved on a retry, not typed again', async ({
    page,
  }) => {
    await signedInAs(page, DEMO_USERS.family);
    await page.goto('/payment/credit-card');
    // The api is down for the first save only.
    let refused = 0;
    await page.route(`${API_URL}/ps/v1/patients/*/payment/cards`, async (route) => {
      if (route.request().method() === 'POST' && refused === 0) {
        refused += 1;
        await route.fulfill({ status: 503, body: '' });
        return;
      }
      await route.fallback();
    });
    await fillCard(page, { number: '5555555555554444', expiry: `05/${nextYear}` });
    await page.getByRole('button', { name: '本人認証へ進む' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '3-Dセキュア認証' })).toBeVisible();
    await page.getByRole('button', { name: '認証する' }).click();

    await expect(page).toHaveURL(`${HOST_URL}/payment/credit-card`);
    await expect(
      page.getByText('カードはまだ登録されていません。', { exact: false }),
    ).toBeVisible();
    expect(refused).toBe(1);
    await screenshot(page, 'not-saved');
    await page.getByRole('button', { name: 'カードの登録をもう一度試す' }).click();
    await expect(page.getByText('カードを登録しました（Mastercard •••• 4444）。')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Mastercard 末尾4444' })).toBeVisible();
  });

  test("a delivery order's amount is charged once even when the confirmation is sent twice", async ({
    page,
  }) => {
    const session = await signedInAs(page);
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const { customerId } = await registerCardThroughApi(session, patientId, '5555555555554444');
    const orderId = await orderAwaitingPayment(page, session, patientId, 2400, 0);

    // The confirmation leaves the page twice: once as the browser sent it, and once again, as
    // a retry after a lost answer would, at the same moment.
    const answers: Promise<Response>[] = [];
    await page.route(
      `${API_URL}/ps/v1/patients/*/payment/dispensing-orders/*/charge`,
      async (route) => {
        const request = route.request();
        if (request.method() === 'POST') {
          answers.push(
            fetch(request.url(), {
              method: 'POST',
              headers: {
                authorization: request.headers()['authorization'] ?? '',
                'content-type': 'application/json',
              },
              body: request.postData(),
            }),
          );
        }
        await route.continue();
      },
    );

    await openOrder(page, orderId);
    const pay = page.getByRole('region', { name: 'お支払い' });
    await expect(pay).toContainText(/[¥￥]2,400/);
    await screenshot(page, 'pay-step');
    await pay.getByRole('button', { name: /^[¥￥]2,400を支払う$/ }).click();
    await expect(pay.getByText(/[¥￥]2,400のお支払いが完了しました/)).toBeVisible();
    await screenshot(page, 'paid');

    const duplicate = await answers[0]!;
    expect(duplicate.status).toBe(200);
    const charges = await gatewayCharges(customerId);
    expect(charges.filter((c) => c.amount === 2400)).toHaveLength(1);
    expect(((await duplicate.json()) as { chargeId: string }).chargeId).toBe(charges[0]!.id);

    // After a reload the order says it is paid and offers no second payment.
    await page.reload();
    await expect(page.getByRole('region', { name: 'お支払い' })).toContainText(
      'お支払いが完了しました',
    );
    await expect(page.getByRole('button', { name: /を支払う$/ })).toHaveCount(0);
  });

  test('a card declined at charge time leaves the order payable', async ({ page }) => {
    const session = await signedInAs(page);
    // The family member's own card, the gateway's "declined at charge" test number.
    const patientId = DEMO_ACCOUNT_IDS.demoChild;
    const { customerId } = await registerCardThroughApi(session, patientId, '4000000000080319');
    const orderId = await orderAwaitingPayment(page, session, patientId, 1500, 1);

    await openOrder(page, orderId);
    const pay = page.getByRole('region', { name: 'お支払い' });
    await pay.getByRole('button', { name: /^[¥￥]1,500を支払う$/ }).click();
    await expect(pay.getByRole('alert')).toContainText('カード会社で取引が承認されませんでした。');
    await screenshot(page, 'charge-declined');
    await expect(pay.getByRole('button', { name: /^[¥￥]1,500を支払う$/ })).toBeEnabled();
    expect(await gatewayCharges(customerId)).toEqual([]);

    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'お支払い' })
        .getByRole('button', { name: /^[¥￥]1,500を支払う$/ }),
    ).toBeEnabled();
    const order = await productApi<{ payment: unknown }>(
      session,
      `/ps/v1/dispensing-orders/${orderId}`,
    );
    expect(order.payment).toEqual({ amountJpy: 1500, status: 'awaiting_payment' });
  });
});
