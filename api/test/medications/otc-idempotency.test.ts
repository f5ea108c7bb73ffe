import { randomUUID } from 'node:crypto';
import type { MedicationRecordsResponse } from '@harmo/contracts/medications';
import type { OtcMedication } from '@harmo/contracts/otc-catalogue';
import type * as OtcStore from '../../src/modules/medications/store/otc-medications';
import { findOtcMedicationByIdempotencyKey } from '../../src/modules/medications/store/otc-medications';
import { backend } from '../helpers/database';
import type { OAuthTestApi } from '../oauth/harness';
import {
  DEMO_ACCOUNT_IDS,
  START_TIMEOUT_MS,
  bearer,
  medicationsPath,
  signInDemoUser,
  startMedicationsApi,
} from './harness';

// The store as it is, its key lookup watched: one test hides a committed record from it once.
jest.mock('../../src/modules/medications/store/otc-medications', () => {
  const actual = jest.requireActual<typeof OtcStore>(
    '../../src/modules/medications/store/otc-medications',
  );
  return {
    ...actual,
    findOtcMedicationByIdempotencyKey: jest.fn(actual.findOtcMedicationByIdempotencyKey),
  };
});

let api: OAuthTestApi;
let demo: string;

beforeAll(async () => {
  api = await startMedicationsApi();
  demo = await signInDemoUser(api.app, 'demo');
}, START_TIMEOUT_MS);
afterAll(() => api?.close());

const newKey = () => randomUUID();

const record = (patientId: string, payload: Record<string, unknown>, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: `${medicationsPath(patientId)}/otc`,
    headers: { ...bearer(demo), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

const otcIds = async (patientId: string) => {
  const res = await api.app.inject({
    method: 'GET',
    url: medicationsPath(patientId),
    headers: bearer(demo),
  });
  return res.json<MedicationRecordsResponse>().otcMedications.map((otc) => otc.id);
};

const CATALOGUE = { janCode: '4999990000038', startDate: '2026-04-01' };
const TYPED = { name: '家の目薬', startDate: '2026-04-02' };

describe(`recording an OTC medication with an idempotency key (${backend})`, () => {
  const patientId = DEMO_ACCOUNT_IDS.demo;

  it('records once: a retry with the same key and body gets the first record', async () => {
    const before = await otcIds(patientId);
    const key = newKey();
    const first = await record(patientId, CATALOGUE, key);
    expect(first.statusCode).toBe(201);
    expect(first.json<OtcMedication>()).toMatchObject({
      name: '【デモ】アセトアミノフェン錠',
      source: 'catalogue',
    });
    const retry = await record(
      patientId,
      { startDate: '2026-04-01', janCode: '4999990000038' },
      key,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const after = await otcIds(patientId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((id) => id === first.json<OtcMedication>().id)).toHaveLength(1);
  });

  it('refuses the same key with another body, recording nothing', async () => {
    const key = newKey();
    expect((await record(patientId, TYPED, key)).statusCode).toBe(201);
    const before = await otcIds(patientId);
    for (const other of [
      { ...TYPED, startDate: '2026-04-03' },
      { ...TYPED, name: '別の目薬' },
      { ...TYPED, janCode: '4901234567894' },
    ]) {
      const reused = await record(patientId, other, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        error: 'idempotency_key_reused',
        message:
          'This idempotency key was already used for a different record; make a new key for a new record',
      });
    }
    expect(await otcIds(patientId)).toEqual(before);
  });

  it('records anew for every request without the header, as before', async () => {
    const before = await otcIds(patientId);
    const first = await record(patientId, TYPED);
    const second = await record(patientId, TYPED);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json<OtcMedication>().id).not.toBe(second.json<OtcMedication>().id);
    expect(await otcIds(patientId)).toHaveLength(before.length + 2);
  });

  it.each([
    ['too short', 'abc'],
    ['with a character outside the alphabet', `${newKey()}!`],
    ['empty', ''],
  ])('refuses a key %s with the validation error', async (_what, key) => {
    const before = await otcIds(patientId);
    const res = await record(patientId, TYPED, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      issues: [expect.objectContaining({ path: expect.stringContaining('idempotency-key') })],
    });
    expect(await otcIds(patientId)).toEqual(before);
  });

  it('does not spend a key on a refused request', async () => {
    const key = newKey();
    const refused = await record(
      patientId,
      { janCode: '4901234567894', startDate: '2026-04-02' },
      key,
    );
    expect(refused.json()).toMatchObject({ error: 'name_required' });
    expect((await record(patientId, TYPED, key)).statusCode).toBe(201);
  });

  it('keeps keys per patient: the same key for another patient records anew', async () => {
    const key = newKey();
    const own = await record(patientId, TYPED, key);
    expect(own.statusCode).toBe(201);
    const child = DEMO_ACCOUNT_IDS.demoChild;
    const before = await otcIds(child);
    const childs = await record(child, TYPED, key);
    expect(childs.statusCode).toBe(201);
    expect(childs.json<OtcMedication>()).toMatchObject({ patientId: child });
    expect(childs.json<OtcMedication>().id).not.toBe(own.json<OtcMedication>().id);
    expect(await otcIds(child)).toHaveLength(before.length + 1);
    // And each answers its own retry with its own record.
    expect((await record(child, TYPED, key)).json<OtcMedication>().id).toBe(
      childs.json<OtcMedication>().id,
    );
  });

  it('records once when the same request arrives twice at once', async () => {
    const patient = DEMO_ACCOUNT_IDS.family;
    const before = await otcIds(patient);
    const key = newKey();
    const answers = await Promise.all([
      record(patient, CATALOGUE, key),
      record(patient, CATALOGUE, key),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json<OtcMedication>().id)).size).toBe(1);
    expect(await otcIds(patient)).toHaveLength(before.length + 1);
  });

  it('answers a retry with the record a concurrent request made after its first lookup', async () => {
    // The interleaving the test above may produce, made certain: the retry's lookup of its key
    // comes before the first request's record is there, so its own insert finds the key taken.
    const key = newKey();
    const first = await record(patientId, TYPED, key);
    expect(first.statusCode).toBe(201);
    const before = await otcIds(patientId);
    const lookup = jest.mocked(findOtcMedicationByIdempotencyKey);
    lookup.mockClear();
    lookup.mockResolvedValueOnce(null);
    const retry = await record(patientId, TYPED, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<OtcMedication>().id).toBe(first.json<OtcMedication>().id);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(await otcIds(patientId)).toEqual(before);

    lookup.mockResolvedValueOnce(null);
    const reused = await record(patientId, { ...TYPED, name: '別の目薬' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: 'idempotency_key_reused' });
  });

  it('documents the optional header, the retry answer and the refusal', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: unknown[]; responses: object }>>;
    }>();
    const operation = doc.paths['/ps/v1/patients/{patientId}/medications/otc']?.post;
    expect(operation?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '400', '403', '409']),
    );
  });
});
