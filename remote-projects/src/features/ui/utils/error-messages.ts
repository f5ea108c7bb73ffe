import { ApiError } from '@harmo/shared';

/**
 * The i18n key (namespace projects) that explains a failed api call to the user. Codes a
 * screen handles itself (already saved, an unknown JAN) are read there before this.
 */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.code === 'network_error') return 'errors.network';
  if (error.status === 401) return 'errors.unauthorized';
  if (error.status === 403) return 'errors.forbidden';
  if (error.code === 'invalid_payload') return 'errors.invalidPayload';
  if (error.code === 'project_ended') return 'errors.projectEnded';
  if (error.code === 'end_date_passed') return 'errors.endDatePassed';
  if (error.code === 'scopes_changed') return 'errors.scopesChanged';
  if (error.status === 404) return 'errors.notFound';
  if (error.code === 'validation_error') return 'errors.validation';
  return 'errors.generic';
}
