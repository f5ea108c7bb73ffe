import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';

type Strings = Record<string, unknown>;

/**
 * Test helpers for a remote's components: an i18n instance holding the remote's real strings,
 * so tests read what users read. Not part of the runtime package (`@harmo/shared/testing`).
 */
export function createTestStrings(namespace: string, strings: { ja: Strings; en?: Strings }) {
  function testI18n(language: 'ja' | 'en' = 'ja') {
    const resources: Resource = { ja: { [namespace]: strings.ja } };
    if (strings.en) resources.en = { [namespace]: strings.en };
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      ns: [namespace],
      defaultNS: namespace,
      resources,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    return instance;
  }
  const japanese = testI18n('ja');

  function WithStrings({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={japanese}>{children}</I18nextProvider>;
  }

  function renderWithStrings(ui: ReactElement, language: 'ja' | 'en' = 'ja') {
    return render(<I18nextProvider i18n={testI18n(language)}>{ui}</I18nextProvider>);
  }

  return { testI18n, WithStrings, renderWithStrings };
}
export {
  describeStringsComplete,
  stringKeys,
  type StringsCompleteOptions,
} from './strings-complete';
