import { randomUUID } from 'node:crypto';
import type { MedicationRecordsResponse } from '@harmo/contracts/medications';
import type { OtcMedication } from '@harmo/contracts/otc-catalogue';
import type * as OtcStore from '../../src/modules/medications/store/otc-medications';
import {
  findRemovedOtcMedicationKey,
  findOtcMedicationByIdempotencyKey,
} from '../../src/modules/medications/store/otc-medications';
import { backend } from '../helpers/database';
import type { OAuthTestApi } from '../oauth/harness';
import {
  DEMO_ACCOUNT_IDS,
  START_TIMEOUT_MS,
  bearer,
  RECEIPT,
  crlf,
  medicationsPath,
  saveScan,
  signInDemoUser,
  startMedicationsApi,
  symbol,
} from './harness';

// The store as it is, its key lookups watched: a test hides a committed record, or the key a
// deleted record left, from them once.
jest.mock('../../src/modules/medications/store/otc-medications', () => {
  const actual = jest.requireActual<typeof OtcStore>(
    '../../src/modules/medications/store/otc-medications',
  );
  return {
    ...actual,
    findOtcMedicationByIdempotencyKey: jest.fn(actual.findOtcMedicationByIdempotencyKey),
    findRemovedOtcMedicationKey: jest.fn(actual.findRemovedOtcMedicationKey),
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

const remove = (patientId: string, otcMedicationId: string) =>
  api.app.inject({
    method: 'DELETE',
    url: `${medicationsPath(patientId)}/otc/${otcMedicationId}`,
    headers: bearer(demo),
  });

/** The keys the patient's deleted records left behind, as stored. */
const removedKeys = async (patientId: string) => {
  const { rows } = await api.db.query<{ idempotency_key: string }>(
    `SELECT idempotency_key FROM otc_medication_removed_keys WHERE patient_id = $1
     ORDER BY idempotency_key`,
    [patientId],
  );
  return rows.map((row) => row.idempotency_key);
};

/** Records `payload` under a new key, then deletes it: the key, and the list after. */
async function recordThenDelete(patientId: string, payload: Record<string, unknown>) {
  const key = newKey();
  const first = await record(patientId, payload, key);
  expect(first.statusCode).toBe(201);
  const { id } = first.json<OtcMedication>();
  expect((await remove(patientId, id)).statusCode).toBe(204);
  const afterDeletion = await otcIds(patientId);
  expect(afterDeletion).not.toContain(id);
  return { key, afterDeletion };
}

const DELETED = {
  error: 'otc_medication_not_found',
  message: 'The OTC medication this idempotency key recorded has since been deleted',
};

const REUSED = {
  error: 'idempotency_key_reused',
  message:
    'This idempotency key was already used for a different record; make a new key for a new record',
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

  it('answers a late retry of a deleted record 404, and the deletion stands', async () => {
    // The answer to the record was lost; the person deleted it in another tab; the first tab
    // sends the same request again under its key.
    const { key, afterDeletion } = await recordThenDelete(patientId, CATALOGUE);

    for (const retry of [CATALOGUE, { startDate: '2026-04-01', janCode: '4999990000038' }]) {
      const res = await record(patientId, retry, key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(DELETED);
    }
    expect(await otcIds(patientId)).toEqual(afterDeletion);
    expect(await removedKeys(patientId)).toContain(key);
  });

  it('refuses another body under the key of a deleted record, recording nothing', async () => {
    const { key, afterDeletion } = await recordThenDelete(patientId, TYPED);
    for (const other of [
      { ...TYPED, startDate: '2026-04-03' },
      { ...TYPED, name: '別の目薬' },
      CATALOGUE,
    ]) {
      const reused = await record(patientId, other, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual(REUSED);
    }
    expect(await otcIds(patientId)).toEqual(afterDeletion);
  });

  it('leaves no key behind when a record without a key, or a scanned one, is deleted', async () => {
    const keysBefore = await removedKeys(patientId);
    const unkeyed = await record(patientId, TYPED);
    expect(unkeyed.statusCode).toBe(201);
    expect((await remove(patientId, unkeyed.json<OtcMedication>().id)).statusCode).toBe(204);
    const scan = await saveScan(api, demo, patientId, [symbol(crlf(RECEIPT))]);
    const scanned = scan
      .json<{ otcMedications: OtcMedication[] }>()
      .otcMedications.find((otc) => otc.source === 'scan');
    expect(scanned).toBeDefined();
    expect((await remove(patientId, scanned!.id)).statusCode).toBe(204);
    expect(await removedKeys(patientId)).toEqual(keysBefore);

    // The same medicine recorded again under a new key is a new record, as ever.
    const before = await otcIds(patientId);
    const keyed = await record(patientId, TYPED, newKey());
    expect(keyed.statusCode).toBe(201);
    expect(await otcIds(patientId)).toEqual(
      expect.arrayContaining([...before, keyed.json<OtcMedication>().id]),
    );
    expect(await otcIds(patientId)).toHaveLength(before.length + 1);
  });

  it('answers 404 when the record its key made was deleted after the retry looked', async () => {
    // A retry and a deletion interleaved: the retry looks for its key before the deletion
    // commits (hidden here), so its insert goes in where the deleted record was. Finding the key
    // among the removed ones then undoes that insert, and the deletion stands.
    const { key, afterDeletion } = await recordThenDelete(patientId, TYPED);
    const lookup = jest.mocked(findRemovedOtcMedicationKey);
    lookup.mockClear();

    lookup.mockResolvedValueOnce(null);
    const retry = await record(patientId, TYPED, key);
    expect(retry.statusCode).toBe(404);
    expect(retry.json()).toEqual(DELETED);
    expect(lookup).toHaveBeenCalledTimes(2);

    lookup.mockResolvedValueOnce(null);
    const reused = await record(patientId, { ...TYPED, name: '別の目薬' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual(REUSED);
    expect(await otcIds(patientId)).toEqual(afterDeletion);
  });

  it('keeps the key of a deleted record per patient: another patient records with it anew', async () => {
    const { key } = await recordThenDelete(patientId, TYPED);
    const child = DEMO_ACCOUNT_IDS.demoChild;
    const childs = await record(child, TYPED, key);
    expect(childs.statusCode).toBe(201);
    expect(childs.json<OtcMedication>()).toMatchObject({ patientId: child });
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
      expect.arrayContaining(['200', '201', '400', '403', '404', '409']),
    );
  });
});
