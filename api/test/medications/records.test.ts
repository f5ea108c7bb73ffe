import type {
  MedicationRecordsResponse,
  SaveScanResponse,
  ScanCheckResponse,
} from '@harmo/contracts/medications';
import type { OtcMedication } from '@harmo/contracts/otc-catalogue';
import type { OAuthTestApi } from '../oauth/harness';
import {
  DEMO_ACCOUNT_IDS,
  RECEIPT,
  bearer,
  crlf,
  medicationsPath,
  saveScan,
  signInDemoUser,
  signInStranger,
  splitReceipt,
  startMedicationsApi,
  symbol,
  START_TIMEOUT_MS,
} from './harness';

let api: OAuthTestApi;
let demo: string;
let family: string;
let stranger: string;

beforeAll(async () => {
  api = await startMedicationsApi();
  demo = await signInDemoUser(api.app, 'demo');
  family = await signInDemoUser(api.app, 'family');
  stranger = await signInStranger(api.app);
}, START_TIMEOUT_MS);
afterAll(() => api?.close());

const list = async (idToken: string, patientId: string) => {
  const res = await api.app.inject({
    method: 'GET',
    url: medicationsPath(patientId),
    headers: bearer(idToken),
  });
  return { status: res.statusCode, body: res.json<MedicationRecordsResponse>() };
};

