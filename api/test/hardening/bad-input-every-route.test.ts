import type { ServerResponse } from 'node:http';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { HarmoApp } from '../../src/app';
import { buildApp } from '../../src/app';
import { migrate } from '../../src/db';
import { DEMO_ACCOUNT_IDS } from '../../src/modules/accounts';
import { DEMO_PHARMACY_CLIENTS } from '../../src/modules/dispensing-orders';
import { DEFAULT_CLIENT_ID } from '../../src/modules/identity';
import { IDENTITY_ACTIONS } from '../../src/modules/identity/actions';
import { DEFAULT_SECRET_KEY } from '../../src/modules/card-gateway';
import { testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/database';
import type { TestDatabase } from '../helpers/database';
import { freePort } from '../helpers/ports';
import { pharmacyToken } from '../dispensing/harness';
import { discover, grantTokens, registerClient, signInDemoUser } from '../oauth/harness';

/**
 * Product rule: whatever a client sends, the api answers 4xx with a clear message, never 5xx.
 * This test builds the whole api as production composes it (every module, the development
 * helpers on so that their routes are covered too), lists every route the app registers and
 * sends each one a battery of malformed requests, anonymously and with each kind of credential
 * the api knows. A route added later is covered without touching this file.
 */

// Every route as Fastify registers it. buildApp registers all routes before it returns, so the
// list is taken by an onRoute hook on the instance as soon as Fastify creates it.
const mockRoutes: RouteOptions[] = [];
// The raw reply of each request by its source address (unique per probe), so that an open event
// stream can be seen while it is still open.
const mockReplies = new Map<string, ServerResponse>();
jest.mock('fastify', () => {
  const actual = jest.requireActual<typeof FastifyModule>('fastify');
  const create = (options: unknown) => {
    const app = (actual.default as unknown as (o: unknown) => FastifyInstance)(options);
    app.addHook('onRoute', (route) => {
      mockRoutes.push(route as RouteOptions);
    });
    app.addHook('onRequest', async (request, reply) => {
      mockReplies.set(request.ip, reply.raw);
    });
    return app;
  };
  return Object.assign(create, actual, { default: create, fastify: create });
});

/** How long an answer may stay open after its status line before it is taken for a stream. */
const STREAM_WAIT_MS = 200;
const UUID = '3f0c7a52-9d1e-4b8a-8c2f-6a1b2c3d4e5f';
const LONG = 'a'.repeat(100_000);

type Credential = { name: string; headers: Record<string, string> };

interface Probe {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  label: string;
  /** Sent with every credential; the others only with credentials the route takes. */
  basic: boolean;
}

interface Failure {
  route: string;
  probe: string;
  status: number;
  body: string;
}

let testDb: TestDatabase;
let app: HarmoApp;
let port: number;
let credentials: Credential[];

const savedResponder = process.env.DEMO_PHARMACY_RESPONDER;

beforeAll(async () => {
  // The demo pharmacy's responder answers orders on a timer; nothing here needs it.
  process.env.DEMO_PHARMACY_RESPONDER = 'off';
  testDb = await createTestDatabase();
  await migrate(testDb.db);
  port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  app = await buildApp({
    config: testConfig({ PUBLIC_URL: baseUrl, PORT: String(port) }),
    db: testDb.db,
    logger: false,
  });
  // Listening: the OAuth flows and the payments module's calls to the card gateway go over HTTP.
  await app.listen({ host: 'localhost', port });

  const patient = await signInDemoUser(app, 'demo');
  const pharmacy = DEMO_PHARMACY_CLIENTS[1]!;
  const pharmacyAccess = await pharmacyToken(baseUrl, {
    clientId: pharmacy.clientId,
    secret: pharmacy.clientSecret,
  });
  const client = await registerClient(app, patient);
  const partner = await grantTokens(
    { app, baseUrl, issuer: `${baseUrl}/oauth` },
    await discover(`${baseUrl}/oauth`, client.clientId),
    patient,
    DEMO_ACCOUNT_IDS.demo,
    'openid patient.profile patient.medications patient.checkups',
  );
  credentials = [
    { name: 'anonymous', headers: {} },
    { name: 'patient', headers: { authorization: `Bearer ${patient}` } },
    { name: 'pharmacy', headers: { authorization: `Bearer ${pharmacyAccess}` } },
    { name: 'partner', headers: { authorization: `Bearer ${partner.access_token}` } },
    {
      name: 'card gateway key',
      headers: {
        authorization: `Basic ${Buffer.from(`${DEFAULT_SECRET_KEY}:`).toString('base64')}`,
      },
    },
  ];
}, 120_000);

afterAll(async () => {
  if (savedResponder === undefined) delete process.env.DEMO_PHARMACY_RESPONDER;
  else process.env.DEMO_PHARMACY_RESPONDER = savedResponder;
  await app?.close();
  await testDb?.cleanup();
});

// ---------------------------------------------------------------------------------------------
// Shapes of valid input, from the routes' own zod schemas

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (schema === undefined || schema === null) return null;
  if (schema instanceof z.ZodType) {
    try {
      return z.toJSONSchema(schema, {
        io: 'input',
        unrepresentable: 'any',
        reused: 'inline',
      }) as JsonSchema;
    } catch {
      return null;
    }
  }
  return typeof schema === 'object' ? (schema as JsonSchema) : null;
}

