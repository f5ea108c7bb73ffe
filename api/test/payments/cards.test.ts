import type { GatewayAnswer, PaymentsTestApi } from './harness';
import {
  BACK_URL,
  DEMO_ACCOUNT_IDS,
  PUBLIC_KEY,
  answerChallenge,
  registerCard,
  signInDemoUser,
  startPaymentsApi,
  tokenize,
} from './harness';

const cardsUrl = (patientId: string) => `/ps/v1/patients/${patientId}/payment/cards`;

// The api of the running describe block, and the demo users signed in to it.
let api: PaymentsTestApi;
let demo: string;
let family: string;

/**
 * Starts the api before the tests of the calling describe block, signs demo@ and family@ in, and
 * closes it after them. Each block gets a database of its own: the card limit block counts every
 * card of demo@ and every card the gateway holds, so it must not see the cards the first block
 * registers.
 */
function startApiForBlock() {
  beforeAll(async () => {
    api = await startPaymentsApi();
    demo = await signInDemoUser(api.app, 'demo');
    family = await signInDemoUser(api.app, 'family');
  });
  afterAll(async () => api?.close());
}

describe('cards of a patient (product API over the card gateway stand-in)', () => {
  startApiForBlock();

  const get = (idToken: string, patientId: string) =>
    api.app.inject({
      method: 'GET',
      url: cardsUrl(patientId),
      headers: { authorization: `Bearer ${idToken}` },
    });

  it('registers a card after 3-D Secure and keeps only ids, brand, last four, expiry and holder', async () => {
    const res = await registerCard(api, demo, DEMO_ACCOUNT_IDS.demo, {
      number: '4242 4242 4242 4242',
      expMonth: '4',
      expYear: '2031',
      name: 'HANAKO YAMADA',
    });
    expect(res.statusCode).toBe(201);
    const card = res.json();
    expect(card).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2031,
      holderName: 'HANAKO YAMADA',
      isDefault: true,
    });
    expect(card.customerId).toMatch(/^cus_/);
    expect(card.cardId).toMatch(/^car_/);
    expect(Object.keys(card).sort()).toEqual(
      [
        'brand',
        'cardId',
        'createdAt',
        'customerId',
        'expMonth',
        'expYear',
        'holderName',
        'id',
        'isDefault',
        'last4',
      ].sort(),
    );

    const list = await get(demo, DEMO_ACCOUNT_IDS.demo);
    expect(list.json().cards.map((c: { last4: string }) => c.last4)).toEqual(['4242']);
  });

  it('adds more cards to the same gateway customer, picks the default and removes cards', async () => {
    const jcb = (
      await registerCard(api, demo, DEMO_ACCOUNT_IDS.demo, { number: '3530111333300000' })
    ).json();
    const list = (await get(demo, DEMO_ACCOUNT_IDS.demo)).json().cards;
    expect(list.map((c: { brand: string }) => c.brand)).toEqual(['Visa', 'JCB']);
    expect(new Set(list.map((c: { customerId: string }) => c.customerId)).size).toBe(1);

    const made = await api.app.inject({
      method: 'PUT',
      url: `${cardsUrl(DEMO_ACCOUNT_IDS.demo)}/${jcb.id}/default`,
      headers: { authorization: `Bearer ${demo}` },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().cards[0]).toMatchObject({ brand: 'JCB', isDefault: true });
    expect(made.json().cards[1]).toMatchObject({ brand: 'Visa', isDefault: false });

    const removed = await api.app.inject({
      method: 'DELETE',
      url: `${cardsUrl(DEMO_ACCOUNT_IDS.demo)}/${jcb.id}`,
      headers: { authorization: `Bearer ${demo}` },
    });
    expect(removed.statusCode).toBe(200);
    // The remaining card takes over as the default.
    expect(removed.json().cards).toEqual([
      expect.objectContaining({ brand: 'Visa', isDefault: true }),
    ]);
  });

  it('refuses a token whose 3-D Secure challenge failed or was never answered', async () => {
    const failed = await tokenize(api, { number: '5555555555554444' });
    await answerChallenge(api, failed.body.id, 'failed');
    const res = await api.app.inject({
      method: 'POST',
      url: cardsUrl(DEMO_ACCOUNT_IDS.demo),
      headers: { authorization: `Bearer ${demo}` },
      payload: { token: failed.body.id },
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('three_d_secure_not_verified');

    const unanswered = await tokenize(api, { number: '5555555555554444' });
    const res2 = await api.app.inject({
      method: 'POST',
      url: cardsUrl(DEMO_ACCOUNT_IDS.demo),
      headers: { authorization: `Bearer ${demo}` },
      payload: { token: unanswered.body.id },
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error).toBe('token_unusable');
  });

  it('refuses a card whose security code the issuer did not accept, and keeps one it could not check', async () => {
    const register = async (number: string) => {
      const token = await tokenize(api, { number });
      await answerChallenge(api, token.body.id);
      return api.app.inject({
        method: 'POST',
        url: cardsUrl(DEMO_ACCOUNT_IDS.demo),
        headers: { authorization: `Bearer ${demo}` },
        payload: { token: token.body.id },
      });
    };
    const failed = await register('4000000000000101');
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error).toBe('incorrect_card_data');
    const unchecked = await register('4000000000000044');
    expect(unchecked.statusCode).toBe(201);
  });

  it('takes a token once only', async () => {
    const token = await tokenize(api, { number: '4012888888881881' });
    await answerChallenge(api, token.body.id);
    const first = await api.app.inject({
      method: 'POST',
      url: cardsUrl(DEMO_ACCOUNT_IDS.demoChild),
      headers: { authorization: `Bearer ${demo}` },
      payload: { token: token.body.id },
    });
    expect(first.statusCode).toBe(201);
    const again = await api.app.inject({
      method: 'POST',
      url: cardsUrl(DEMO_ACCOUNT_IDS.demoChild),
      headers: { authorization: `Bearer ${demo}` },
      payload: { token: token.body.id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('token_unusable');
  });

  it('lets only users who act for the patient see or change their cards', async () => {
    // family@ does not act for demo@ (demo@ receives his notebook, not the other way round).
    expect((await get(family, DEMO_ACCOUNT_IDS.demo)).statusCode).toBe(404);
    expect((await get(family, DEMO_ACCOUNT_IDS.demoChild)).statusCode).toBe(404);
    const theirs = (await get(demo, DEMO_ACCOUNT_IDS.demo)).json().cards[0];
    const removal = await api.app.inject({
      method: 'DELETE',
      url: `${cardsUrl(DEMO_ACCOUNT_IDS.family)}/${theirs.id}`,
      headers: { authorization: `Bearer ${family}` },
    });
    expect(removal.statusCode).toBe(404);
    // demo@ acts for the family notebook she receives.
    expect((await get(demo, DEMO_ACCOUNT_IDS.family)).statusCode).toBe(200);
    const anonymous = await api.app.inject({ method: 'GET', url: cardsUrl(DEMO_ACCOUNT_IDS.demo) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a body that is not a token, such as a card number', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: cardsUrl(DEMO_ACCOUNT_IDS.demo),
      headers: { authorization: `Bearer ${demo}` },
      payload: { token: '4242424242424242' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_error');
  });

  it('shows a plainly labelled challenge page that returns only to the web app', async () => {
    const token = await tokenize(api, { number: '4242424242424242' });
    const page = await fetch(
      `${api.gatewayUrl}/v1/tds/${token.body.id}/start?publickey=${PUBLIC_KEY}&back_url=${encodeURIComponent(BACK_URL)}`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('テスト用・ローカルの代替ページ');
    expect(html).toContain('•••• 4242');
    expect(html).not.toContain('4242424242424242');
    const elsewhere = await fetch(
      `${api.gatewayUrl}/v1/tds/${token.body.id}/start?publickey=${PUBLIC_KEY}&back_url=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(elsewhere.status).toBe(400);
    const answered = await answerChallenge(api, token.body.id);
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe(BACK_URL);
  });

  it('refuses a return address given twice, and puts none with a line break in a header', async () => {
    const token = await tokenize(api, { number: '4242424242424242' });
    const twice = await fetch(
      `${api.gatewayUrl}/v1/tds/${token.body.id}/start?publickey=${PUBLIC_KEY}&back_url=${encodeURIComponent(BACK_URL)}&back_url=${encodeURIComponent(BACK_URL)}`,
    );
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as GatewayAnswer).error).toMatchObject({ param: 'back_url' });

    // The URL parser drops the line break, so the address is allowed; it must not reach the
    // Location header as sent.
    const answered = await answerChallenge(
      api,
      token.body.id,
      'verified',
      `${BACK_URL}\r\nX-Injected: yes`,
    );
    expect(answered.status).toBe(303);
    expect(answered.headers.get('x-injected')).toBeNull();
    expect(answered.headers.get('location')).toBe(new URL(`${BACK_URL}X-Injected: yes`).href);
  });
});

describe('the card limit under concurrent registrations', () => {
  startApiForBlock();

  /** A token whose 3-D Secure challenge was passed, ready to be registered. */
  const verifiedToken = async () => {
    const token = await tokenize(api, { number: '4242424242424242' });
    await answerChallenge(api, token.body.id);
    return token.body.id;
  };

  const post = (idToken: string, patientId: string, token: string) =>
    api.app.inject({
      method: 'POST',
      url: cardsUrl(patientId),
      headers: { authorization: `Bearer ${idToken}` },
      payload: { token },
    });

  /** The cards the gateway holds on customers (the stand-in shares the api's database). */
  const gatewayCards = async (): Promise<string[]> =>
    (
      await api.db.query<{ id: string }>(
        'SELECT id FROM card_gateway_cards WHERE customer_id IS NOT NULL ORDER BY id',
      )
    ).rows.map((row) => row.id);

  const listed = async (idToken: string, patientId: string): Promise<string[]> => {
    const res = await api.app.inject({
      method: 'GET',
      url: cardsUrl(patientId),
      headers: { authorization: `Bearer ${idToken}` },
    });
    return res.json().cards.map((card: { cardId: string }) => card.cardId);
  };

  it('keeps at most CARD_LIMIT cards and removes the refused ones at the gateway', async () => {
    expect((await post(demo, DEMO_ACCOUNT_IDS.demo, await verifiedToken())).statusCode).toBe(201);
    const tokens = await Promise.all(Array.from({ length: 7 }, verifiedToken));

    const answers = await Promise.all(
      tokens.map((token) => post(demo, DEMO_ACCOUNT_IDS.demo, token)),
    );

    const outcomes = answers.map((res) => (res.statusCode === 201 ? 201 : res.json().error));
    expect(outcomes.filter((outcome) => outcome === 201)).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome !== 201)).toEqual(
      Array(3).fill('card_limit_reached'),
    );
    for (const res of answers) expect([201, 409]).toContain(res.statusCode);
    const cards = await listed(demo, DEMO_ACCOUNT_IDS.demo);
    expect(cards).toHaveLength(5);
    expect(await gatewayCards()).toEqual([...cards].sort());
    // A patient at the limit is told before the token is used.
    const early = await verifiedToken();
    expect((await post(demo, DEMO_ACCOUNT_IDS.demo, early)).json().error).toBe(
      'card_limit_reached',
    );
  });

  it('holds for a patient without a card, whose requests each make a gateway customer', async () => {
    const before = await gatewayCards();
    const tokens = await Promise.all(Array.from({ length: 7 }, verifiedToken));

    const answers = await Promise.all(
      tokens.map((token) => post(family, DEMO_ACCOUNT_IDS.family, token)),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const cards = await listed(family, DEMO_ACCOUNT_IDS.family);
    expect(cards).toHaveLength(5);
    expect(await gatewayCards()).toEqual([...before, ...cards].sort());
  });
});
