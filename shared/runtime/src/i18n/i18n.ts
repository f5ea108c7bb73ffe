import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../session/storage-keys';
import { writePreferenceCookie } from '../preferences/preference-cookie';
import { formatNumber } from './number-format';
import { stringsBackend } from './strings-backend';

export const SUPPORTED_LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';
/** The namespace of the shared package's own strings; every app serves it. */
export const DEFAULT_NAMESPACE = 'common';

/**
 * Where each namespace's files live. A remote serves its own namespace beside its code, so
 * strings deploy with the remote; unregistered namespaces load from this page's origin.
 */
const namespaceBases = new Map<string, string>();

export function registerNamespaceBase(namespace: string, baseUrl: string): void {
  namespaceBases.set(namespace, baseUrl.replace(/\/$/, ''));
}

export function localesUrl(language: string, namespace: string): string {
  const base = namespaceBases.get(namespace) ?? '';
  return `${base}/locales/${language}/${namespace}.json`;
}

/** Stored language code, with surrounding quotes removed (older releases stored JSON). */
export function storedLanguage(): Language | null {
  const raw = storage.get(STORAGE_KEYS.language);
  if (!raw) return null;
  const code = raw.replace(/^["']+|["']+$/g, '');
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code) ? (code as Language) : null;
}

/** The cookie the app server reads to send the page with the strings of this language preloaded. */
const LANGUAGE_COOKIE = 'harmo.language';

/** Keeps the chosen language where the app server sees it; the choice itself stays in storage. */
export function rememberLanguageForServer(language: Language): void {
  writePreferenceCookie(LANGUAGE_COOKIE, language);
}

/** The one i18next instance of the page, shared by the host and every remote. */
export const i18n: I18n = i18next.createInstance();

let initialising: Promise<unknown> | null = null;

export function initI18n(namespaces: string[] = []): Promise<unknown> {
  if (!initialising) {
    // A language chosen before the server read the cookie is handed to it from now on.
    const stored = storedLanguage();
    if (stored) rememberLanguageForServer(stored);
    initialising = i18n
      .use(stringsBackend(localesUrl))
      .use(initReactI18next)
      .init({
        lng: storedLanguage() ?? DEFAULT_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        fallbackLng: false,
        ns: [DEFAULT_NAMESPACE, ...namespaces],
        defaultNS: DEFAULT_NAMESPACE,
        interpolation: { escapeValue: false },
        load: 'languageOnly',
        // Loading translation files: retries and parallel reads (docs/constants.md).
        maxRetries: 5,
        retryTimeout: 350,
        maxParallelReads: 10,
        react: { useSuspense: true },
      });
    // Numbers through formatters built once per language and options (number-format.ts).
    i18n.services.formatter?.add('number', formatNumber);
    i18n.on('languageChanged', (language) => {
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
  }
  return initialising;
}

export async function changeLanguage(language: Language): Promise<void> {
  storage.set(STORAGE_KEYS.language, language);
  rememberLanguageForServer(language);
  await i18n.changeLanguage(language);
}
