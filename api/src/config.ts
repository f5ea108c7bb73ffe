import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** The api package folder; the default data folder lives inside it so that a checkout is self-contained. */
const API_ROOT = path.resolve(__dirname, '..');

const LOCAL_APP_PORTS = [3000, 3001, 3002, 3003, 3004, 3005, 3006];
export const DEFAULT_CORS_ORIGINS: readonly string[] = LOCAL_APP_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Set: use that PostgreSQL server. Unset: embedded PGlite stored under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel;
  corsOrigins: string[];
  /** Where browsers reach this api; written into the OpenAPI document. */
  publicUrl: string;
  /**
   * Development helpers: the hosted-domain provider stand-in, the code outbox (GET /dev/outbox)
   * and the demo accounts and facilities. Off unless HARMO_DEV_HELPERS=on; refused on an api
   * reachable beyond this machine (see devHelperProblems).
   */
  devHelpers: boolean;
  /**
   * Names this process in GET /health (HARMO_INSTANCE_ID, else random per start), so that whoever
   * started it can tell it from another api answering on the same port.
   */
  instanceId: string;
  /**
   * Production without DATABASE_URL: the embedded database, allowed only by
   * HARMO_ALLOW_EMBEDDED_DATABASE=on, then with durable settings (see db/pglite.ts).
   */
  embeddedInProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Security: the api answers credentialed CORS requests, so every allowed origin must be an exact
 * origin. A wildcard (or a pattern) would let any web site read a patient's data with their cookies.
 */
const corsOrigin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      // The URL parser accepts "*" in a host name, so it is refused explicitly.
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.origin === value &&
        !value.includes('*')
      );
    } catch {
      return false;
    }
  },
  {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not an exact origin such as https://app.example.jp (no path, no wildcard)`,
  },
);

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const PORT_ERROR = 'must be a port number from 0 to 65535';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: PORT_ERROR })
    .int({ error: PORT_ERROR })
    .min(0, { error: PORT_ERROR })
    .max(65535, { error: PORT_ERROR })
    .default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    // Security: the message never echoes the value, which usually holds a password.
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  HARMO_DATA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    )
    .pipe(z.array(corsOrigin))
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  HARMO_DEV_HELPERS: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  HARMO_ALLOW_EMBEDDED_DATABASE: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  HARMO_INSTANCE_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, { error: 'must be 1 to 64 letters, digits, ".", "_" or "-"' })
    .optional(),
});

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Security: the helpers sign anyone in through the stand-in and show every code sent, so they
 * may only run on an api that nobody else can reach. Listening beyond loopback, or a public URL
 * over https (a deployed api), with the helpers on is a configuration mistake, not a choice.
 */
function devHelperProblems(host: string, publicUrl: string): string[] {
  const problems: string[] = [];
  if (!isLoopbackHost(host)) {
    problems.push(
      `HARMO_DEV_HELPERS: development helpers are on but HOST=${host} listens beyond this machine; set HARMO_DEV_HELPERS=off or HOST=127.0.0.1`,
    );
  }
  if (publicUrl.startsWith('https:')) {
    problems.push(
      `HARMO_DEV_HELPERS: development helpers are on but PUBLIC_URL=${publicUrl} is a deployed (https) address; set HARMO_DEV_HELPERS=off`,
    );
  }
  return problems;
}

/** Reads the environment once at startup; any problem is reported in full before anything starts. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (common in .env files and CI settings) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const devHelpers = e.HARMO_DEV_HELPERS === 'on';
  if (devHelpers) {
    const problems = devHelperProblems(e.HOST, publicUrl);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  // The embedded database is one process's files with no replica or backup: fine on a
  // developer's machine, a silent data-loss risk in production unless chosen on purpose.
  const embeddedInProduction = e.NODE_ENV === 'production' && !e.DATABASE_URL;
  if (embeddedInProduction && e.HARMO_ALLOW_EMBEDDED_DATABASE !== 'on') {
    throw new ConfigError([
      'DATABASE_URL: production mode needs a PostgreSQL server; the embedded database is refused ' +
        'unless HARMO_ALLOW_EMBEDDED_DATABASE=on',
    ]);
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.HARMO_DATA_DIR ?? path.join(API_ROOT, '.data')),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    corsOrigins: e.CORS_ORIGINS ?? [...DEFAULT_CORS_ORIGINS],
    publicUrl,
    devHelpers,
    instanceId: e.HARMO_INSTANCE_ID ?? randomUUID(),
    embeddedInProduction,
  };
}
