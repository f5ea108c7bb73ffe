import type * as OrderStore from '../../src/modules/dispensing-orders/store';
import { findOrderByIdempotencyKey } from '../../src/modules/dispensing-orders/store';
import { backend } from '../helpers/database';
import type { DispensingTestApi } from './harness';
import {
  DEMO_ACCOUNT_IDS,
  HOSPITAL_ID,
  PHARMACY_A,
  START_TIMEOUT_MS,
  PHARMACY_B,
  bearer,
  newKey,
  pharmacyCall,
  pharmacyToken,
  photoPrescription,
  pickupOrder,
  signInDemoUser,
  startDispensingApi,
  submit,
  tomorrow,
} from './harness';

// The store as it is, its key lookup watched: one test hides a committed order from it once.
jest.mock('../../src/modules/dispensing-orders/store', () => {
  const actual = jest.requireActual<typeof OrderStore>('../../src/modules/dispensing-orders/store');
  return { ...actual, findOrderByIdempotencyKey: jest.fn(actual.findOrderByIdempotencyKey) };
});

let api: DispensingTestApi;
let demo: string;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  api = await startDispensingApi();
  demo = await signInDemoUser(api.app, 'demo');
  tokenA = await pharmacyToken(api.baseUrl, PHARMACY_A);
  tokenB = await pharmacyToken(api.baseUrl, PHARMACY_B);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await api.close();
});

const countOrders = async (patientId: string) => {
  const { rows } = await api.db.query<{ n: number }>(
    'SELECT count(*) AS n FROM dispensing_orders WHERE patient_id = $1',
    [patientId],
  );
  return rows[0]?.n ?? 0;
};

const moveAs = (token: string, orderId: string, status: string, reason?: string) =>
  pharmacyCall(api, token, 'POST', `/pharmacy/v1/orders/${orderId}/status`, {
    status,
    ...(reason ? { reason } : {}),
  });

