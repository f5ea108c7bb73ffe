import sharp from 'sharp';
import { backend } from '../helpers/database';
import type { DispensingTestApi } from './harness';
import {
  DEMO_ACCOUNT_IDS,
  PHARMACY_A,
  START_TIMEOUT_MS,
  PHARMACY_B,
  bearer,
  jpegPhoto,
  pharmacyCall,
  pharmacyToken,
  pickupOrder,
  signInDemoUser,
  startDispensingApi,
  submit,
} from './harness';

let api: DispensingTestApi;
let demo: string;
let other: string;

beforeAll(async () => {
  api = await startDispensingApi();
  demo = await signInDemoUser(api.app, 'demo');
  other = await signInDemoUser(api.app, 'family');
}, START_TIMEOUT_MS);
afterAll(async () => {
  await api.close();
});

const upload = (token: string, patientId: string, payload: Record<string, unknown>) =>
  api.app.inject({
    method: 'POST',
    url: `/ps/v1/patients/${patientId}/prescriptions`,
    headers: bearer(token),
    payload,
  });

/** A prescription QR's bytes as printed (Shift_JIS), base64. */
const qrSymbol = (text: string) => {
  // Only ASCII and half-width digits here, so Latin-1 bytes equal the Shift_JIS ones.
  return Buffer.from(text.replace(/\n/g, '\r\n'), 'latin1').toString('base64');
};

const PRESCRIPTION_TEXT = [
  'JAHIS10',
  '1,1,1234567,13,',
  '5,,,',
  '11,,,ﾔﾏﾀﾞ ﾊﾅｺ',
  '12,2',
  '13,4280412',
  '22,06132013',
  '51,20261120',
  '101,1,1,,14',
  '111,1,1,,,3',
  '201,1,1,1,7,1149019F1ZZZ,,3,1,',
  '',
].join('\n');