describe('saving a scanned notebook', () => {
  const patient = DEMO_ACCOUNT_IDS.demo;

  it('reads the raw symbols itself and saves every visit and OTC drug', async () => {
    const res = await saveScan(api, demo, patient, [symbol(crlf(RECEIPT))]);
    expect(res.statusCode).toBe(201);
    const body = res.json<SaveScanResponse>();
    expect(body).toMatchObject({
      alreadySaved: false,
      addedDispensings: 2,
      addedOtcMedications: 1,
      unknownRecords: 0,
    });
    expect(body.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const [september, march] = body.dispensings;
    expect(september).toMatchObject({
      patientId: patient,
      date: '2025-09-12',
      pharmacy: { name: 'ひまわり薬局 桜町店', code: '1312345', phone: '03-3700-1234' },
      pharmacist: { name: '鈴木 一郎' },
      doctors: [{ name: '佐藤 健', department: '内科' }],
      cautions: ['眠気が出ることがあります'],
      rps: [
        {
          rpNumber: 1,
          usage: '【１日１回 朝食後】',
          quantity: 28,
          unit: '日分',
          drugs: [
            {
              name: 'ノルバスク錠５ｍｇ',
              amount: 1,
              unit: '錠',
              code: '610463238',
              codeType: '2',
              cautions: ['グレープフルーツジュースを避ける'],
            },
          ],
        },
      ],
    });
    // The era date R070301 is 2025-03-01.
    expect(march).toMatchObject({ date: '2025-03-01', pharmacy: { name: 'あおば調剤薬局' } });
    expect(body.otcMedications).toEqual([
      expect.objectContaining({
        name: 'ロキソニンＳ',
        janCode: '4987188166017',
        startDate: '2025-09-01',
        source: 'scan',
      }),
    ]);
  });

  it('answers that the same notebook is already saved and adds nothing', async () => {
    const before = await list(demo, patient);
    const again = await saveScan(api, demo, patient, [symbol(crlf(RECEIPT))]);
    expect(again.statusCode).toBe(200);
    expect(again.json<SaveScanResponse>()).toMatchObject({
      alreadySaved: true,
      addedDispensings: 0,
      addedOtcMedications: 0,
    });
    expect(again.json<SaveScanResponse>().dispensings.map((d) => d.id)).toEqual(
      before.body.dispensings.map((d) => d.id),
    );
    expect((await list(demo, patient)).body).toEqual(before.body);
  });

  it('gives a split notebook the same fingerprint whatever order its parts came in', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demoChild;
    const first = await saveScan(api, demo, patientId, splitReceipt([3, 1, 2]));
    expect(first.statusCode).toBe(201);
    const second = await saveScan(api, demo, patientId, splitReceipt([2, 3, 1]));
    expect(second.statusCode).toBe(200);
    expect(second.json<SaveScanResponse>().alreadySaved).toBe(true);
    expect(second.json<SaveScanResponse>().fingerprint).toBe(
      first.json<SaveScanResponse>().fingerprint,
    );
    expect(first.json<SaveScanResponse>().addedDispensings).toBe(2);
  });

  it('says whether a scan is saved already without saving it', async () => {
    const check = async (patientId: string) =>
      api.app.inject({
        method: 'POST',
        url: `${medicationsPath(patientId)}/scans/check`,
        headers: bearer(demo),
        payload: { symbols: [symbol(crlf(RECEIPT))] },
      });
    expect((await check(patient)).json<ScanCheckResponse>()).toMatchObject({
      alreadySaved: true,
      newDispensings: 0,
    });
    const family = await check(DEMO_ACCOUNT_IDS.family);
    expect(family.json<ScanCheckResponse>()).toMatchObject({
      alreadySaved: false,
      newDispensings: 2,
      newOtcMedications: 1,
    });
    expect((await list(demo, DEMO_ACCOUNT_IDS.family)).body.dispensings).toEqual([]);
  });

  it.each([
    [
      'the prescription format',
      'JAHIS10\r\n1,1,1234567,13,1,青葉\r\n',
      /JAHIS10|prescription|version/i,
    ],
    ['garbage', 'hello world', /version|JAHISTC/i],
  ])('refuses %s with the reader’s reason', async (_what, text, reason) => {
    const res = await saveScan(api, demo, patient, [symbol(text)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_payload',
      message: expect.stringMatching(reason),
    });
  });

  it('refuses a split notebook with a part missing, naming the part', async () => {
    const res = await saveScan(api, demo, patient, splitReceipt([1, 3]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_payload',
      message: expect.stringMatching(/2/),
    });
  });

  it('reads a notebook a reader re-encoded as UTF-8, when no encoding is named', async () => {
    const lines = RECEIPT.map((line) => line.replace('ひまわり薬局 桜町店', 'あおば薬局 駅前店'));
    const utf8 = { bytes: Buffer.from(crlf(lines), 'utf8').toString('base64') };
    // In a notebook no other test reads: its owner's own.
    const res = await saveScan(api, stranger, DEMO_ACCOUNT_IDS.totp, [utf8]);
    expect(res.statusCode).toBe(201);
    const saved = JSON.stringify(res.json<SaveScanResponse>().dispensings);
    expect(saved).toContain('あおば薬局 駅前店');
    expect(saved).not.toContain('\ufffd');
  });

  it('refuses a notebook with nothing to save, and bytes that are not base64', async () => {
    const empty = await saveScan(api, demo, patient, [
      symbol(crlf(['JAHISTC08,1', '1,山田 花子,2,19850412'])),
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'nothing_to_save' });
    const notBase64 = await saveScan(api, demo, patient, [{ bytes: 'JAHISTC08,1\r\n' }]);
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json()).toMatchObject({ error: 'validation_error' });
  });

  it('keeps a visit or an OTC drug with an impossible day, without that day and with a warning', async () => {
    // 佐藤 一郎's own notebook, which no other test here writes to.
    const patientId = DEMO_ACCOUNT_IDS.family;
    const symbols = [
      symbol(
        crlf([
          'JAHISTC08,1',
          // R99 is 2117; 18991231 is before any day a notebook holds.
          '3,未来のかぜ薬,R991231,,2,1',
          '3,古いかぜ薬,18991231,,2,1',
          '3,去年のかぜ薬,20250101,,2,1',
          '5,99991231,1',
          '11,みらい薬局,13,4,1399999',
          '201,1,テスト錠,1,錠,1,,1',
          '301,1,朝,1,日分,1,1,,1',
          '5,18991231,1',
          '11,むかし薬局,13,4,1399998',
          '201,1,テスト錠,1,錠,1,,1',
          '301,1,夜,1,日分,1,1,,1',
        ]),
      ),
    ];
    const res = await saveScan(api, family, patientId, symbols);
    expect(res.statusCode).toBe(201);
    const body = res.json<SaveScanResponse>();
    expect(body).toMatchObject({ addedDispensings: 2, addedOtcMedications: 3 });
    expect(body.dispensings.map((d) => [d.pharmacy?.name, d.date]).sort()).toEqual([
      ['みらい薬局', null],
      ['むかし薬局', null],
    ]);
    expect(body.otcMedications.map((d) => [d.name, d.startDate]).sort()).toEqual([
      ['去年のかぜ薬', '2025-01-01'],
      ['古いかぜ薬', null],
      ['未来のかぜ薬', null],
    ]);
    expect(body.warnings).toEqual([
      'visit 1: its dispensing date 9999-12-31 is after today in Japan; it is saved without this date',
      'visit 2: its dispensing date 1899-12-31 is before 1900-01-01; it is saved without this date',
      'OTC drug 1: its start date 2117-12-31 is after today in Japan; it is saved without this date',
      'OTC drug 2: its start date 1899-12-31 is before 1900-01-01; it is saved without this date',
    ]);
    const saved = (await list(family, patientId)).body;
    expect(saved.dispensings.map((d) => d.date)).toEqual([null, null]);
    expect(saved.otcMedications.map((d) => d.startDate)).toEqual(['2025-01-01', null, null]);
    // Scanned again, it is the same notebook: nothing is added twice.
    const again = await saveScan(api, family, patientId, symbols);
    expect(again.json<SaveScanResponse>()).toMatchObject({ alreadySaved: true });
  });

  it('stores a payload with NUL and control bytes without them', async () => {
    const res = await saveScan(api, demo, DEMO_ACCOUNT_IDS.familyParent, [
      symbol(
        crlf([
          'JAHISTC08,1',
          '5,20240101,1',
          '11,薬局\u0000\u001b[31m,13,4,1300009',
          '201,1,薬\u0007,1,錠,1,,1',
          '301,1,朝,1,日分,1,1,,1',
        ]),
      ),
    ]);
    expect(res.statusCode).toBe(201);
    const [dispensing] = res.json<SaveScanResponse>().dispensings;
    expect(dispensing?.pharmacy?.name).toBe('薬局[31m');
    expect(dispensing?.rps[0]?.drugs[0]?.name).toBe('薬');
  });
});