describe(`submitting a dispensing order (${backend})`, () => {
  it('creates one order for a submit retried with the same key', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const before = await countOrders(patientId);
    const body = pickupOrder(await photoPrescription(api, demo, patientId));
    const key = newKey();

    const first = await submit(api, demo, patientId, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'submitted',
      pharmacy: { facilityId: PHARMACY_A.facilityId, name: 'テスト薬局A' },
      payment: { amountJpy: null, status: 'not_required' },
      history: [{ status: 'submitted', by: 'patient', reason: null }],
    });
    const retry = await submit(api, demo, patientId, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await countOrders(patientId)).toBe(before + 1);

    // The same key for another order is a client mistake, not a retry.
    const reused = await submit(api, demo, patientId, { ...body, notes: '別の注文' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
  });

  it('creates one order when the same submit arrives several times at once', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demoChild;
    const before = await countOrders(patientId);
    const body = pickupOrder(await photoPrescription(api, demo, patientId));
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => submit(api, demo, patientId, body, key)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countOrders(patientId)).toBe(before + 1);
  });

  it('answers a retry with the order a concurrent request made after its first lookup', async () => {
    // The interleaving the test above produces now and then, made certain: the retry's first
    // lookup of its key comes before the first request's order is committed, so by the time it
    // checks the prescription, the order using it is the first request's own.
    const patientId = DEMO_ACCOUNT_IDS.demoChild;
    const body = pickupOrder(await photoPrescription(api, demo, patientId));
    const key = newKey();
    const first = await submit(api, demo, patientId, body, key);
    expect(first.statusCode).toBe(201);
    const lookup = jest.mocked(findOrderByIdempotencyKey);
    lookup.mockClear();
    lookup.mockResolvedValueOnce(null);
    const retry = await submit(api, demo, patientId, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('needs an idempotency key', async () => {
    const prescriptionId = await photoPrescription(api, demo, DEMO_ACCOUNT_IDS.demo);
    const res = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/patients/${DEMO_ACCOUNT_IDS.demo}/dispensing-orders`,
      headers: bearer(demo),
      payload: pickupOrder(prescriptionId),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error' });
  });

  it('refuses a hospital, a time in the past and a prescription already with a pharmacy', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const prescriptionId = await photoPrescription(api, demo, patientId);
    const hospital = await submit(api, demo, patientId, pickupOrder(prescriptionId, HOSPITAL_ID));
    expect(hospital.json()).toMatchObject({ error: 'facility_not_pharmacy' });
    const past = await submit(api, demo, patientId, {
      ...pickupOrder(prescriptionId),
      receive: { type: 'pickup', pickupAt: '2020-01-01T10:00:00+09:00' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: 'pickup_time_out_of_range' });

    expect((await submit(api, demo, patientId, pickupOrder(prescriptionId))).statusCode).toBe(201);
    const again = await submit(
      api,
      demo,
      patientId,
      pickupOrder(prescriptionId, PHARMACY_B.facilityId),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'prescription_in_use' });
  });

  it('books an online guidance slot the pharmacy offers, once', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const reception = await api.app.inject({
      method: 'GET',
      url: `/ps/v1/pharmacies/${encodeURIComponent(PHARMACY_B.facilityId)}/reception`,
      headers: bearer(demo),
    });
    expect(reception.statusCode).toBe(200);
    const slot = reception.json().guidanceSlots[0];
    expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(30 * 60 * 1000);
    const delivery = (prescriptionId: string) => ({
      facilityId: PHARMACY_B.facilityId,
      prescriptionId,
      receive: { type: 'delivery', guidanceSlot: slot },
    });
    const first = await submit(
      api,
      demo,
      patientId,
      delivery(await photoPrescription(api, demo, patientId)),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().payment).toEqual({ amountJpy: null, status: 'awaiting_amount' });
    const second = await submit(
      api,
      demo,
      patientId,
      delivery(await photoPrescription(api, demo, patientId)),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'guidance_slot_unavailable' });

    // No amount before the pharmacy accepts: the patient may still cancel a submitted order,
    // and nothing here could refund a payment for it.
    const orderId = first.json().id;
    const early = await pharmacyCall(api, tokenB, 'PUT', `/pharmacy/v1/orders/${orderId}/amount`, {
      amountJpy: 2400,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'amount_not_settable',
      currentStatus: 'submitted',
    });

    // Accepted, the pharmacy sets the amount and the meeting link; the patient sees both.
    expect((await moveAs(tokenB, orderId, 'accepted')).statusCode).toBe(200);
    const amount = await pharmacyCall(api, tokenB, 'PUT', `/pharmacy/v1/orders/${orderId}/amount`, {
      amountJpy: 2400,
    });
    expect(amount.statusCode).toBe(200);
    // A link that hides another host behind a user name (or plain http) is refused.
    for (const url of ['https://meet.example.jp@evil.example/r/abc', 'http://meet.example.jp/r']) {
      const refused = await pharmacyCall(
        api,
        tokenB,
        'PUT',
        `/pharmacy/v1/orders/${orderId}/meeting`,
        {
          url,
        },
      );
      expect(refused.statusCode).toBe(400);
    }
    await pharmacyCall(api, tokenB, 'PUT', `/pharmacy/v1/orders/${orderId}/meeting`, {
      url: 'https://meet.example.jp/r/abc',
    });
    const seen = await api.app.inject({
      method: 'GET',
      url: `/ps/v1/dispensing-orders/${orderId}`,
      headers: bearer(demo),
    });
    expect(seen.json()).toMatchObject({
      payment: { amountJpy: 2400, status: 'awaiting_payment' },
      meetingUrl: 'https://meet.example.jp/r/abc',
    });
  });
});

describe(`a malformed guidance slot (${backend})`, () => {
  it('is refused as invalid input naming its end, not as a slot taken', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const before = await countOrders(patientId);
    const prescriptionId = await photoPrescription(api, demo, patientId);
    const startsAt = tomorrow();
    const halfHourEarlier = new Date(Date.parse(startsAt) - 30 * 60 * 1000).toISOString();
    for (const endsAt of [halfHourEarlier, startsAt]) {
      const res = await submit(api, demo, patientId, {
        facilityId: PHARMACY_B.facilityId,
        prescriptionId,
        receive: { type: 'delivery', guidanceSlot: { startsAt, endsAt } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation_error',
        message: 'Invalid request. body.receive.guidanceSlot.endsAt: must be after startsAt',
        issues: [{ path: 'body.receive.guidanceSlot.endsAt', message: 'must be after startsAt' }],
      });
    }
    expect(await countOrders(patientId)).toBe(before);
  });
});

describe(`the status machine (${backend})`, () => {
  it('moves through accepted, ready and completed, and answers 409 with the current status otherwise', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const order = (
      await submit(api, demo, patientId, pickupOrder(await photoPrescription(api, demo, patientId)))
    ).json();

    const early = await moveAs(tokenA, order.id, 'ready');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'illegal_transition',
      message: 'The order is submitted; it cannot become ready',
      currentStatus: 'submitted',
    });
    expect((await moveAs(tokenA, order.id, 'accepted')).statusCode).toBe(200);

    // The patient may cancel only while submitted.
    const cancel = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/dispensing-orders/${order.id}/cancel`,
      headers: bearer(demo),
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ error: 'illegal_transition', currentStatus: 'accepted' });

    expect((await moveAs(tokenA, order.id, 'ready')).statusCode).toBe(200);
    const done = await moveAs(tokenA, order.id, 'completed');
    expect(done.statusCode).toBe(200);
    expect(done.json().history.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'accepted',
      'ready',
      'completed',
    ]);
    const after = await moveAs(tokenA, order.id, 'cancelled', '在庫切れ');
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ currentStatus: 'completed' });
  });

  it('lets the patient cancel a submitted order, and asks the pharmacy for a reason to reject', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const first = (
      await submit(api, demo, patientId, pickupOrder(await photoPrescription(api, demo, patientId)))
    ).json();
    const cancel = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/dispensing-orders/${first.id}/cancel`,
      headers: bearer(demo),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', statusReason: null });

    const second = (
      await submit(api, demo, patientId, pickupOrder(await photoPrescription(api, demo, patientId)))
    ).json();
    const bare = await moveAs(tokenA, second.id, 'rejected');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ error: 'reason_required' });
    const rejected = await moveAs(tokenA, second.id, 'rejected', '処方箋の有効期限が切れています');
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      statusReason: '処方箋の有効期限が切れています',
    });
  });

  it('takes a cancel sent with a JSON content type and an empty body, as many clients send it', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const order = (
      await submit(api, demo, patientId, pickupOrder(await photoPrescription(api, demo, patientId)))
    ).json();
    const cancel = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/dispensing-orders/${order.id}/cancel`,
      headers: { ...bearer(demo), 'content-type': 'application/json' },
      payload: '',
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
  });

  it('keeps one winner when the patient cancels while the pharmacy accepts', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const order = (
      await submit(api, demo, patientId, pickupOrder(await photoPrescription(api, demo, patientId)))
    ).json();
    const [cancel, accept] = await Promise.all([
      api.app.inject({
        method: 'POST',
        url: `/ps/v1/dispensing-orders/${order.id}/cancel`,
        headers: bearer(demo),
      }),
      moveAs(tokenA, order.id, 'accepted'),
    ]);
    expect([cancel.statusCode, accept.statusCode].sort()).toEqual([200, 409]);
    const loser = cancel.statusCode === 409 ? cancel : accept;
    const winnerStatus = cancel.statusCode === 200 ? 'cancelled' : 'accepted';
    expect(loser.json()).toMatchObject({
      error: 'illegal_transition',
      currentStatus: winnerStatus,
    });
  });
});