describe(`prescription photos (${backend})`, () => {
  it('stores a JPEG without its EXIF location, and serves it only to the patient and the pharmacy', async () => {
    const original = await jpegPhoto({ gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(demo, DEMO_ACCOUNT_IDS.demo, {
      kind: 'photo',
      imageBase64: original.toString('base64'),
    });
    expect(res.statusCode).toBe(201);
    const prescription = res.json();
    expect(prescription).toMatchObject({
      kind: 'photo',
      patientId: DEMO_ACCOUNT_IDS.demo,
      photo: { contentType: 'image/jpeg', width: 64, height: 48 },
      qr: null,
    });

    const image = await api.app.inject({
      method: 'GET',
      url: `/ps/v1/prescriptions/${prescription.id}/image`,
      headers: bearer(demo),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const stored = image.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('HarmoTestCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    // Neither is it left in the database in some other row.
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*) AS n FROM blobs WHERE position('HarmoTestCam'::bytea in data) > 0",
    );
    expect(rows[0]?.n).toBe(0);

    // Another account that may not act for 山田 花子 sees nothing, not even that it exists.
    for (const url of [
      `/ps/v1/prescriptions/${prescription.id}`,
      `/ps/v1/prescriptions/${prescription.id}/image`,
    ]) {
      const refused = await api.app.inject({ method: 'GET', url, headers: bearer(other) });
      expect(refused.statusCode).toBe(404);
    }

    // The pharmacy the order goes to reads the photo; another pharmacy does not.
    const order = await submit(api, demo, DEMO_ACCOUNT_IDS.demo, pickupOrder(prescription.id));
    expect(order.statusCode).toBe(201);
    const path = `/pharmacy/v1/orders/${order.json().id}/prescription/image`;
    const forA = await pharmacyCall(api, await pharmacyToken(api.baseUrl, PHARMACY_A), 'GET', path);
    expect(forA.statusCode).toBe(200);
    expect(forA.headers['cache-control']).toBe('private, no-store');
    expect(forA.rawPayload.equals(stored)).toBe(true);
    const forB = await pharmacyCall(api, await pharmacyToken(api.baseUrl, PHARMACY_B), 'GET', path);
    expect(forB.statusCode).toBe(404);
  });

  it('refuses a file over 10 MB with its size', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(demo, DEMO_ACCOUNT_IDS.demo, {
      kind: 'photo',
      imageBase64: big.toString('base64'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'photo_too_large',
      message: 'The photo is 12.0 MB; at most 10 MB is accepted',
    });
  });

  it('refuses a PDF named .jpg: the type comes from the bytes', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');
    const res = await upload(demo, DEMO_ACCOUNT_IDS.demo, {
      kind: 'photo',
      imageBase64: pdf.toString('base64'),
      fileName: 'prescription.jpg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'photo_type_not_allowed' });
    expect(res.json().message).toMatch(/not a JPEG or PNG/);
  });

  it('refuses a damaged image that only starts like a JPEG', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await upload(demo, DEMO_ACCOUNT_IDS.demo, {
      kind: 'photo',
      imageBase64: broken.toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'photo_unreadable' });
  });

  it('refuses to store for a patient the account may not act for', async () => {
    const res = await upload(other, DEMO_ACCOUNT_IDS.demoChild, {
      kind: 'photo',
      imageBase64: (await jpegPhoto()).toString('base64'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'patient_not_found' });
  });
});

describe(`prescription QR codes (${backend})`, () => {
  it('parses a JAHIS prescription into drugs, a generic name marked', async () => {
    const res = await upload(demo, DEMO_ACCOUNT_IDS.demoChild, {
      kind: 'qr',
      symbols: [qrSymbol(PRESCRIPTION_TEXT)],
    });
    expect(res.statusCode).toBe(201);
    const { qr, photo, kind } = res.json();
    expect(kind).toBe('qr');
    expect(photo).toBeNull();
    expect(qr.prescription).toMatchObject({
      version: 'JAHIS10',
      issueDate: '20261120',
      patient: { sex: '2', birthDate: '20160412' },
      rps: [
        {
          number: 1,
          days: 14,
          drugs: [{ codeType: '7', code: '1149019F1ZZZ', amount: 3, generic: true }],
        },
      ],
    });
  });

  it('refuses a medication notebook code with the reason', async () => {
    const res = await upload(demo, DEMO_ACCOUNT_IDS.demo, {
      kind: 'qr',
      symbols: [qrSymbol('JAHISTC08,1\n1,ﾔﾏﾀﾞ ﾊﾅｺ,2,19850412\n')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'qr_not_prescription',
      reason: 'notebook_code',
      message: expect.stringContaining('medication notebook'),
    });
  });

  it('refuses a code that prescribes nothing, which no pharmacy could dispense', async () => {
    const res = await upload(demo, DEMO_ACCOUNT_IDS.demo, {
      kind: 'qr',
      symbols: [qrSymbol('JAHIS10\r\n1,1,1234567,13,テスト医院\r\n51,20251201\r\n')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'qr_not_prescription',
      reason: 'no_drugs',
      message: expect.stringContaining('prescribes no drug'),
    });
  });

  it('refuses garbage and malformed symbols with clear messages', async () => {
    const garbage = await upload(demo, DEMO_ACCOUNT_IDS.demo, {
      kind: 'qr',
      symbols: [Buffer.from([0x00, 0xff, 0x13, 0x37, 0x80]).toString('base64')],
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({
      error: 'qr_not_prescription',
      reason: 'not_jahis',
      message: expect.stringMatching(/not a JAHIS prescription code/),
    });

    const notBase64 = await upload(demo, DEMO_ACCOUNT_IDS.demo, {
      kind: 'qr',
      symbols: ['JAHIS10,not base64!'],
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json()).toMatchObject({
      error: 'validation_error',
      issues: [{ path: 'body.symbols.0', message: 'A QR symbol must be base64' }],
    });
  });
});
