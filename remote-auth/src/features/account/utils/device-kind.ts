/**
 * What a remembered device is, read from the name the identity library gives it when a browser
 * remembers itself: the browser's user-agent string ("Mozilla/5.0 (iPhone; …) … Safari/604.1"),
 * which says nothing a person recognises at a glance. A name that is no user-agent string (one
 * a device gave itself) is shown as it is.
 */
export interface DeviceKind {
  browser: string | null;
  system: string | null;
}

/** The first match wins: in-app browsers and Chromium's offshoots also name Chrome or Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bLine\//i, 'LINE'],
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|OPiOS)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iPhone and iPad before Mac (an iPad says "like Mac OS X"), Android before Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and system a user-agent name says, or null for a name that is none. */
export function deviceKindOf(name: string): DeviceKind | null {
  if (!name.startsWith('Mozilla/')) return null;
  const kind = { browser: firstMatch(name, BROWSERS), system: firstMatch(name, SYSTEMS) };
  return kind.browser || kind.system ? kind : null;
}