const FORMAT_SAMPLES: Record<string, string> = {
  uuid: UUID,
  email: 'someone@example.jp',
  date: '2000-01-01',
  'date-time': '2030-01-01T09:00:00.000Z',
  time: '09:00:00',
  uri: 'https://example.jp/callback',
  url: 'https://example.jp/callback',
};

/**
 * Strings tried, in this order, for a field with a pattern: common shapes of this api's input
 * (katakana, hex ids, digit codes, dates, URLs). The first that fits is the field's sample.
 */
const STRING_CANDIDATES = [
  'x',
  'ヤマダ ハナコ',
  '0123456789abcdef0123456789abcdef',
  '0123456789abcdef'.repeat(4),
  '1234567890123456',
  '4987123456784',
  '1985',
  '13',
  '1',
  '2000-01-01',
  '2030-01-01T09:00:00.000Z',
  '09:00',
  'pharmacy:0123456789012',
  'demo:9',
  'https://partner.example/callback',
  'someone@example.jp',
  'tok_0123456789abcdef0123456789ab',
  'ABCD-EFGH',
  'ABCDEFGH',
  '123456',
  'abc',
  UUID,
];

const NAME_HINTS: [RegExp, string][] = [
  [/kana/i, 'ヤマダ ハナコ'],
  [/date$/i, '2000-01-01'],
  [/At$/, '2030-01-01T09:00:00.000Z'],
  [/janCode/i, '4987123456784'],
  [/joinCode/i, 'ABCDEFGH2345'],
  [/url|uri/i, 'https://partner.example/callback'],
  [/email/i, 'someone@example.jp'],
];

/** One value the schema takes, or several for a union (one per branch). */
function samplesOf(schema: JsonSchema | undefined, depth = 0, name = ''): unknown[] {
  if (!schema || depth > 6) return ['x'];
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum?.length) return [schema.enum[0]];
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) return branches.flatMap((branch) => samplesOf(branch, depth + 1, name));
  if (schema.allOf?.length) return samplesOf(schema.allOf[0], depth + 1, name);
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')]
    .flat()
    .find((t) => t !== 'null');
  switch (type) {
    case 'string': {
      const known = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
      if (known) return [known];
      const fits = (text: string) =>
        text.length >= (schema.minLength ?? 0) &&
        text.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
      const length = Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 1);
      // Rules a pattern cannot show (a refinement) are guessed from the field's name.
      const hinted = NAME_HINTS.find(([hint]) => hint.test(name))?.[1];
      return [
        (hinted !== undefined && fits(hinted) ? hinted : STRING_CANDIDATES.find(fits)) ??
          'x'.repeat(length),
      ];
    }
    case 'integer':
    case 'number':
      return [
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1),
      ];
    case 'boolean':
      return [true];
    case 'array': {
      if (schema.maxItems === 0) return [[]];
      const item = schema.prefixItems
        ? schema.prefixItems.map((s) => samplesOf(s, depth + 1)[0])
        : Array.from(
            { length: Math.max(schema.minItems ?? 1, 1) },
            () => samplesOf(schema.items, depth + 1)[0],
          );
      return [item];
    }
    case 'object': {
      // Each property's first sample; a union's other branches as further samples.
      const entries = Object.entries(schema.properties ?? {});
      const base = Object.fromEntries(entries.map(([k, v]) => [k, samplesOf(v, depth + 1, k)[0]]));
      const more = entries.flatMap(([k, v]) =>
        samplesOf(v, depth + 1, k)
          .slice(1)
          .map((alt) => ({ ...base, [k]: alt })),
      );
      return [base, ...more];
    }
    default:
      return [null];
  }
}

