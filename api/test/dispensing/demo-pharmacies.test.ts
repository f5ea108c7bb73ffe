import { generateDemoFacilities } from '../../src/modules/facilities/demo/generate-demo-facilities';
import { DEMO_PHARMACY_CLIENTS } from '../../src/modules/dispensing-orders';
import { loadDispensingConfig } from '../../src/modules/dispensing-orders/config';
import { backend } from '../helpers/database';
import type { DispensingTestApi } from './harness';
import {
  DEMO_ACCOUNT_IDS,
  PHARMACY_A,
  START_TIMEOUT_MS,
  bearer,
  pharmacyToken,
  photoPrescription,
  pickupOrder,
  signInDemoUser,
  startDispensingApi,
  submit,
} from './harness';

describe('the demo pharmacies', () => {
  it('are pharmacies of the demo facility dataset', () => {
    const wanted = new Set(DEMO_PHARMACY_CLIENTS.map((client) => client.facilityId));
    const found = new Map<string, { type: string; name: string }>();
    for (const facility of generateDemoFacilities()) {
      if (wanted.has(facility.id)) found.set(facility.id, facility);
      if (found.size === wanted.size) break;
    }
    for (const client of DEMO_PHARMACY_CLIENTS) {
      expect(found.get(client.facilityId)).toMatchObject({ type: 'pharmacy', name: client.name });
    }
  });

  it('exist only with the development helpers, never in production', () => {
    expect(loadDispensingConfig({ devHelpers: true, isProduction: false }, {})).toEqual({
      demoPharmacies: true,
      demoResponder: true,
      demoDelayMs: 5_000,
    });
    expect(
      loadDispensingConfig(
        { devHelpers: true, isProduction: false },
        {
          DEMO_PHARMACY_RESPONDER: 'off',
          DEMO_PHARMACY_DELAY_MS: '1500',
        },
      ),
    ).toEqual({ demoPharmacies: true, demoResponder: false, demoDelayMs: 1_500 });
    expect(loadDispensingConfig({ devHelpers: true, isProduction: true }, {}).demoPharmacies).toBe(
      false,
    );
    expect(loadDispensingConfig({ devHelpers: false, isProduction: false }, {})).toMatchObject({
      demoPharmacies: false,
      demoResponder: false,
    });
    expect(() =>
      loadDispensingConfig(
        { devHelpers: true, isProduction: false },
        { DEMO_PHARMACY_DELAY_MS: 'soon' },
      ),
    ).toThrow(/DEMO_PHARMACY_DELAY_MS/);
  });
});

describe(`the demo responder (${backend})`, () => {
  let api: DispensingTestApi;
  beforeAll(async () => {
    api = await startDispensingApi({
      config: { demoPharmacies: true, demoResponder: true, demoDelayMs: 300 },
    });
    // Test pharmacy A plays a demo pharmacy whose orders the responder answers.
    await api.db.query('UPDATE pharmacy_clients SET demo_responder = true WHERE client_id = $1', [
      PHARMACY_A.clientId,
    ]);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await api.close();
  });

  it('seeds the demo clients with their published credentials', async () => {
    for (const client of DEMO_PHARMACY_CLIENTS) {
      expect(
        await pharmacyToken(api.baseUrl, {
          clientId: client.clientId,
          secret: client.clientSecret,
        }),
      ).toEqual(expect.any(String));
    }
  });

  it('accepts and readies a pick-up order after a moment, with a message each time', async () => {
    const demo = await signInDemoUser(api.app, 'demo');
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const order = (
      await submit(api, demo, patientId, pickupOrder(await photoPrescription(api, demo, patientId)))
    ).json();
    const read = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: `/ps/v1/dispensing-orders/${order.id}`,
          headers: bearer(demo),
        })
      ).json();
    const deadline = Date.now() + 20_000;
    let current = await read();
    while (current.status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      current = await read();
    }
    expect(
      current.history.map((e: { status: string; by: string }) => `${e.status}/${e.by}`),
    ).toEqual(['submitted/patient', 'accepted/pharmacy', 'ready/pharmacy']);
    expect(current.messages).toHaveLength(2);
  });
});
