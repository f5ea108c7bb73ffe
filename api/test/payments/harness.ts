import type { HarmoApp } from '../../src/app';
import { migrate } from '../../src/db';
import type { Database } from '../../src/db';
import { DEMO_ACCOUNT_IDS, createAccountsModule } from '../../src/modules/accounts';
import {
  DEFAULT_PUBLIC_KEY,
  DEFAULT_SECRET_KEY,
  createCardGatewayModule,
} from '../../src/modules/card-gateway';
import type { HarmoModule } from '../../src/modules';
import { createDispensingOrdersModule } from '../../src/modules/dispensing-orders';
import { upsertFacilities } from '../../src/modules/facilities/store/write-facilities';
import { createIdentityModule } from '../../src/modules/identity';
import { createOAuthModule, insertServiceClientIfAbsent } from '../../src/modules/oauth';
import { createPaymentsModule } from '../../src/modules/payments';
import { createPrescriptionsModule } from '../../src/modules/prescriptions';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import { freePort } from '../helpers/ports';
import { PHARMACY_B, testPharmacy } from '../dispensing/harness';
import { signInDemoUser } from '../oauth/harness';

export { DEMO_ACCOUNT_IDS, signInDemoUser };
export const PUBLIC_KEY = DEFAULT_PUBLIC_KEY;
export const SECRET_KEY = DEFAULT_SECRET_KEY;
/** Where the web app asks the challenge page to send the browser back. */
export const BACK_URL = 'http://localhost:3000/payment/credit-card';

export interface PaymentsTestApi {
  app: HarmoApp;
  db: Database;
  baseUrl: string;
  gatewayUrl: string;
  close(): Promise<void>;
}

/**
 * The api with identity, accounts (demo users), the card gateway stand-in and payments over a
 * fresh database, listening on a real port: the product reaches the gateway over HTTP through
 * its configured base URL, as it does in production.
 */
export async function startPaymentsApi(
  options: { orders?: boolean; line?: GatewayLine } = {},
): Promise<PaymentsTestApi> {
  const testDb = await createTestDatabase();
  await migrate(testDb.db);
  const extra: HarmoModule[] = [];
  if (options.orders) {
    // Orders to pay: a pharmacy open around the clock with its pharmacy client.
    await upsertFacilities(testDb.db, [testPharmacy(PHARMACY_B.facilityId, 'テスト薬局B')]);
    await insertServiceClientIfAbsent(testDb.db, {
      clientId: PHARMACY_B.clientId,
      kind: 'pharmacy',
      name: PHARMACY_B.clientId,
      secret: PHARMACY_B.secret,
      now: new Date(),
    });
    await testDb.db.query('INSERT INTO pharmacy_clients (client_id, facility_id) VALUES ($1, $2)', [
      PHARMACY_B.clientId,
      PHARMACY_B.facilityId,
    ]);
    extra.push(
      createOAuthModule({ env: {} }),
      createPrescriptionsModule(),
      createDispensingOrdersModule({ env: {}, config: { demoPharmacies: false } }),
    );
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const gatewayUrl = `${baseUrl}/card-gateway`;
  const env = { CARD_GATEWAY_URL: gatewayUrl };
  const app = await buildTestApp({
    db: testDb.db,
    config: testConfig({ PUBLIC_URL: baseUrl, PORT: String(port) }),
    modules: [
      createIdentityModule({ seedDemo: true, env: {} }),
      createAccountsModule({ seedDemo: true, env: {} }),
      createCardGatewayModule({ env }),
      createPaymentsModule({ env, fetch: options.line?.fetch }),
      ...extra,
    ],
  });
  await app.listen({ host: 'localhost', port });
  return {
    app,
    db: testDb.db,
    baseUrl,
    gatewayUrl,
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

export const basic = (key: string) => ({
  authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
});

/** The parts of the gateway's answers the tests read (a token, a customer, a charge or an error). */
export interface GatewayAnswer {
  id: string;
  error: { type: string; code?: string; message: string; status: number; param?: string };
  card: { brand: string; last4: string; three_d_secure_status: string | null };
  cards: { data: { id: string }[] };
  default_card: string | null;
  /** A list's entries (`GET /v1/charges?customer=`). */
  data: { id: string; metadata?: unknown }[];
}

export interface CardInput {
  number: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
  name?: string;
  email?: string;
}

/** What the browser sends to the tokenizer (public key, form-encoded, 3-D Secure asked). */
export async function tokenize(api: PaymentsTestApi, card: CardInput) {
  const res = await fetch(`${api.gatewayUrl}/v1/tokens`, {
    method: 'POST',
    headers: { ...basic(PUBLIC_KEY), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      'card[number]': card.number,
      'card[exp_month]': card.expMonth ?? '12',
      'card[exp_year]': card.expYear ?? String(new Date().getFullYear() + 3),
      'card[cvc]': card.cvc ?? '123',
      'card[name]': card.name ?? 'HANAKO YAMADA',
      'card[email]': card.email ?? 'demo@harmo.example',
      three_d_secure: 'true',
    }).toString(),
  });
  return { status: res.status, body: (await res.json()) as GatewayAnswer };
}

/** The tester's choice on the challenge page, as the page's form posts it. */
export async function answerChallenge(
  api: PaymentsTestApi,
  tokenId: string,
  result: 'verified' | 'failed' = 'verified',
  backUrl = BACK_URL,
) {
  const res = await fetch(`${api.gatewayUrl}/v1/tds/${tokenId}/challenge`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result, publickey: PUBLIC_KEY, back_url: backUrl }).toString(),
  });
  return res;
}

