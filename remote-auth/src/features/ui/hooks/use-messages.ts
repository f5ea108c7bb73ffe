import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, identityErrorKind } from '@harmo/shared';
import { parseValidationMessage } from '../types/validation';

/** Translates a schema's validation message (an i18n key with parameters). */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const { key, params } = parseValidationMessage(message);
      return t(key, params);
    },
    [t],
  );
}

/**
 * The product API's refusals on the account, family and sharing screens that the person can act
 * on; each has its message under `apiErrors.<code>`.
 */
export const API_ERROR_CODES = [
  'family_limit_reached',
  'family_member_not_found',
  'cannot_share_with_self',
  'already_invited',
  'already_shared',
  'sharing_limit_reached',
  'email_not_verified',
  'invitation_not_found',
  'sharing_not_found',
] as const;

/** The i18n key that explains an error of the identity layer or the API to the user. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError && (API_ERROR_CODES as readonly string[]).includes(error.code)) {
    return `apiErrors.${error.code}`;
  }
  return `errors.${identityErrorKind(error)}`;
}
