import { ApiError } from '@harmo/shared';
import { errorMessageKey } from '../../ui';

/**
 * Whether a record was refused because the record its idempotency key made has been deleted
 * since: a late retry (its answer lost, the record deleted meanwhile, in another tab say). The
 * deletion stands; the key is spent, and recording the medicine again takes a new one.
 */
export function recordWasDeleted(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 404 && error.code === 'otc_medication_not_found'
  );
}

/** The i18n key (namespace projects) that explains a failed record to the user. */
export function recordErrorKey(error: unknown): string {
  return recordWasDeleted(error) ? 'jan.recordDeleted' : errorMessageKey(error);
}
