import type { GatewayAnswer, PaymentsTestApi } from './harness';
import { SECRET_KEY, answerChallenge, basic, startPaymentsApi, tokenize } from './harness';

/** A secret-key call to the stand-in, form-encoded as the gateway's protocol is. */
async function gateway(
  api: PaymentsTestApi,
  method: string,
  path: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${api.gatewayUrl}${path}`, {
    method,
    headers: {
      ...basic(SECRET_KEY),
      ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    body: fields ? new URLSearchParams(fields).toString() : undefined,
  });
  return { status: res.status, body: (await res.json()) as GatewayAnswer };
}

describe('card gateway stand-in', () => {
  let api: PaymentsTestApi;
  beforeAll(async () => {
    api = await startPaymentsApi();
  });
  afterAll(async () => api?.close());

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000119', 'processing_error'],
    ['36227206271667', 'unacceptable_brand'],
    ['4000000000000127', 'incorrect_card_data'],
    ['4000003720000278', 'incorrect_card_data'],
  ])('refuses test card %s when the token is made: %s', async (number, code) => {
    const res = await tokenize(api, { number });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: {
        type: 'card_error',
        code,
        message: expect.any(String),
        status: 402,
        param: 'card[number]',
      },
    });
  });

  it('takes the test card numbers only, as a gateway in test mode does: a real card is refused', async () => {
    // A valid number of a real card's shape (it passes the check digit), not a test number.
    const real = await tokenize(api, { number: '4111111111111129' });
    expect(real.status).toBe(402);
    expect(real.body.error).toMatchObject({
      code: 'card_declined',
      message: 'Test mode takes the test card numbers only',
      param: 'card[number]',
    });
    const test = await tokenize(api, { number: '371449635398431', cvc: '1234' });
    expect(test.status).toBe(200);
  });

  it('refuses a wrong number, a past expiry and a missing CVC with the card error of each', async () => {
    const luhn = await tokenize(api, { number: '4242424242424241' });
    expect(luhn.body.error).toMatchObject({ code: 'incorrect_card_data', param: 'card[number]' });
    const lastYear = await tokenize(api, {
      number: '4242424242424242',
      expYear: String(new Date().getFullYear() - 1),
    });
    expect(lastYear.status).toBe(402);
    expect(lastYear.body.error).toMatchObject({
      code: 'invalid_expiry_year',
      param: 'card[exp_year]',
    });
    const noCvc = await tokenize(api, { number: '4242424242424242', cvc: '' });
    expect(noCvc.body.error).toMatchObject({ code: 'incorrect_card_data', param: 'card[cvc]' });
    const amexCvc = await tokenize(api, { number: '378282246310005', cvc: '123' });
    expect(amexCvc.body.error).toMatchObject({ code: 'incorrect_card_data', param: 'card[cvc]' });
  });

  it('asks 3-D Secure for the holder name (ASCII) and an e-mail or phone', async () => {
    const kana = await tokenize(api, { number: '4242424242424242', name: 'ヤマダ ハナコ' });
    expect(kana.status).toBe(400);
    expect(kana.body.error).toMatchObject({ type: 'client_error', param: 'card[name]' });
    const noContact = await tokenize(api, { number: '4242424242424242', email: '' });
    expect(noContact.status).toBe(400);
    expect(noContact.body.error).toMatchObject({ param: 'card[email]' });
  });

  it('makes single-use tokens whose card starts unverified and carries no number', async () => {
    const token = await tokenize(api, { number: '3566002020360505' });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({
      object: 'token',
      used: false,
      livemode: false,
      card: {
        brand: 'JCB',
        last4: '0505',
        three_d_secure_status: 'unverified',
        cvc_check: 'passed',
      },
    });
    expect(JSON.stringify(token.body)).not.toContain('3566002020360505');

    // Not usable before 3-D Secure has finished.
    const early = await gateway(api, 'POST', '/v1/customers', { card: token.body.id });
    expect(early.status).toBe(402);
    expect(early.body.error.code).toBe('three_d_secure_incompleted');

    await answerChallenge(api, token.body.id);
    const finished = await gateway(api, 'POST', `/v1/tokens/${token.body.id}/tds_finish`, {});
    expect(finished.body.card.three_d_secure_status).toBe('verified');
    const customer = await gateway(api, 'POST', '/v1/customers', { card: token.body.id });
    expect(customer.status).toBe(200);
    expect(customer.body.default_card).toBe(customer.body.cards.data[0]?.id);
    const reuse = await gateway(api, 'POST', '/v1/customers', { card: token.body.id });
    expect(reuse.status).toBe(400);
  });

  it('takes the secret key for server calls and refuses the public key there', async () => {
    const res = await fetch(`${api.gatewayUrl}/v1/customers`, {
      method: 'POST',
      headers: basic('pk_test_harmo_local'),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('auth_error');
    const none = await fetch(`${api.gatewayUrl}/v1/charges/ch_x`);
    expect(none.status).toBe(401);
  });

  async function customerWith(number: string): Promise<string> {
    const token = await tokenize(api, { number });
    await answerChallenge(api, token.body.id);
    await gateway(api, 'POST', `/v1/tokens/${token.body.id}/tds_finish`, {});
    return (await gateway(api, 'POST', '/v1/customers', { card: token.body.id })).body.id;
  }

  it.each([
    ['4000000000080319', 1000, 'card_declined'],
    ['4000000000004012', 1000, 'expired_card'],
    ['4000000000000077', 1000, 'incorrect_card_data'],
    ['4000000000080202', 10_001, 'card_declined'],
  ])('refuses a charge of test card %s (¥%i): %s', async (number, amount, code) => {
    const customer = await customerWith(number);
    const res = await gateway(api, 'POST', '/v1/charges', {
      amount: String(amount),
      currency: 'jpy',
      customer,
    });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ type: 'card_error', code, status: 402 });
  });

  it('charges ¥10,000 on the card that is declined only above it', async () => {
    const customer = await customerWith('4000000000080202');
    const res = await gateway(api, 'POST', '/v1/charges', {
      amount: '10000',
      currency: 'jpy',
      customer,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: 'charge',
      amount: 10000,
      currency: 'jpy',
      paid: true,
    });
  });

  it("keeps a charge's metadata and returns it with the charge and in the customer's list", async () => {
    const customer = await customerWith('4242424242424242');
    const made = await gateway(api, 'POST', '/v1/charges', {
      amount: '1200',
      currency: 'jpy',
      customer,
      'metadata[harmo_charge_id]': 'c-1',
    });
    expect(made.body).toMatchObject({ metadata: { harmo_charge_id: 'c-1' } });
    const read = await gateway(api, 'GET', `/v1/charges/${String(made.body.id)}`);
    expect(read.body).toMatchObject({ metadata: { harmo_charge_id: 'c-1' } });
    const list = await gateway(api, 'GET', `/v1/charges?customer=${customer}`);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: made.body.id, metadata: { harmo_charge_id: 'c-1' } }),
    ]);

    const tooLong = await gateway(api, 'POST', '/v1/charges', {
      amount: '1200',
      currency: 'jpy',
      customer,
      'metadata[note]': 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ param: 'metadata' });
  });

  it('reads amounts and expiry months as decimal digits only', async () => {
    const customer = await customerWith('4242424242424242');
    for (const amount of ['0x100', '1e3', ' 100']) {
      const res = await gateway(api, 'POST', '/v1/charges', { amount, currency: 'jpy', customer });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ param: 'amount' });
    }
    const hexMonth = await tokenize(api, { number: '4242424242424242', expMonth: '0x0c' });
    expect(hexMonth.body.error).toMatchObject({ code: 'invalid_expiry_month' });
  });

  it('answers a repeated Idempotency-Key with the first charge', async () => {
    const customer = await customerWith('5105105105105100');
    const charge = () =>
      gateway(
        api,
        'POST',
        '/v1/charges',
        { amount: '2500', currency: 'jpy', customer },
        { 'idempotency-key': 'order-42-attempt-1' },
      );
    const [a, b] = await Promise.all([charge(), charge()]);
    expect(a.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    const { rows } = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM card_gateway_charges WHERE customer_id = $1',
      [customer],
    );
    expect(rows[0]?.n).toBe(1);
  });
});
