import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ja from '../../locales/ja/common.json';
import { BareSpinner } from './Spinner';

const options = { lng: 'ja', fallbackLng: false, ns: ['common'], defaultNS: 'common' } as const;

function loadedStrings() {
  const instance = createInstance();
  void instance
    .use(initReactI18next)
    .init({ ...options, resources: { ja: { common: ja } }, initAsync: false });
  return instance;
}

/** Strings whose files are still on their way (a backend that has not answered yet). */
function stringsOnTheirWay() {
  const instance = createInstance();
  void instance
    .use({ type: 'backend', init: () => undefined, read: () => undefined })
    .use(initReactI18next)
    .init(options);
  return instance;
}

describe('BareSpinner', () => {
  it("is named in the page's language once the strings are there", () => {
    render(
      <I18nextProvider i18n={loadedStrings()}>
        <BareSpinner />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveAccessibleName('読み込んでいます…');
  });

  it('is left unnamed, not named in English, before the strings have come', () => {
    render(
      <I18nextProvider i18n={stringsOnTheirWay()}>
        <BareSpinner />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).not.toHaveAccessibleName();
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-label');
  });
});
