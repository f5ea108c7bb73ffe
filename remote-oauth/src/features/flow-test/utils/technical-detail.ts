import { ApiError } from '@harmo/shared';

/**
 * What went wrong, in the words of whatever failed: the status, code and message of an api
 * error (a server's error_description included), or an exception's own text. Shown to the
 * developer beside a translated sentence, never instead of one.
 */
export function technicalDetail(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  const status = error.status > 0 ? `HTTP ${error.status} ` : '';
  return error.message && error.message !== error.code
    ? `${status}${error.code}: ${error.message}`
    : `${status}${error.code}`;
}
