import type { CheckupsResponse } from '@harmo/contracts/checkups';
import { parseCheckupFile } from '@harmo/medical-formats';
import { saveCheckup } from '../../src/modules/checkups/store/checkups';
import type { OAuthTestApi } from '../oauth/harness';
import {
  DEMO_ACCOUNT_IDS,
  discover,
  grantTokens,
  partnerCall,
  registerClient,
  signInDemoUser,
  startOAuthApi,
} from '../oauth/harness';
import { TARO, taroCheckup, xmlOf } from './harness';

/** Stores a check-up for a patient as the import would. */
async function store(api: OAuthTestApi, patientId: string, date: string, hba1c: number) {
  const parsed = parseCheckupFile(xmlOf(taroCheckup(date, hba1c, TARO)));
  if (!parsed.ok) throw new Error(parsed.error);
  await api.db.transaction((tx) =>
    saveCheckup(tx, {
      patientAccountId: patientId,
      checkup: { ...parsed.checkup, date },
      insuredIdHint: null,
      source: 'file',
      now: new Date(),
    }),
  );
}

describe('partner API: patient.checkups', () => {
  let api: OAuthTestApi;
  let idToken: string;

  beforeAll(async () => {
    api = await startOAuthApi();
    idToken = await signInDemoUser(api.app, 'demo');
    await store(api, DEMO_ACCOUNT_IDS.demoChild, '2023-06-02', 5.8);
    await store(api, DEMO_ACCOUNT_IDS.demoChild, '2024-06-05', 6.7);
    await store(api, DEMO_ACCOUNT_IDS.demo, '2024-07-01', 5.0);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("reads the granted patient's check-ups, marked, and nothing of another patient", async () => {
    const registered = await registerClient(api.app, idToken);
    const config = await discover(api.issuer, registered.clientId);
    const tokens = await grantTokens(
      api,
      config,
      idToken,
      DEMO_ACCOUNT_IDS.demoChild,
      'patient.checkups',
    );
    const response = await partnerCall(api.baseUrl, '/patient/checkups', tokens.access_token);
    expect(response.status).toBe(200);
    const body = response.body as CheckupsResponse;
    expect(body.patientId).toBe(DEMO_ACCOUNT_IDS.demoChild);
    expect(body.checkups.map((checkup) => checkup.date)).toEqual(['2023-06-02', '2024-06-05']);
    expect(
      body.checkups.map(
        (checkup) => checkup.items.find((item) => item.code === '3D046000001906202')?.mark,
      ),
    ).toEqual(['guidance', 'referral']);
    // The mother's own check-up (2024-07-01) is another patient's: it never appears.
    expect(JSON.stringify(body)).not.toContain('2024-07-01');
  });
});
