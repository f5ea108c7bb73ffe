import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { HarmoApp } from '../../src/app';
import { createDatabase, migrate } from '../../src/db';
import type { Database } from '../../src/db';
import { createAccountsModule } from '../../src/modules/accounts';
import { createDispensingOrdersModule } from '../../src/modules/dispensing-orders';
import type { DispensingOrdersModuleOptions } from '../../src/modules/dispensing-orders';
import { upsertFacilities } from '../../src/modules/facilities/store/write-facilities';
import type { FacilityRecord } from '../../src/modules/facilities/domain/facility';
import { createIdentityModule } from '../../src/modules/identity';
import { createOAuthModule, insertServiceClientIfAbsent } from '../../src/modules/oauth';
import { createPrescriptionsModule } from '../../src/modules/prescriptions';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestStore, postgresUrl } from '../helpers/database';
import type { TestStore } from '../helpers/database';
import { freePort } from '../helpers/ports';
import { DEMO_ACCOUNT_IDS, bearer, signInDemoUser, tokenRequest } from '../oauth/harness';

export { DEMO_ACCOUNT_IDS, bearer, signInDemoUser };

const ALL_DAY = [{ open: '00:00', close: '24:00' }];

/** A pharmacy open around the clock every day, so that any pick-up time in range is valid. */
export function testPharmacy(id: string, name: string): FacilityRecord {
  return {
    id,
    type: 'pharmacy',
    name,
    kana: null,
    address: '東京都千代田区テスト町1-1',
    prefecture: '東京都',
    prefectureCode: '13',
    municipality: '千代田区',
    lat: 35.68,
    lng: 139.76,
    phone: '03-0000-0000',
    website: null,
    openingHours: {
      mon: ALL_DAY,
      tue: ALL_DAY,
      wed: ALL_DAY,
      thu: ALL_DAY,
      fri: ALL_DAY,
      sat: ALL_DAY,
      sun: ALL_DAY,
      holiday: ALL_DAY,
      original: '24時間',
      unparsed: [],
    },
    afterHours: true,
    attributes: {},
    source: 'test',
    sourceDate: null,
    withdrawnAt: null,
  };
}

export const PHARMACY_A = {
  facilityId: 'test:1',
  clientId: 'test-pharmacy-a',
  secret: 'a'.repeat(40),
};
export const PHARMACY_B = {
  facilityId: 'test:2',
  clientId: 'test-pharmacy-b',
  secret: 'b'.repeat(40),
};
/** A hospital: orders may not go there. */
export const HOSPITAL_ID = 'test:3';

export interface Instance {
  app: HarmoApp;
  baseUrl: string;
}

export interface DispensingTestApi extends Instance {
  db: Database;
  /** Another api instance behind the same load balancer: its own connections on a server. */
  secondInstance(): Promise<Instance>;
  close(): Promise<void>;
}

/** Starting the api on a fresh database takes a while on a busy machine. */
export const START_TIMEOUT_MS = 120_000;

/**
 * The api with identity, accounts, OAuth, prescriptions and dispensing orders on a fresh
 * migrated database, listening on a real port, with the demo users, two pharmacies with their
 * pharmacy clients, and a hospital.
 */