describe('listing and deleting', () => {
  it('lists visits newest first, then OTC medications by start date', async () => {
    const { status, body } = await list(demo, DEMO_ACCOUNT_IDS.demo);
    expect(status).toBe(200);
    expect(body.dispensings.map((d) => d.date)).toEqual(['2025-09-12', '2025-03-01']);
    expect(body.otcMedications.map((o) => o.name)).toEqual(['ロキソニンＳ']);
  });

  it('deletes one visit for good; scanning it again brings it back', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demoChild;
    const before = (await list(demo, patientId)).body.dispensings;
    const target = before[0]!;
    const url = `${medicationsPath(patientId)}/dispensings/${target.id}`;
    const res = await api.app.inject({ method: 'DELETE', url, headers: bearer(demo) });
    expect(res.statusCode).toBe(204);
    expect((await list(demo, patientId)).body.dispensings.map((d) => d.id)).toEqual([
      before[1]!.id,
    ]);
    const again = await api.app.inject({ method: 'DELETE', url, headers: bearer(demo) });
    expect(again.statusCode).toBe(404);
    const rescan = await saveScan(api, demo, patientId, splitReceipt([1, 2, 3]));
    expect(rescan.json<SaveScanResponse>()).toMatchObject({ addedDispensings: 1 });
  });

  it('does not delete a visit through another patient’s path', async () => {
    const [visit] = (await list(demo, DEMO_ACCOUNT_IDS.demo)).body.dispensings;
    const res = await api.app.inject({
      method: 'DELETE',
      url: `${medicationsPath(DEMO_ACCOUNT_IDS.demoChild)}/dispensings/${visit!.id}`,
      headers: bearer(demo),
    });
    expect(res.statusCode).toBe(404);
    expect((await list(demo, DEMO_ACCOUNT_IDS.demo)).body.dispensings).toHaveLength(2);
  });
});

