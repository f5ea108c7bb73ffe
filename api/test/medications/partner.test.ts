import type * as client from 'openid-client';
import type { PartnerMedicationsResponse, SaveScanResponse } from '@harmo/contracts/medications';
import type { OAuthTestApi } from '../oauth/harness';
import { discover, grantTokens, partnerCall, registerClient } from '../oauth/harness';
import {
  DEMO_ACCOUNT_IDS,
  RECEIPT,
  crlf,
  saveScan,
  signInDemoUser,
  startMedicationsApi,
  symbol,
  START_TIMEOUT_MS,
} from './harness';

let api: OAuthTestApi;
let demo: string;
let config: client.Configuration;

/** 佐藤 トメ's notebook: one visit of her own, unlike anything in 山田 花子's. */
const OTHER_NOTEBOOK = crlf([
  'JAHISTC07,1',
  '5,20250801,1',
  '11,さくら薬局,13,4,1300002,,,03-2222-3333,1',
  '201,1,アムロジピン錠２．５ｍｇ,1,錠,1,,1',
  '301,1,１日１回朝食後,30,日分,1,1,,1',
]);

beforeAll(async () => {
  api = await startMedicationsApi();
  demo = await signInDemoUser(api.app, 'demo');
  const { clientId } = await registerClient(api.app, demo, { type: 'public' });
  config = await discover(api.issuer, clientId);
  expect(
    (await saveScan(api, demo, DEMO_ACCOUNT_IDS.demo, [symbol(crlf(RECEIPT))])).statusCode,
  ).toBe(201);
  const other = await saveScan(api, demo, DEMO_ACCOUNT_IDS.familyParent, [symbol(OTHER_NOTEBOOK)]);
  expect(other.json<SaveScanResponse>().addedDispensings).toBe(1);
}, START_TIMEOUT_MS);
afterAll(() => api?.close());

describe('the partner API: patient.medications', () => {
  it("reads the saved dispensings of its patient and nothing of another's", async () => {
    const tokens = await grantTokens(
      api,
      config,
      demo,
      DEMO_ACCOUNT_IDS.demo,
      'patient.medications',
    );
    const res = await partnerCall(api.baseUrl, '/patient/medications', tokens.access_token);
    expect(res.status).toBe(200);
    const body = res.body as unknown as PartnerMedicationsResponse;
    expect(body.patientId).toBe(DEMO_ACCOUNT_IDS.demo);
    expect(body.dispensings.map((d) => [d.date, d.pharmacy?.name])).toEqual([
      ['2025-09-12', 'ひまわり薬局 桜町店'],
      ['2025-03-01', 'あおば調剤薬局'],
    ]);
    expect(body.dispensings.every((d) => d.patientId === DEMO_ACCOUNT_IDS.demo)).toBe(true);
    expect(body.otcMedications.map((o) => o.janCode)).toEqual(['4987188166017']);
    expect(JSON.stringify(body)).not.toMatch(/さくら薬局|アムロジピン/);
  });

  it("gives a token bound to the other patient only that patient's visit", async () => {
    const tokens = await grantTokens(
      api,
      config,
      demo,
      DEMO_ACCOUNT_IDS.familyParent,
      'patient.medications',
    );
    const body = (await partnerCall(api.baseUrl, '/patient/medications', tokens.access_token))
      .body as unknown as PartnerMedicationsResponse;
    expect(body.patientId).toBe(DEMO_ACCOUNT_IDS.familyParent);
    expect(body.dispensings.map((d) => d.pharmacy?.name)).toEqual(['さくら薬局']);
    expect(body.otcMedications).toEqual([]);
  });

  it('refuses a token without the scope', async () => {
    const tokens = await grantTokens(api, config, demo, DEMO_ACCOUNT_IDS.demo, 'patient.profile');
    const res = await partnerCall(api.baseUrl, '/patient/medications', tokens.access_token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'insufficient_scope' });
    expect(JSON.stringify(res.body)).not.toMatch(/ひまわり/);
  });
});
