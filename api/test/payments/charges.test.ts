import {
  PHARMACY_B,
  pharmacyCall,
  pharmacyToken,
  photoPrescription,
  submit,
  tomorrow,
} from '../dispensing/harness';
import type { PaymentsTestApi } from './harness';
import {
  DEMO_ACCOUNT_IDS,
  SECRET_KEY,
  basic,
  gatewayLine,
  registerCard,
  signInDemoUser,
  startPaymentsApi,
} from './harness';

const patientId = DEMO_ACCOUNT_IDS.demo;

describe('paying a delivery order', () => {
  const line = gatewayLine();
  let api: PaymentsTestApi;
  let demo: string;
  let family: string;
  let pharmacy: string;
  let slots: { startsAt: string; endsAt: string }[];

  beforeAll(async () => {
    api = await startPaymentsApi({ orders: true, line });
    demo = await signInDemoUser(api.app, 'demo');
    family = await signInDemoUser(api.app, 'family');
    pharmacy = await pharmacyToken(api.baseUrl, PHARMACY_B);
    const reception = await api.app.inject({
      method: 'GET',
      url: `/ps/v1/pharmacies/${encodeURIComponent(PHARMACY_B.facilityId)}/reception`,
      headers: { authorization: `Bearer ${demo}` },
    });
    slots = reception.json().guidanceSlots;
  }, 120_000);
  afterAll(async () => api?.close());

  /** A delivery order to which the pharmacy has set `amountJpy`: it awaits payment. */
  async function orderAwaitingPayment(amountJpy: number): Promise<string> {
    const slot = slots.shift();
    const order = await submit(api, demo, patientId, {
      facilityId: PHARMACY_B.facilityId,
      prescriptionId: await photoPrescription(api, demo, patientId),
      receive: { type: 'delivery', guidanceSlot: slot },
    });
    if (order.statusCode !== 201) throw new Error(`submit failed: ${order.body}`);
    const orderId = order.json().id as string;
    const accepted = await pharmacyCall(
      api,
      pharmacy,
      'POST',
      `/pharmacy/v1/orders/${orderId}/status`,
      { status: 'accepted' },
    );
    if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
    const amount = await pharmacyCall(
      api,
      pharmacy,
      'PUT',
      `/pharmacy/v1/orders/${orderId}/amount`,
      {
        amountJpy,
      },
    );
    if (amount.statusCode !== 200) throw new Error(`amount failed: ${amount.body}`);
    return orderId;
  }

  const confirm = (orderId: string, amountJpy: number, idempotencyKey: string, idToken = demo) =>
    api.app.inject({
      method: 'POST',
      url: `/ps/v1/patients/${patientId}/payment/dispensing-orders/${orderId}/charge`,
      headers: { authorization: `Bearer ${idToken}` },
      payload: { amountJpy, idempotencyKey },
    });

  const order = async (orderId: string) =>
    (
      await api.app.inject({
        method: 'GET',
        url: `/ps/v1/dispensing-orders/${orderId}`,
        headers: { authorization: `Bearer ${demo}` },
      })
    ).json();

  const gatewayCharges = async (amount: number) =>
    (
      await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM card_gateway_charges WHERE amount = $1',
        [amount],
      )
    ).rows[0]?.n;

  const key = () => crypto.randomUUID();

  const readCharge = (orderId: string) =>
    api.app.inject({
      method: 'GET',
      url: `/ps/v1/patients/${patientId}/payment/dispensing-orders/${orderId}/charge`,
      headers: { authorization: `Bearer ${demo}` },
    });

  const setAmount = (orderId: string, amountJpy: number) =>
    pharmacyCall(api, pharmacy, 'PUT', `/pharmacy/v1/orders/${orderId}/amount`, { amountJpy });

  const cancelByPharmacy = async (orderId: string) => {
    const cancelled = await pharmacyCall(
      api,
      pharmacy,
      'POST',
      `/pharmacy/v1/orders/${orderId}/status`,
      { status: 'cancelled', reason: '在庫がありません' },
    );
    if (cancelled.statusCode !== 200) throw new Error(`cancel failed: ${cancelled.body}`);
  };

  /** The order's pending charge was made a minute ago: whatever sent it is long gone. */
  const timePasses = (orderId: string) =>
    api.db.query(
      `UPDATE payment_charges SET created_at = created_at - interval '1 minute'
       WHERE dispensing_order_id = $1 AND status = 'pending'`,
      [orderId],
    );

  const CHARGES = /\/v1\/charges$/;

  it('asks for a card first, then charges the default card once and marks the order paid', async () => {
    const orderId = await orderAwaitingPayment(2400);
    const noCard = await confirm(orderId, 2400, key());
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json().error).toBe('no_card');

    expect(
      (await registerCard(api, demo, patientId, { number: '4242424242424242' })).statusCode,
    ).toBe(201);
    const paid = await confirm(orderId, 2400, key());
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      dispensingOrderId: orderId,
      amountJpy: 2400,
      brand: 'Visa',
      last4: '4242',
    });
    expect(paid.json().chargeId).toMatch(/^ch_/);
    expect((await order(orderId)).payment).toEqual({ amountJpy: 2400, status: 'paid' });
    expect(await gatewayCharges(2400)).toBe(1);

    // Confirming again (another tab, a new key) answers with the same charge.
    const again = await confirm(orderId, 2400, key());
    expect(again.statusCode).toBe(200);
    expect(again.json().chargeId).toBe(paid.json().chargeId);
    expect(await gatewayCharges(2400)).toBe(1);

    // Nothing here refunds, so a paid order is not cancelled through harmo.
    const cancel = await pharmacyCall(
      api,
      pharmacy,
      'POST',
      `/pharmacy/v1/orders/${orderId}/status`,
      {
        status: 'cancelled',
        reason: '在庫がありません',
      },
    );
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ error: 'order_paid', currentStatus: 'accepted' });
    expect((await order(orderId)).status).toBe('accepted');
  });

  it('charges once when the same confirmation is sent twice at the same time', async () => {
    const orderId = await orderAwaitingPayment(3100);
    const sameKey = key();
    const [a, b] = await Promise.all([
      confirm(orderId, 3100, sameKey),
      confirm(orderId, 3100, sameKey),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().chargeId).toBe(a.json().chargeId);
    expect(await gatewayCharges(3100)).toBe(1);
  });

  it('charges once when two different confirmations race', async () => {
    const orderId = await orderAwaitingPayment(3200);
    const answers = await Promise.all([
      confirm(orderId, 3200, key()),
      confirm(orderId, 3200, key()),
      confirm(orderId, 3200, key()),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().chargeId)).size).toBe(1);
    expect(await gatewayCharges(3200)).toBe(1);
    const { rows } = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_charges WHERE dispensing_order_id = $1 AND status = 'succeeded'`,
      [orderId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('leaves the order payable when the card is declined at charge time, and a good card then pays', async () => {
    const declining = (
      await registerCard(api, demo, patientId, { number: '4000000000080319' })
    ).json();
    await api.app.inject({
      method: 'PUT',
      url: `/ps/v1/patients/${patientId}/payment/cards/${declining.id}/default`,
      headers: { authorization: `Bearer ${demo}` },
    });
    const orderId = await orderAwaitingPayment(4500);
    const attempt = key();
    const declined = await confirm(orderId, 4500, attempt);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('card_declined');
    expect((await order(orderId)).payment).toEqual({ amountJpy: 4500, status: 'awaiting_payment' });
    expect(await gatewayCharges(4500)).toBe(0);

    // The same confirmation sent again gets the same answer, not a second attempt.
    const repeated = await confirm(orderId, 4500, attempt);
    expect(repeated.statusCode).toBe(402);
    expect(repeated.json().error).toBe('card_declined');

    const cards = (
      await api.app.inject({
        method: 'GET',
        url: `/ps/v1/patients/${patientId}/payment/cards`,
        headers: { authorization: `Bearer ${demo}` },
      })
    ).json().cards as { id: string; last4: string }[];
    const visa = cards.find((c) => c.last4 === '4242');
    await api.app.inject({
      method: 'PUT',
      url: `/ps/v1/patients/${patientId}/payment/cards/${visa?.id}/default`,
      headers: { authorization: `Bearer ${demo}` },
    });
    const paid = await confirm(orderId, 4500, key());
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ last4: '4242', amountJpy: 4500 });
    expect(await gatewayCharges(4500)).toBe(1);
  });

  it('refuses an amount the patient did not see, an order that needs no payment, and another patient', async () => {
    const orderId = await orderAwaitingPayment(5600);
    const stale = await confirm(orderId, 5000, key());
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('amount_changed');

    const stranger = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/patients/${patientId}/payment/dispensing-orders/${orderId}/charge`,
      headers: { authorization: `Bearer ${family}` },
      payload: { amountJpy: 5600, idempotencyKey: key() },
    });
    expect(stranger.statusCode).toBe(404);
    // Naming one's own patient id does not reach another patient's order either.
    const ownId = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/patients/${DEMO_ACCOUNT_IDS.family}/payment/dispensing-orders/${orderId}/charge`,
      headers: { authorization: `Bearer ${family}` },
      payload: { amountJpy: 5600, idempotencyKey: key() },
    });
    expect(ownId.statusCode).toBe(404);
    expect(await gatewayCharges(5600)).toBe(0);

    const pickup = await submit(api, demo, patientId, {
      facilityId: PHARMACY_B.facilityId,
      prescriptionId: await photoPrescription(api, demo, patientId),
      receive: { type: 'pickup', pickupAt: tomorrow() },
    });
    const notPayable = await confirm(pickup.json().id, 1000, key());
    expect(notPayable.statusCode).toBe(409);
    expect(notPayable.json().error).toBe('order_not_payable');
  });

  it('never charges an order cancelled after a confirmation that did not reach the gateway', async () => {
    const orderId = await orderAwaitingPayment(7222);
    line.breakNext('POST', CHARGES, 'unreachable');
    const lost = await confirm(orderId, 7222, key());
    expect(lost.statusCode).toBe(503);
    expect(lost.json().error).toBe('gateway_unavailable');
    await timePasses(orderId);

    // Reading the order's charge looks the charge up but never makes one.
    expect((await readCharge(orderId)).json().error).toBe('not_paid');
    expect(await gatewayCharges(7222)).toBe(0);

    await cancelByPharmacy(orderId);
    const again = await confirm(orderId, 7222, key());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('order_not_payable');
    expect(await gatewayCharges(7222)).toBe(0);
    expect((await order(orderId)).payment).toEqual({ amountJpy: 7222, status: 'awaiting_payment' });
  });

  it('charges the amount the pharmacy asks now, never one confirmed before it changed', async () => {
    const orderId = await orderAwaitingPayment(7444);
    const first = key();
    line.breakNext('POST', CHARGES, 'unreachable');
    expect((await confirm(orderId, 7444, first)).statusCode).toBe(503);
    expect((await setAmount(orderId, 7555)).statusCode).toBe(200);
    await timePasses(orderId);

    // The confirmation of the old amount, sent again after its answer was lost.
    const old = await confirm(orderId, 7444, first);
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toBe('amount_changed');

    const paid = await confirm(orderId, 7555, key());
    expect(paid.statusCode).toBe(200);
    expect(paid.json().amountJpy).toBe(7555);
    expect(await gatewayCharges(7444)).toBe(0);
    expect(await gatewayCharges(7555)).toBe(1);
    expect((await order(orderId)).payment).toEqual({ amountJpy: 7555, status: 'paid' });
  });

  it('finds a charge whose answer was lost and shows it paid, even after the order was cancelled', async () => {
    const orderId = await orderAwaitingPayment(6111);
    line.breakNext('POST', CHARGES, 'answer_lost');
    expect((await confirm(orderId, 6111, key())).statusCode).toBe(503);
    expect(await gatewayCharges(6111)).toBe(1);
    await cancelByPharmacy(orderId);
    await timePasses(orderId);

    const read = await readCharge(orderId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      dispensingOrderId: orderId,
      amountJpy: 6111,
      last4: '4242',
    });
    const shown = await order(orderId);
    expect(shown.status).toBe('cancelled');
    expect(shown.payment).toEqual({ amountJpy: 6111, status: 'paid' });

    const again = await confirm(orderId, 6111, key());
    expect(again.statusCode).toBe(200);
    expect(again.json().chargeId).toBe(read.json().chargeId);
    expect(await gatewayCharges(6111)).toBe(1);
  });

  it('shows the amount taken when a lost charge is found after the pharmacy changed the amount', async () => {
    const orderId = await orderAwaitingPayment(6222);
    line.breakNext('POST', CHARGES, 'answer_lost');
    expect((await confirm(orderId, 6222, key())).statusCode).toBe(503);
    expect((await setAmount(orderId, 6333)).statusCode).toBe(200);
    await timePasses(orderId);

    const paid = await confirm(orderId, 6333, key());
    expect(paid.statusCode).toBe(200);
    expect(paid.json().amountJpy).toBe(6222);
    expect((await order(orderId)).payment).toEqual({ amountJpy: 6222, status: 'paid' });
    expect(await gatewayCharges(6222)).toBe(1);
    expect(await gatewayCharges(6333)).toBe(0);
  });

  it.each([
    [401, { type: 'auth_error', code: 'invalid_api_key', message: 'Invalid API key' }, 8101],
    [429, { type: 'client_error', code: 'over_capacity', message: 'Too many requests' }, 8102],
  ])(
    'asks the patient to try later when the gateway answers %i, and the next confirmation pays',
    async (status, error, amount) => {
      const orderId = await orderAwaitingPayment(amount);
      line.breakNext('POST', CHARGES, { status, error });
      const refused = await confirm(orderId, amount, key());
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toBe('gateway_unavailable');

      // Nothing was charged, so nothing is left to wait for.
      const paid = await confirm(orderId, amount, key());
      expect(paid.statusCode).toBe(200);
      expect(await gatewayCharges(amount)).toBe(1);
    },
  );

  it('asks for a card to be registered again when the gateway no longer has it', async () => {
    const makeDefault = (cardId: string | undefined) =>
      api.app.inject({
        method: 'PUT',
        url: `/ps/v1/patients/${patientId}/payment/cards/${cardId}/default`,
        headers: { authorization: `Bearer ${demo}` },
      });
    const gone = (
      await registerCard(api, demo, patientId, { number: '5555555555554444' })
    ).json() as { id: string; customerId: string; cardId: string };
    const visa = (
      (await makeDefault(gone.id)).json().cards as { id: string; last4: string }[]
    ).find((c) => c.last4 === '4242');
    const removed = await fetch(
      `${api.gatewayUrl}/v1/customers/${gone.customerId}/cards/${gone.cardId}`,
      { method: 'DELETE', headers: basic(SECRET_KEY) },
    );
    expect(removed.status).toBe(200);

    const orderId = await orderAwaitingPayment(8200);
    const refused = await confirm(orderId, 8200, key());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('card_not_found');
    expect(await gatewayCharges(8200)).toBe(0);
    const again = await makeDefault(gone.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('card_not_found');

    expect((await makeDefault(visa?.id)).statusCode).toBe(200);
    const paid = await confirm(orderId, 8200, key());
    expect(paid.statusCode).toBe(200);
    expect(paid.json().last4).toBe('4242');
  });

  it('asks the patient to try later, not to register again, when the gateway refuses our key', async () => {
    line.breakNext('POST', /\/tds_finish$/, {
      status: 401,
      error: { type: 'auth_error', code: 'invalid_api_key', message: 'Invalid API key' },
    });
    const refused = await registerCard(api, demo, patientId, { number: '3566002020360505' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toBe('gateway_unavailable');
  });

  it('takes from a pharmacy no amount below the smallest card payment', async () => {
    const orderId = await orderAwaitingPayment(1000);
    const tooSmall = await setAmount(orderId, 49);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().issues).toEqual([
      { path: 'body.amountJpy', message: 'must be at least 50 yen, the smallest card payment' },
    ]);
    expect((await setAmount(orderId, 50)).statusCode).toBe(200);
  });

  it('does not send the gateway an amount it would refuse, set before the smallest was a rule', async () => {
    const orderId = await orderAwaitingPayment(1000);
    await api.db.query('UPDATE dispensing_orders SET amount_jpy = 30 WHERE id = $1', [orderId]);
    const unpayable = await confirm(orderId, 30, key());
    expect(unpayable.statusCode).toBe(409);
    expect(unpayable.json().error).toBe('order_not_payable');
  });

  it('keeps no card number or CVC in any table or column of the database', async () => {
    const numbers = ['4242424242424242', '4000000000080319', '3530111333300000'];
    await registerCard(api, demo, DEMO_ACCOUNT_IDS.demoChild, {
      number: '3530111333300000',
      cvc: '987',
    });
    const { rows: columns } = await api.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await api.db.query<{ value: string }>(
        `SELECT "${column}"::text AS value FROM "${table}" WHERE "${column}"::text ~ $1`,
        // A number anywhere; the CVC as a whole value or a JSON string (it is too short to be
        // told from digits inside ids and hashes).
        [`(${numbers.join('|')})|^987$|"987"`],
      );
      for (const row of rows) found.push(`${table}.${column}: ${row.value.slice(0, 80)}`);
    }
    // Registered and charged cards were there to be found, by their last four digits.
    const { rows: cards } = await api.db.query<{ last4: string }>(
      'SELECT last4 FROM payment_cards',
    );
    expect(cards.map((c) => c.last4)).toEqual(expect.arrayContaining(['4242', '0319', '0000']));
    expect(found).toEqual([]);
  });
});