/** The whole registration: token, challenge passed, the product API stores the card. */
export async function registerCard(
  api: PaymentsTestApi,
  idToken: string,
  patientId: string,
  card: CardInput,
) {
  const token = await tokenize(api, card);
  if (token.status !== 200) throw new Error(`token refused: ${JSON.stringify(token.body)}`);
  await answerChallenge(api, token.body.id as string);
  return api.app.inject({
    method: 'POST',
    url: `/ps/v1/patients/${patientId}/payment/cards`,
    headers: { authorization: `Bearer ${idToken}` },
    payload: { token: token.body.id },
  });
}

/** What a broken line does to one request of the api to the gateway. */
export type LineFault =
  /** The request never reaches the gateway. */
  | 'unreachable'
  /** The gateway acts on the request, but its answer never comes back. */
  | 'answer_lost'
  /** The gateway refuses the request itself, in its error shape. */
  | { status: number; error: { type: string; code?: string; message: string } };

export interface GatewayLine {
  /** The api's fetch to the gateway (`createPaymentsModule({ fetch })`). */
  fetch: typeof fetch;
  /** The api's next request with this method and a path matching `path` meets `fault`. */
  breakNext(method: string, path: RegExp, fault: LineFault): void;
}

/** The api's line to the card gateway, which a test can break for one request at a time. */
export function gatewayLine(): GatewayLine {
  const faults: { method: string; path: RegExp; fault: LineFault }[] = [];

  const lineFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const index = faults.findIndex((f) => f.method === method && f.path.test(url.pathname));
    const fault = index === -1 ? null : faults.splice(index, 1)[0]!.fault;
    if (fault === 'unreachable') throw new TypeError('fetch failed');
    if (fault && typeof fault === 'object') {
      return Response.json(
        { error: { ...fault.error, status: fault.status } },
        { status: fault.status },
      );
    }
    const response = await fetch(input, init);
    if (fault === 'answer_lost') {
      // The gateway did the work; its answer never reaches the api.
      await response.arrayBuffer();
      throw new TypeError('fetch failed');
    }
    return response;
  };

  return {
    fetch: lineFetch,
    breakNext(method, path, fault) {
      faults.push({ method, path, fault });
    },
  };
}
