import type { z } from 'zod';
import { getRuntimeConfig } from '../config/runtime-config';

/**
 * The services the web app talks to, by their configured base URL: the product API, the central
 * server, the OAuth service for partners, and the hosted identity domain (code exchange).
 */
export type Service = 'main' | 'central' | 'oauth' | 'identity';

/** One error type for every failed call, so screens show messages from one place. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = 'Network error';

/**
 * Whether another try may get past a failed call: no answer came (status 0) or the service
 * failed (5xx). An answer the api refused (4xx) fails the same way every time.
 */
export function mayPassOnRetry(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** The session layer supplies a fresh id token for the Authorization header. */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

function baseUrl(service: Service): string {
  const config = getRuntimeConfig();
  switch (service) {
    case 'main':
      return config.apiBaseUrl;
    case 'central':
      return config.centralBaseUrl;
    case 'oauth':
      return config.oauthBaseUrl;
    case 'identity':
      return config.authDomain;
  }
}

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Whose base URL a relative path is resolved against (an absolute URL ignores it). */
  service?: Service;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (the central server's calls). */
  form?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined | null>;
  /**
   * Validates the response: data from the network is never trusted unchecked. A function that
   * loads the schema keeps its contract (and zod) off the first screen: it is called as the
   * request starts, so the module loads while the answer is on its way.
   */
  schema?: S | (() => Promise<S>);
  /**
   * Sends the stored session's id token (default). A call made for a sign-in that is not stored
   * yet passes its own Authorization in `headers` instead.
   */
  auth?: boolean;
  /** Headers of this call only; they win over the defaults. */
  headers?: Record<string, string>;
  /** Cookies go to our own services (default `include`); a partner's endpoint gets `omit`. */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

/**
 * Requests the page started before the app's code came (the app server's early-session script):
 * the session's first reads, for the stored id token.
 */
interface EarlyRequests {
  token: string;
  requests: Record<string, Promise<Response> | undefined>;
}

/** The page's own request of `url` with this Authorization, taken once; none for anything else. */
function takeEarlyRequest(url: string, authorization?: string): Promise<Response> | undefined {
  const early = (window as { harmoEarlyRequests?: EarlyRequests }).harmoEarlyRequests;
  if (!early || authorization !== `Bearer ${early.token}`) return undefined;
  const request = early.requests[url];
  delete early.requests[url];
  return request;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    /* not JSON */
  }
  const record = (body ?? {}) as Record<string, unknown>;
  const code = String(record.error ?? record.__type ?? record.code ?? `http_${response.status}`);
  const message = String(record.message ?? record.error_description ?? response.statusText ?? code);
  return new ApiError(message, response.status, code, body);
}

/**
 * Calls a service: the one `fetch` of the web for the product API, the central server, the
 * OAuth service and the identity domain. No timeout: a slow mobile network is left to the
 * browser rather than cut off. Bearer id token when signed in, credentials included, JSON by
 * default; every answer is checked against its schema.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const {
    method = 'GET',
    service = 'main',
    json,
    form,
    query,
    schema,
    auth = true,
    headers: callHeaders,
    credentials = 'include',
    signal,
  } = options;
  const schemaLoading = typeof schema === 'function' ? schema() : undefined;
  // Awaited once the answer is in; a request that fails first reports its own failure.
  schemaLoading?.catch(() => undefined);
  const url = new URL(path, baseUrl(service));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  } else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  if (auth) {
    const token = await tokenProvider();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  Object.assign(headers, callHeaders);

  let response: Response;
  const send = () => fetch(url, { method, headers, body, credentials, signal });
  const early = method === 'GET' ? takeEarlyRequest(url.href, headers.Authorization) : undefined;
  try {
    // A page's early request that failed is made again, as if it had never been started.
    response = await (early ? early.catch(send) : send());
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0, 'network_error');
  }
  if (!response.ok) throw await errorFrom(response);
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  let check: S | undefined;
  try {
    check = schemaLoading ? await schemaLoading : (schema as S | undefined);
  } catch {
    // The schema's module could not be fetched: the network went away during the call.
    throw new ApiError(NETWORK_ERROR, 0, 'network_error');
  }
  if (!check) return data as never;
  const parsed = check.safeParse(data);
  if (!parsed.success) {
    throw new ApiError('Unexpected response from the server', response.status, 'invalid_response');
  }
  return parsed.data as never;
}