describe(`pharmacies and patients see only their own orders (${backend})`, () => {
  it("keeps pharmacy B away from pharmacy A's order", async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const order = (
      await submit(api, demo, patientId, pickupOrder(await photoPrescription(api, demo, patientId)))
    ).json();
    for (const path of ['', '/prescription', '/prescription/image']) {
      const res = await pharmacyCall(api, tokenB, 'GET', `/pharmacy/v1/orders/${order.id}${path}`);
      expect(res.statusCode).toBe(404);
    }
    expect((await moveAs(tokenB, order.id, 'accepted')).statusCode).toBe(404);
    const message = await pharmacyCall(
      api,
      tokenB,
      'POST',
      `/pharmacy/v1/orders/${order.id}/messages`,
      {
        body: 'こんにちは',
      },
    );
    expect(message.statusCode).toBe(404);
    const listB = await pharmacyCall(api, tokenB, 'GET', '/pharmacy/v1/orders');
    expect(listB.json().orders.map((o: { id: string }) => o.id)).not.toContain(order.id);

    const listA = await pharmacyCall(api, tokenA, 'GET', '/pharmacy/v1/orders?status=submitted');
    const seen = listA.json().orders.find((o: { id: string }) => o.id === order.id);
    expect(seen).toMatchObject({ status: 'submitted', patient: { name: '山田 花子' } });
    expect(
      listA
        .json()
        .orders.every(
          (o: { pharmacy: { facilityId: string } }) =>
            o.pharmacy.facilityId === PHARMACY_A.facilityId,
        ),
    ).toBe(true);

    // The order is unchanged, and B's attempts left no trace.
    const read = await pharmacyCall(api, tokenA, 'GET', `/pharmacy/v1/orders/${order.id}`);
    expect(read.json()).toMatchObject({ status: 'submitted', messages: [] });
  });

  it('refuses the pharmacy API without a pharmacy client token', async () => {
    const none = await api.app.inject({ method: 'GET', url: '/pharmacy/v1/orders' });
    expect(none.statusCode).toBe(401);
    const userToken = await api.app.inject({
      method: 'GET',
      url: '/pharmacy/v1/orders',
      headers: bearer(demo),
    });
    expect(userToken.statusCode).toBe(401);
  });

  it("keeps a family member's orders on the family member's list only", async () => {
    const child = DEMO_ACCOUNT_IDS.demoChild;
    const order = (
      await submit(api, demo, child, pickupOrder(await photoPrescription(api, demo, child)))
    ).json();
    const list = (patientId: string, token: string) =>
      api.app.inject({
        method: 'GET',
        url: `/ps/v1/patients/${patientId}/dispensing-orders`,
        headers: bearer(token),
      });
    const childList = (await list(child, demo)).json().orders.map((o: { id: string }) => o.id);
    expect(childList).toContain(order.id);
    const ownList = (await list(DEMO_ACCOUNT_IDS.demo, demo))
      .json()
      .orders.map((o: { id: string }) => o.id);
    expect(ownList).not.toContain(order.id);

    // 佐藤 一郎 may not act for 山田 花子's son: neither list nor order.
    const family = await signInDemoUser(api.app, 'family');
    expect((await list(child, family)).statusCode).toBe(404);
    const read = await api.app.inject({
      method: 'GET',
      url: `/ps/v1/dispensing-orders/${order.id}`,
      headers: bearer(family),
    });
    expect(read.statusCode).toBe(404);
    const cancel = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/dispensing-orders/${order.id}/cancel`,
      headers: bearer(family),
    });
    expect(cancel.statusCode).toBe(404);
  });

  it("sends no order that carries another patient's prescription, and says no more than not found", async () => {
    const child = DEMO_ACCOUNT_IDS.demoChild;
    const childsPrescription = await photoPrescription(api, demo, child);
    const before = await countOrders(DEMO_ACCOUNT_IDS.demo);

    // The parent may act for both, yet an order of the parent's own may not carry the son's.
    const mixed = await submit(api, demo, DEMO_ACCOUNT_IDS.demo, pickupOrder(childsPrescription));
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error).toBe('prescription_not_found');

    // Someone who may not act for the son learns nothing more of his prescription's id.
    const family = await signInDemoUser(api.app, 'family');
    const familyOwn = DEMO_ACCOUNT_IDS.family;
    const probe = await submit(api, family, familyOwn, pickupOrder(childsPrescription));
    const unknown = await submit(api, family, familyOwn, pickupOrder(crypto.randomUUID()));
    expect([probe.statusCode, probe.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(await countOrders(DEMO_ACCOUNT_IDS.demo)).toBe(before);
  });
});