export async function startDispensingApi(
  options: DispensingOrdersModuleOptions = {},
): Promise<DispensingTestApi> {
  // On a server each instance gets its own connections (a store); the embedded database is one
  // process's, in memory here.
  const store: TestStore | null = postgresUrl ? await createTestStore() : null;
  const databases: Database[] = [];
  const openDatabase = async () => {
    const db = store ? await store.open() : await createDatabase({ memory: true });
    databases.push(db);
    return db;
  };
  const db = await openDatabase();
  await migrate(db);
  await upsertFacilities(db, [
    testPharmacy(PHARMACY_A.facilityId, 'テスト薬局A'),
    testPharmacy(PHARMACY_B.facilityId, 'テスト薬局B'),
    { ...testPharmacy(HOSPITAL_ID, 'テスト病院'), type: 'hospital' },
  ]);
  for (const pharmacy of [PHARMACY_A, PHARMACY_B]) {
    await insertServiceClientIfAbsent(db, {
      clientId: pharmacy.clientId,
      kind: 'pharmacy',
      name: pharmacy.clientId,
      secret: pharmacy.secret,
      now: new Date(),
    });
    await db.query('INSERT INTO pharmacy_clients (client_id, facility_id) VALUES ($1, $2)', [
      pharmacy.clientId,
      pharmacy.facilityId,
    ]);
  }

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = testConfig({ PUBLIC_URL: baseUrl, PORT: String(port) });
  const start = async (database: Database, listenPort: number): Promise<HarmoApp> => {
    const app = await buildTestApp({
      db: database,
      config,
      modules: [
        createIdentityModule({ seedDemo: true, env: {} }),
        createAccountsModule({ seedDemo: true, env: {} }),
        createOAuthModule({ env: {} }),
        createPrescriptionsModule(),
        createDispensingOrdersModule({ env: {}, config: { demoPharmacies: false }, ...options }),
      ],
    });
    await app.listen({ host: 'localhost', port: listenPort });
    return app;
  };
  const app = await start(db, port);
  const others: HarmoApp[] = [];
  return {
    app,
    baseUrl,
    db,
    async secondInstance() {
      // On a server each instance has its own pool and listening connection; the embedded
      // database is one process's, so there the second instance shares it.
      const database = postgresUrl ? await openDatabase() : db;
      const otherPort = await freePort();
      const other = await start(database, otherPort);
      others.push(other);
      return { app: other, baseUrl: `http://localhost:${otherPort}` };
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      for (const database of databases) await database.close();
      await store?.destroy();
    },
  };
}

/** A client credentials access token of a pharmacy client. */
export async function pharmacyToken(
  baseUrl: string,
  pharmacy: { clientId: string; secret: string },
): Promise<string> {
  const { status, body } = await tokenRequest(
    `${baseUrl}/oauth`,
    { grant_type: 'client_credentials' },
    { clientId: pharmacy.clientId, clientSecret: pharmacy.secret },
  );
  if (status !== 200) throw new Error(`client credentials failed: ${JSON.stringify(body)}`);
  return body.access_token as string;
}

/** A small real JPEG; with `gps`, it carries an EXIF location as a phone camera writes it. */
export async function jpegPhoto(options: { gps?: boolean } = {}): Promise<Buffer> {
  let image = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 240, b: 230 } },
  }).jpeg({ quality: 80 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'HarmoTestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 40/1 5000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 45/1 3000/100',
      },
    });
  }
  return image.toBuffer();
}

/** Stores a photo prescription for the patient and answers its id. */
export async function photoPrescription(
  api: Instance,
  idToken: string,
  patientId: string,
): Promise<string> {
  const res = await api.app.inject({
    method: 'POST',
    url: `/ps/v1/patients/${patientId}/prescriptions`,
    headers: bearer(idToken),
    payload: { kind: 'photo', imageBase64: (await jpegPhoto()).toString('base64') },
  });
  if (res.statusCode !== 201) throw new Error(`prescription upload failed: ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** A pick-up time tomorrow, on the hour (the test pharmacies never close). */
export function tomorrow(): string {
  const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
  at.setUTCMinutes(0, 0, 0);
  return at.toISOString();
}

export const newKey = () => randomUUID();

export function submit(
  api: Instance,
  idToken: string,
  patientId: string,
  body: Record<string, unknown>,
  key: string = newKey(),
) {
  return api.app.inject({
    method: 'POST',
    url: `/ps/v1/patients/${patientId}/dispensing-orders`,
    headers: { ...bearer(idToken), 'idempotency-key': key },
    payload: body,
  });
}

export function pickupOrder(prescriptionId: string, facilityId = PHARMACY_A.facilityId) {
  return { facilityId, prescriptionId, receive: { type: 'pickup', pickupAt: tomorrow() } };
}

/** A pharmacy API call through inject. */
export function pharmacyCall(
  api: Instance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  return api.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}
