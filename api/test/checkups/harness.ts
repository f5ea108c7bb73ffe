import type { CheckupsResponse } from '@harmo/contracts/checkups';
import type { HarmoApp } from '../../src/app';
import { migrate } from '../../src/db';
import type { Database } from '../../src/db';
import { DEMO_ACCOUNT_IDS, createAccountsModule } from '../../src/modules/accounts';
import { createCheckupsModule } from '../../src/modules/checkups';
import { checkupDocument } from '../../src/modules/checkups/portal/standin/checkup-document';
import type { GeneratedCheckup } from '../../src/modules/checkups/portal/standin/checkup-document';
import { createIdentityModule } from '../../src/modules/identity';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { freePort } from '../helpers/ports';
import { bearer, signInDemoUser } from '../oauth/harness';

export { zipOf } from '../helpers/zip';

export { DEMO_ACCOUNT_IDS, bearer, signInDemoUser };

/** 山田 太郎, the demo user's son: the patient whose check-ups the tests import. */
export const TARO_ID: string = DEMO_ACCOUNT_IDS.demoChild;

/** The web app's return page for the portal link, on an origin the api allows. */
export const RETURN_URL = 'http://localhost:3000/mynapo/link-myna-data';

export interface CheckupsTestApi {
  app: HarmoApp;
  db: Database;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The api with identity, accounts and check-ups over a fresh migrated database, the demo
 * accounts seeded, listening on a real port: the portal stand-in is reached over HTTP like the
 * real portal would be. `now` fixes the check-ups' clock (the day a check-up may not be after).
 */
export async function startCheckupsApi(
  env: NodeJS.ProcessEnv = {},
  options: { now?: () => Date } = {},
): Promise<CheckupsTestApi> {
  const testDb = await createTestDatabase();
  await migrate(testDb.db);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const config = testConfig({ PUBLIC_URL: baseUrl, PORT: String(port) });
  const app = await buildTestApp({
    db: testDb.db,
    config,
    modules: [
      createIdentityModule({ seedDemo: true, env: {} }),
      createAccountsModule({ seedDemo: true, env: {} }),
      createCheckupsModule({ env, now: options.now }),
    ],
  });
  await app.listen({ host: 'localhost', port });
  return {
    app,
    db: testDb.db,
    baseUrl,
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** The api of one describe block, and the demo users signed in to it. */
export interface SignedInCheckupsApi {
  api: CheckupsTestApi;
  /** demo@, who acts for Taro. */
  demo: string;
  /** family@, who does not act for Taro. */
  family: string;
}

/**
 * Starts the api (as `startCheckupsApi`) before the tests of the calling describe block, signs
 * demo@ and family@ in, and closes it after them. The fields are filled once the block's tests
 * run, so read them inside tests and hooks, not when the block is declared.
 */
export function signedInCheckupsApi(
  env: NodeJS.ProcessEnv = {},
  options: { now?: () => Date } = {},
): SignedInCheckupsApi {
  const block = {} as SignedInCheckupsApi;
  beforeAll(async () => {
    block.api = await startCheckupsApi(env, options);
    block.demo = await signInDemoUser(block.api.app, 'demo');
    block.family = await signInDemoUser(block.api.app, 'family');
  });
  afterAll(async () => {
    await block.api?.close();
  });
  return block;
}

/** An upload to the import endpoint: whose token, for which patient, and what file. */
export interface CheckupUpload {
  idToken: string;
  /** Taro unless given. */
  patientId?: string;
  fileName?: string;
  /** The media type; a zip unless given. */
  type?: string;
}

/** Sends `body` to the import endpoint as the web app's upload does. */
export const uploadCheckups = (
  api: CheckupsTestApi,
  body: Buffer,
  {
    idToken,
    patientId = TARO_ID,
    fileName = 'checkups.zip',
    type = 'application/zip',
  }: CheckupUpload,
) =>
  api.app.inject({
    method: 'POST',
    url: `/ps/v1/patients/${patientId}/checkups/imports`,
    query: { fileName },
    headers: { ...bearer(idToken), 'content-type': type },
    payload: body,
  });

/** The patient's check-up list as `idToken` reads it; the read itself must succeed. */
export async function listCheckups(
  api: CheckupsTestApi,
  idToken: string,
  patientId = TARO_ID,
): Promise<CheckupsResponse> {
  const res = await api.app.inject({
    method: 'GET',
    url: `/ps/v1/patients/${patientId}/checkups`,
    headers: bearer(idToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<CheckupsResponse>();
}

/** 山田 太郎, the demo user's son, as his check-up files name him. */
export const TARO: GeneratedCheckup['patient'] = {
  nameKana: 'ヤマダ　タロウ',
  sex: '1',
  birthDate: '2016-08-03',
};

/** A check-up of Taro on `date`, with an HbA1c of `hba1c` and a few other results. */
export function taroCheckup(date: string, hba1c: number, patient = TARO): GeneratedCheckup {
  return {
    date,
    institution: { code: '1310000001', name: 'みどり健診センター' },
    patient,
    items: [
      { code: '9N001000000000001', name: '身長', value: 150.2, unit: 'cm' },
      { code: '9A751000000000001', name: '収縮期血圧', value: 118, unit: 'mmHg' },
      { code: '3D046000001906202', name: 'ＨｂＡ１ｃ', value: hba1c, unit: '%' },
      {
        code: '9N701000000000011',
        name: '服薬1（血圧）',
        value: '2',
        codeSystem: '1.2.392.200119.6.2003',
      },
      { code: '3C015000002327101', name: '血清クレアチニン', value: 0.5, unit: 'mg/dl' },
      { code: '8A065000002391901', name: 'eGFR', value: 95, unit: 'ml/min/1.73m2' },
    ],
  };
}

export const xmlOf = (checkup: GeneratedCheckup): Buffer => Buffer.from(checkupDocument(checkup));

/** The archive index file of a bundle (it holds no check-up and is passed over). */
export const ARCHIVE_INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<index xmlns="http://tokuteikenshin.jp/checkup/2007">
  <interactionType code="6"/><creationTime value="20250401"/>
  <serviceEventType code="1"/><totalRecordCount value="4"/>
</index>`;
