import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { identityErrorKind } from '@harmo/shared';
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

/** The i18n key that explains an error of the identity layer or the API to the user. */
export function errorMessageKey(error: unknown): string {
  return `errors.${identityErrorKind(error)}`;
}
