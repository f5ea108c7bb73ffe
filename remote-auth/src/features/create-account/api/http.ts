import { ApiError, NETWORK_ERROR } from '@harmo/shared';
import type { z } from 'zod';

async function failureOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const record = (body ?? {}) as Record<string, unknown>;
  return new ApiError(
    String(record.message ?? response.statusText),
    response.status,
    String(record.error ?? `http_${response.status}`),
    body,
  );
}

/**
 * One POST of the account-creation sequence. These calls run before the new identity is stored,
 * so they carry their own headers (the identity's id token, the central session) instead of the
 * stored session's; the answer is checked against its schema like every response.
 */
export async function postTo<S extends z.ZodType>(
  url: URL,
  init: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> },
  schema: S,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  let body: string | undefined;
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body, credentials: 'include' });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0, 'network_error');
  }
  if (!response.ok) throw await failureOf(response);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new ApiError('Unexpected response from the server', response.status, 'invalid_response');
  }
  return parsed.data;
}