/** Top-level property names of an object schema (query strings, headers). */
function keysOf(schema: unknown): string[] {
  const json = jsonSchemaOf(schema);
  const branches = json?.oneOf ?? json?.anyOf ?? (json ? [json] : []);
  return [...new Set(branches.flatMap((b) => Object.keys(b.properties ?? {})))];
}

type Path = (string | number)[];

/** Paths to every value inside a sample, leaves and containers alike. */
function pathsIn(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => pathsIn(item, [...prefix, i]))
    : Object.entries(value).flatMap(([k, v]) => pathsIn(v, [...prefix, k]));
  return prefix.length ? [prefix, ...children] : children;
}

function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
}

/** Values a field must be refused for, or stored without harm. */
const BAD_VALUES: unknown[] = [
  12345,
  -1,
  0,
  1.5,
  1e308,
  2 ** 53 + 2,
  true,
  null,
  [],
  {},
  '',
  ' ',
  LONG,
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀'.repeat(20),
  '-1',
  '1e309',
  '9'.repeat(40),
  '2024-02-30',
  '0000-00-00T00:00:00Z',
  '275760-09-13T00:00:00.001Z',
  'NaN',
  '__proto__',
];

// ---------------------------------------------------------------------------------------------
// The malformed requests

const PARAM_VALUES = [
  'not-a-uuid',
  '0',
  '-1',
  '9'.repeat(30),
  'x'.repeat(5_000),
  '%00',
  'a%00b',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%2e%2e',
  '%2F',
  '%20',
  '%E6%97%A5%E6%9C%AC',
  '__proto__',
  'constructor',
  "'%20OR%201=1--",
  '00000000-0000-0000-0000-000000000000',
  UUID.toUpperCase(),
  `{${UUID}}`,
];

const QUERY_VALUES = ['', '%00', '%zz', '%ED%A0%80', 'x'.repeat(20_000), '-1', '1e309', 'NaN'];

/**
 * A value for each path parameter that gets past its format, so the handler itself runs: the
 * signed-in patient for a patient, else a sample of the parameter's schema.
 */
function plausibleParams(route: RouteOptions): Record<string, string> {
  const schema = route.schema as { params?: unknown } | undefined;
  const sample = (samplesOf(jsonSchemaOf(schema?.params) ?? undefined)[0] ?? {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    paramNames(route.url).map((name) => [
      name,
      name === 'patientId' || name === 'accountId'
        ? DEMO_ACCOUNT_IDS.demo
        : typeof sample[name] === 'string' || typeof sample[name] === 'number'
          ? encodeURIComponent(String(sample[name]))
          : UUID,
    ]),
  );
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
}

function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => values[name ?? '*']!);
}

