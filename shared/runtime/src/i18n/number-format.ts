/**
 * The `number` format of the strings (`{{count, number}}`, `{{value, number(maximumFractionDigits:
 * 1)}}`), with one `Intl.NumberFormat` per language and options. i18next's own keys its cache on
 * every option of the call, the formatted value among them, so it built a new formatter for each
 * number: a list of fifty facilities with their distances spent about 40 ms of a phone's main
 * thread building them.
 */

/** The options of `Intl.NumberFormat` a string's format may set; the call's other options are not. */
const NUMBER_FORMAT_OPTIONS = [
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingMode',
  'roundingPriority',
  'roundingIncrement',
  'trailingZeroDisplay',
] as const;

const formatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(
  value: unknown,
  language: string | undefined,
  options: Record<string, unknown> = {},
): string {
  const chosen: Record<string, unknown> = {};
  for (const name of NUMBER_FORMAT_OPTIONS) {
    if (options[name] !== undefined) chosen[name] = options[name];
  }
  const key = `${language ?? ''}\u0000${JSON.stringify(chosen)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, chosen as Intl.NumberFormatOptions);
    formatters.set(key, formatter);
  }
  return formatter.format(value as number);
}