describe('who may act for the patient', () => {
  it('lets a user whose notebook is shared with them read and save', async () => {
    // demo@ receives 佐藤 一郎's shared notebook and sees his mother 佐藤 トメ through it.
    expect((await list(demo, DEMO_ACCOUNT_IDS.family)).status).toBe(200);
    expect((await list(demo, DEMO_ACCOUNT_IDS.familyParent)).body.dispensings).toHaveLength(1);
    expect((await list(family, DEMO_ACCOUNT_IDS.familyParent)).body.dispensings).toHaveLength(1);
  });

  it('refuses everyone else on every call, with nothing read or changed', async () => {
    const patientId = DEMO_ACCOUNT_IDS.demo;
    const [visit] = (await list(demo, patientId)).body.dispensings;
    const calls = [
      { method: 'GET' as const, url: medicationsPath(patientId) },
      {
        method: 'POST' as const,
        url: `${medicationsPath(patientId)}/scans`,
        payload: { symbols: [symbol(crlf(RECEIPT))] },
      },
      {
        method: 'POST' as const,
        url: `${medicationsPath(patientId)}/scans/check`,
        payload: { symbols: [symbol(crlf(RECEIPT))] },
      },
      { method: 'DELETE' as const, url: `${medicationsPath(patientId)}/dispensings/${visit!.id}` },
      {
        method: 'POST' as const,
        url: `${medicationsPath(patientId)}/otc`,
        payload: { name: '目薬', startDate: '2026-01-01' },
      },
    ];
    for (const call of calls) {
      // 鈴木 次郎 is nobody's family and shares with nobody; 佐藤 一郎 does not see demo@.
      for (const idToken of [stranger, family]) {
        const res = await api.app.inject({ ...call, headers: bearer(idToken) });
        expect({ call: call.url, status: res.statusCode, error: res.json().error }).toEqual({
          call: call.url,
          status: 403,
          error: 'patient_not_allowed',
        });
      }
      const anonymous = await api.app.inject(call);
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await list(demo, patientId)).body.dispensings).toHaveLength(2);
  });
});

describe('OTC medications by JAN code', () => {
  const patientId = DEMO_ACCOUNT_IDS.demo;
  const record = (payload: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: `${medicationsPath(patientId)}/otc`,
      headers: bearer(demo),
      payload,
    });

  it('records a catalogue product with its start date', async () => {
    const res = await record({ janCode: '4999990000038', startDate: '2026-04-01', name: '別名' });
    expect(res.statusCode).toBe(201);
    expect(res.json<OtcMedication>()).toMatchObject({
      name: '【デモ】アセトアミノフェン錠',
      maker: 'デモ製薬',
      riskClass: 'class2',
      startDate: '2026-04-01',
      source: 'catalogue',
    });
  });

  it('records an unknown code with the typed name, and asks for the name without one', async () => {
    const unknown = '4901234567894';
    const withoutName = await record({ janCode: unknown, startDate: '2026-04-02' });
    expect(withoutName.statusCode).toBe(400);
    expect(withoutName.json()).toMatchObject({ error: 'name_required' });
    const typed = await record({ janCode: unknown, name: ' 家の目薬 ', startDate: '2026-04-02' });
    expect(typed.statusCode).toBe(201);
    expect(typed.json<OtcMedication>()).toMatchObject({
      name: '家の目薬',
      janCode: unknown,
      riskClass: null,
      source: 'typed',
    });
  });

  it('refuses a wrong check digit, an impossible date and a start not made yet', async () => {
    const wrong = await record({ janCode: '4999990000039', startDate: '2026-04-01' });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toMatch(/check digit/);
    expect((await record({ name: '目薬', startDate: '2026-02-30' })).statusCode).toBe(400);
    for (const startDate of ['2100-01-01', '1899-12-31']) {
      const refused = await record({ name: '目薬', startDate });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toMatch(/from 1900 up to today/);
    }
  });

  it('lists OTC medications latest start first and deletes one', async () => {
    const { body } = await list(demo, patientId);
    expect(body.otcMedications.map((o) => o.startDate)).toEqual([
      '2026-04-02',
      '2026-04-01',
      '2025-09-01',
    ]);
    const target = body.otcMedications[0]!;
    const url = `${medicationsPath(patientId)}/otc/${target.id}`;
    expect(
      (await api.app.inject({ method: 'DELETE', url, headers: bearer(stranger) })).statusCode,
    ).toBe(403);
    expect(
      (await api.app.inject({ method: 'DELETE', url, headers: bearer(demo) })).statusCode,
    ).toBe(204);
    expect((await list(demo, patientId)).body.otcMedications).toHaveLength(2);
  });
});
