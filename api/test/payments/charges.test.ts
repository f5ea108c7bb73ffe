import {
  PHARMACY_B,
  pharmacyCall,
  pharmacyToken,
  photoPrescription,
  submit,
  tomorrow,
} from '../dispensing/harness';
import type { PaymentsTestApi } from './harness';
import { DEMO_ACCOUNT_IDS, registerCard, signInDemoUser, startPaymentsApi } from './harness';

const patientId = DEMO_ACCOUNT_IDS.demo;

describe('paying a delivery order', () => {
  let api: PaymentsTestApi;
  let demo: string;
  let family: string;
  let pharmacy: string;
  let slots: { startsAt: string; endsAt: string }[];

  beforeAll(async () => {
    api = await startPaymentsApi({ orders: true });
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
