import { ApiError } from '@harmo/shared';

/**
 * The i18n key (namespace oauth) that explains a failed api call to the user. Codes a screen
 * handles itself (e.g. patient_not_allowed) are mapped there before falling back to this.
 */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.code === 'network_error') return 'errors.network';
  if (error.status === 401) return 'errors.unauthorized';
  if (error.code === 'account_not_found') return 'errors.accountNotFound';
  if (error.code === 'client_not_found') return 'errors.clientNotFound';
  if (error.code === 'client_quota_reached') return 'errors.clientQuotaReached';
  if (error.code === 'validation_error') return 'errors.validation';
  return 'errors.generic';
}