interface BodyVariant {
  label: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function deeplyNested(depth: number): string {
  return `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

/** Bodies that are wrong whatever the route takes. */
const FIXED_BODIES: BodyVariant[] = [
  { label: 'invalid JSON', headers: JSON_TYPE, payload: '{"a":' },
  { label: 'JSON array', headers: JSON_TYPE, payload: '[]' },
  { label: 'JSON string', headers: JSON_TYPE, payload: '"text"' },
  { label: 'JSON number', headers: JSON_TYPE, payload: '42' },
  { label: 'JSON null', headers: JSON_TYPE, payload: 'null' },
  { label: 'JSON true', headers: JSON_TYPE, payload: 'true' },
  { label: 'empty object', headers: JSON_TYPE, payload: '{}' },
  { label: 'empty JSON body', headers: JSON_TYPE, payload: '' },
  { label: 'no body', headers: {} },
  { label: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  {
    label: 'form body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=b&a=c&c[d]=e&%zz=1&n=%00',
  },
  { label: 'XML', headers: { 'content-type': 'application/xml' }, payload: '<a><b/></a>' },
  {
    label: 'multipart without parts',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x\r\n\r\n--x--',
  },
  {
    label: 'octet-stream',
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from([0, 1, 2, 0xff, 0xfe, 0x50, 0x4b, 3, 4]),
  },
  {
    label: 'zip type, not a zip',
    headers: { 'content-type': 'application/zip' },
    payload: Buffer.from('PK\u0003\u0004 not really a zip'),
  },
  { label: 'unknown content-type', headers: { 'content-type': 'foo/bar' }, payload: '{}' },
  { label: 'broken content-type', headers: { 'content-type': ';;==' }, payload: '{}' },
  { label: 'JSON, not UTF-8', headers: JSON_TYPE, payload: Buffer.from([0x7b, 0xff, 0x7d]) },
  {
    label: 'JSON as UTF-16',
    headers: { 'content-type': 'application/json; charset=utf-16' },
    payload: Buffer.from('{"a":1}', 'utf16le'),
  },
  { label: 'JSON with __proto__', headers: JSON_TYPE, payload: '{"__proto__":{"x":1}}' },
  { label: 'JSON with a NUL', headers: JSON_TYPE, payload: '{"a":"\\u0000"}' },
  { label: 'JSON with a lone surrogate', headers: JSON_TYPE, payload: '{"a":"\\ud800"}' },
  { label: 'deeply nested JSON', headers: JSON_TYPE, payload: deeplyNested(5_000) },
  {
    label: 'JSON over the body limit',
    headers: JSON_TYPE,
    payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
  },
];

function formOf(value: unknown): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return form.toString();
}

/** A route's own body with each field in turn replaced by a bad value. */
let keyCount = 0;

/**
 * Valid values of the headers a route's schema asks for (an Idempotency-Key), a new key each
 * time so that no probe is taken for the replay of another.
 */
function sampleHeaders(route: RouteOptions): Record<string, string> {
  const schema = route.schema as { headers?: unknown } | undefined;
  const sample = (samplesOf(jsonSchemaOf(schema?.headers) ?? undefined)[0] ?? {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    Object.entries(sample).map(([name, value]) => {
      keyCount += 1;
      const fresh = `00000000-0000-4000-8000-${String(keyCount).padStart(12, '0')}`;
      return [name, value === UUID ? fresh : String(value)];
    }),
  );
}

function schemaBodies(route: RouteOptions): BodyVariant[] {
  const schema = route.schema as { body?: unknown; consumes?: string[] } | undefined;
  const json = jsonSchemaOf(schema?.body);
  if (!json) return [];
  const form = schema?.consumes?.includes('application/x-www-form-urlencoded');
  const encode = (label: string, value: unknown): BodyVariant[] => [
    { label, headers: { ...sampleHeaders(route), ...JSON_TYPE }, payload: JSON.stringify(value) },
    ...(form
      ? [
          {
            label: `${label} (form)`,
            headers: {
              ...sampleHeaders(route),
              'content-type': 'application/x-www-form-urlencoded',
            },
            payload: formOf(value),
          },
        ]
      : []),
  ];
  return samplesOf(json).flatMap((sample, n) => [
    ...encode(`sample ${n}`, sample),
    ...pathsIn(sample).flatMap((path) =>
      BAD_VALUES.flatMap((bad) =>
        encode(
          `sample ${n} with ${path.join('.')} = ${describe(bad)}`,
          withValueAt(sample, path, bad),
        ),
      ),
    ),
  ]);
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value));
  return text.length > 24 ? `${text.slice(0, 12)}…(${text.length} chars)` : text;
}

/** The identity endpoint's actions, named by a header rather than the path. */
function identityBodies(): BodyVariant[] {
  const kitchenSink = (value: unknown) => ({
    ClientId: DEFAULT_CLIENT_ID,
    Username: value,
    Password: value,
    AccessToken: value,
    Session: value,
    ConfirmationCode: value,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: value, PASSWORD: value },
    UserAttributes: [{ Name: 'email', Value: value }],
    DeviceKey: value,
    Token: value,
  });
  return [...IDENTITY_ACTIONS.keys()].flatMap((action) => {
    const headers = {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    };
    return [
      ...['{', '[]', 'null', '"x"', '42', '{}', `{"ClientId":"${DEFAULT_CLIENT_ID}"}`].map(
        (payload) => ({ label: `${action} ${payload}`, headers, payload }),
      ),
      ...[12345, '', LONG, 'a\u0000b', '\ud800', [], {}].map((bad) => ({
        label: `${action} with fields = ${describe(bad)}`,
        headers,
        payload: JSON.stringify(kitchenSink(bad)),
      })),
    ];
  });
}

function headerVariants(route: RouteOptions): BodyVariant[] {
  const schema = route.schema as { headers?: unknown; body?: unknown } | undefined;
  const names = keysOf(schema?.headers);
  if (names.length === 0) return [];
  const body = samplesOf(jsonSchemaOf(schema?.body) ?? undefined)[0];
  return names.flatMap((name) =>
    ['', 'not-a-key', 'x'.repeat(10_000), '\u00e9\u00e8', UUID].map((value) => ({
      label: `header ${name}=${describe(value)}`,
      headers: { ...JSON_TYPE, [name]: value },
      payload: JSON.stringify(body ?? {}),
    })),
  );
}

const GENERIC_QUERIES = 7;

function queryVariants(route: RouteOptions): string[] {
  const schema = route.schema as { querystring?: unknown } | undefined;
  const json = jsonSchemaOf(schema?.querystring);
  const keys = [...keysOf(schema?.querystring), 'unknownKey'];
  const sample = new URLSearchParams(
    Object.entries((samplesOf(json ?? undefined)[0] ?? {}) as Record<string, unknown>).map(
      ([k, v]): [string, string] => [k, String(v)],
    ),
  ).toString();
  // GENERIC_QUERIES counts these first ones.
  return [
    '?',
    '?&&=&',
    '?=x',
    '?%zz=1',
    '?__proto__=x&constructor=y',
    `?${sample}`,
    `?${sample}&unknownKey=1`,
    ...keys.flatMap((key) => [
      `?${key}=1&${key}=2`,
      `?${key}[]=1&${key}[]=2`,
      `?${key}[0]=a`,
      `?${key}[a]=b`,
      ...QUERY_VALUES.map((value) => `?${sample}&${key}=${value}`),
    ]),
  ];
}

/** Extra base paths for a catch-all route: the endpoints its discovery document names. */
async function wildcardPaths(route: RouteOptions): Promise<string[]> {
  const prefix = route.url.slice(0, route.url.indexOf('*'));
  const res = await app.inject({ method: 'GET', url: `${prefix}.well-known/openid-configuration` });
  const paths = ['x', '.well-known/openid-configuration'];
  if (res.statusCode !== 200) return paths;
  for (const value of Object.values(res.json<Record<string, unknown>>())) {
    if (typeof value !== 'string') continue;
    const at = value.indexOf(prefix);
    if (value.startsWith('http') && at > 0) paths.push(value.slice(at + prefix.length));
  }
  return [...new Set(paths)];
}

async function probesFor(route: RouteOptions, method: string): Promise<Probe[]> {
  const names = paramNames(route.url);
  const wildcards = names.includes('*') ? await wildcardPaths(route) : [''];
  const plausible = plausibleParams(route);
  const base = (wildcard: string) => fillPath(route.url, { ...plausible, '*': wildcard });
  const probes: Probe[] = [];
  const add = (url: string, label: string, variant?: BodyVariant, basic = true) =>
    probes.push({
      method,
      url,
      basic,
      label: variant ? `${label} ${variant.label}` : label,
      headers: variant?.headers ?? {},
      ...(variant?.payload === undefined ? {} : { payload: variant.payload }),
    });

  for (const wildcard of wildcards) {
    const url = base(wildcard);
    add(url, 'plain');
    for (const name of names) {
      for (const value of PARAM_VALUES) {
        const values = { ...plausible, '*': wildcard, [name]: value };
        add(fillPath(route.url, values), `param ${name}=${describe(value)}`);
      }
    }
    queryVariants(route).forEach((query, n) =>
      add(`${url}${query}`, `query ${describe(query)}`, undefined, n < GENERIC_QUERIES),
    );
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      for (const body of FIXED_BODIES) add(url, 'body', body);
      const specific = [
        ...schemaBodies(route),
        ...headerVariants(route),
        ...(route.url.startsWith('/identity') ? identityBodies() : []),
      ];
      for (const body of specific) add(url, 'body', body, false);
    }
  }
  return probes;
}

// ---------------------------------------------------------------------------------------------
// Sending them

let address = 0;
/** Each request from its own address, so that the per-address rate limits never answer first. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** A request that has not answered in this time is reported (no route may hang). */
const NO_ANSWER_MS = 15_000;

/**
 * Sends one probe in-process. A server-sent event stream (the live order status) never ends, so
 * inject would wait for it forever: a reply whose status line went out but whose body has not
 * ended after STREAM_WAIT_MS is taken as an open stream, its status is read from the reply and
 * the request is dropped (which ends the stream).
 */
async function send(probe: Probe): Promise<Answer> {
  const ip = nextAddress();
  const abort = new AbortController();
  const timers: NodeJS.Timeout[] = [];
  const streamed = new Promise<Answer>((resolve) => {
    let sentAt = 0;
    timers.push(
      setInterval(() => {
        const raw = mockReplies.get(ip);
        if (!raw?.headersSent || raw.writableEnded) return;
        sentAt ||= Date.now();
        if (Date.now() - sentAt < STREAM_WAIT_MS) return;
        resolve({ status: raw.statusCode, type: 'stream', body: '(an open stream)' });
        abort.abort();
      }, 20),
      setTimeout(() => {
        resolve({ status: 0, type: '', body: `no answer within ${NO_ANSWER_MS} ms` });
        abort.abort();
      }, NO_ANSWER_MS),
    );
  });
  const injected = app
    .inject({
      method: probe.method as 'GET',
      url: probe.url,
      headers: probe.headers,
      remoteAddress: ip,
      signal: abort.signal,
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    })
    .then(
      (res): Answer => ({
        status: res.statusCode,
        type: String(res.headers['content-type'] ?? ''),
        body: res.body,
      }),
      (err: unknown): Answer | Promise<Answer> =>
        abort.signal.aborted ? streamed : { status: 0, type: '', body: String(err) },
    );
  try {
    return await Promise.race([injected, streamed]);
  } finally {
    for (const timer of timers) clearTimeout(timer);
    mockReplies.delete(ip);
  }
}

/**
 * Every JSON answer of 4xx names its error: the api's own shape `{ error: code, message }`, or a
 * stand-in protocol's (the card gateway's `{ error: { code, message } }`, PAY.JP's shape). The
 * identity endpoint answers in its own content type, Cognito's.
 */
function errorShapeProblem(method: string, status: number, type: string, body: string) {
  if (status < 400 || method === 'HEAD' || !type.startsWith('application/json')) return null;
  try {
    const { error } = JSON.parse(body) as { error?: unknown };
    if (typeof error === 'string') return null;
    const message = (error as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' ? null : 'JSON error body without an error code';
  } catch {
    return 'error body is not JSON';
  }
}

it('answers every malformed request to every route with less than 500', async () => {
  const routes = mockRoutes.flatMap((route) =>
    [route.method].flat().map((method) => ({ route, method: String(method) })),
  );
  // Deleting runs last, and the account itself (a DELETE named by the token alone) at the very
  // end: a malformed request that is still a valid delete would otherwise take the signed-in
  // patient away from every probe after it.
  const order = (r: { route: RouteOptions; method: string }) =>
    r.method === 'DELETE' ? 1 + (paramNames(r.route.url).length === 0 ? 1 : 0) : 0;
  routes.sort((a, b) => order(a) - order(b));

  const failures: Failure[] = [];
  let sent = 0;
  for (const { route, method } of routes) {
    const probes = await probesFor(route, method);
    for (const credential of credentials) {
      // A credential the route refuses outright gets the basic probes only: the rest would all
      // be refused the same way before any of their input is read.
      let refused = false;
      for (const [n, probe] of probes.entries()) {
        if (refused && !probe.basic) continue;
        const full = { ...probe, headers: { ...credential.headers, ...probe.headers } };
        const res = await send(full);
        sent += 1;
        if (n === 0) refused = res.status === 401 || res.status === 403;
        const problem =
          res.status >= 500 || res.status === 0
            ? `status ${res.status}`
            : errorShapeProblem(method, res.status, res.type, res.body);
        if (problem) {
          failures.push({
            route: `${method} ${route.url}`,
            probe: `${credential.name}: ${probe.label} (${probe.url.slice(0, 120)})`,
            status: res.status,
            body: res.body.slice(0, 200),
          });
        }
      }
    }
  }
  console.log(`${routes.length} routes, ${sent} requests, ${failures.length} failures`);
  // The onRoute hook saw the whole api (a broken hook would pass with nothing checked).
  expect(routes.length).toBeGreaterThan(150);
  expect(failures).toEqual([]);
}, 600_000);
