// zod's tree-shakable API: start-up checks its configuration before any screen needs the shared
// zod (about 37 KiB gzip), so the few checks below are bundled here instead (docs/performance.md).
import * as z from 'zod/mini';
import { REMOTE_NAMES } from './remotes';

export {
  REMOTES,
  REMOTE_NAMES,
  federationNameOf,
  isRemoteName,
  type RemoteDescription,
  type RemoteName,
} from './remotes';

const url = z.url();
const orNull = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

/**
 * The configuration every app reads at run time from `/config.json` on its own origin.
 * It is not baked into any bundle, so one build runs in every environment and a remote can be
 * moved to a new URL without rebuilding the host.
 */
export const runtimeConfigSchema = z.object({
  environment: z._default(z.string(), 'production'),
  /** The main product API (`/ps/v1/*`). */
  apiBaseUrl: url,
  /** The second main service: the central server (`/personal/*`, form-encoded). */
  centralBaseUrl: url,
  /** The OAuth service (authorization server for partners). */
  oauthBaseUrl: url,
  /** This web app's public origin. */
  webOrigin: url,
  /** The hosted identity domain (`/oauth2/authorize`, `/oauth2/token`, `/logout`). */
  authDomain: url,
  identity: z.object({
    region: z._default(z.string(), 'ap-northeast-1'),
    userPoolId: z
      .string()
      .check(z.maxLength(55), z.regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'Invalid UserPoolId format.')),
    clientId: z.string().check(z.minLength(1)),
    /** Identity provider endpoint (JSON 1.1); the regional Cognito endpoint when unset. */
    endpoint: orNull(url),
  }),
  errorReporting: z.object({
    dsn: optionalText,
    /** Ingest origin allowed by the content security policy. */
    ingest: optionalText,
  }),
  tagManagerId: optionalText,
  /**
   * The card gateway: its base URL (the 3-D Secure challenge), the merchant's public key and the
   * URL of its browser library, whose card fields (frames of its origin) take the card details;
   * the content security policy allows that script and those frames. Absent: card payment is not
   * offered.
   */
  cardGateway: orNull(
    z.object({
      baseUrl: url,
      publicKey: z.string().check(z.regex(/^pk_(test|live)_\w+$/)),
      scriptUrl: url,
    }),
  ),
  /** Manifest URL (`mf-manifest.json`) of every remote of the app list, each one required. */
  remotes: z.object(Object.fromEntries(REMOTE_NAMES.map((name) => [name, url]))),
  map: z.object({
    tileUrl: z.string().check(z.minLength(1)),
    /** The tile server's credit as HTML; null for the 国土地理院's, which the map writes itself. */
    attribution: orNull(z.string().check(z.minLength(1))),
    /**
     * The centre and zoom a map opens on. Their ranges are the server's to check, where the value
     * is read (`HARMO_MAP_FIRST_VIEW`): this check runs on every first screen, and each rule of it
     * is bytes of that screen.
     */
    firstView: z.object({ lat: z.number(), lng: z.number(), zoom: z.int() }),
  }),
  appDownload: z.object({
    appStoreUrl: url,
    googlePlayUrl: url,
  }),
  /**
   * Values only an automated test stack sets; absent in every real deployment, so the product
   * keeps its own constants (e.g. the 11-second wait after issuing a registration token).
   */
  testing: z._default(
    z.object({
      registrationWaitMs: z.nullish(z.int().check(z.gte(0), z.lte(60_000))),
    }),
    {},
  ),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | null = null;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Where the app server writes the configuration into the page it sends (no request needed). */
export const INLINE_CONFIG_ELEMENT_ID = 'harmo-runtime-config';

function inlineConfig(): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(INLINE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    throw new ConfigError('Invalid runtime configuration: the page holds malformed JSON');
  }
}

/**
 * Validates the configuration written into the page, or else fetches `/config.json` (a page
 * served another way); an invalid configuration stops start-up with a clear error.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  path = '/config.json',
): Promise<RuntimeConfig> {
  const inline = inlineConfig();
  if (inline !== undefined) return setRuntimeConfig(inline);
  const response = await fetchImpl(path, { cache: 'no-store' });
  if (!response.ok) throw new ConfigError(`Runtime configuration not found (${response.status})`);
  return setRuntimeConfig(await response.json());
}

/**
 * What is wrong with one value, in English, for whoever deploys the app (prettifyError adds where
 * it is). Written here rather than taken from zod's English locale, which would add about 1 KiB
 * to every first screen; the check's own messages (the user pool id's format) come first.
 */
function configIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `missing (${issue.expected})` : `not a ${issue.expected}`;
    case 'invalid_format':
      return `not a valid ${issue.format}`;
    case 'too_small':
      return `shorter or smaller than ${String(issue.minimum)}`;
    case 'too_big':
      return `longer or larger than ${String(issue.maximum)}`;
    default:
      return `invalid (${issue.code})`;
  }
}

export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw, { error: configIssueMessage });
  if (!parsed.success) {
    throw new ConfigError(`Invalid runtime configuration: ${z.prettifyError(parsed.error)}`);
  }
  current = parsed.data;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new ConfigError('Runtime configuration has not been loaded');
  return current;
}
