/**
 * Validation messages are i18n keys of the `auth` namespace, optionally with parameters:
 * `validation.tooLong|max=50`. Schemas stay free of language; fields translate.
 */
export function validationMessage(key: string, params?: Record<string, number | string>): string {
  if (!params) return key;
  return `${key}|${Object.entries(params)
    .map(([name, value]) => `${name}=${value}`)
    .join('&')}`;
}

export function parseValidationMessage(message: string): {
  key: string;
  params: Record<string, string>;
} {
  const [key = '', query = ''] = message.split('|');
  return { key, params: Object.fromEntries(new URLSearchParams(query)) };
}
