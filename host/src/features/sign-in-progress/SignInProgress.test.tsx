import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useSessionStore } from '@harmo/shared';
import host from '../../../locales/ja/host.json';
import { SignInProgress } from './SignInProgress';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ja',
  resources: { ja: { host } },
  defaultNS: 'host',
  initAsync: false,
  react: { useSuspense: false },
});

describe('sign-in progress', () => {
  it('says the page is signing in while a sign-in is verified and stored, and nothing otherwise', () => {
    useSessionStore.getState().setSignInPending(false);
    render(
      <I18nextProvider i18n={i18n}>
        <SignInProgress />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => useSessionStore.getState().setSignInPending(true));
    expect(screen.getByRole('status')).toHaveTextContent('サインインしています…');
    act(() => useSessionStore.getState().setSignInPending(false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
