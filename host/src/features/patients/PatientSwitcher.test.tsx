import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useSessionStore, type PatientsMap } from '@harmo/shared';
import common from '@harmo/shared/locales/ja/common.json';
import { PatientSwitcher } from './PatientSwitcher';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ja',
  resources: { ja: { common } },
  defaultNS: 'common',
  initAsync: false,
  react: { useSuspense: false },
});

const patients: PatientsMap = {
  me: {
    type: 'self',
    name: '山田 花子',
    kana: 'ヤマダ ハナコ',
    gender: 'female',
    birthDate: null,
    email: 'h@x.jp',
  },
  kid: {
    type: 'family',
    name: '山田 太郎',
    kana: 'ヤマダ タロウ',
    gender: 'male',
    birthDate: null,
  },
  friend: {
    type: 'sharing',
    name: '佐藤 一郎',
    kana: 'サトウ イチロウ',
    gender: 'male',
    birthDate: null,
  },
  mother: {
    type: 'familySharing',
    name: '佐藤 トメ',
    kana: 'サトウ トメ',
    gender: 'female',
    birthDate: null,
  },
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PatientSwitcher /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

function signIn() {
  useSessionStore.setState({
    user: {
      accountId: 'me',
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      gender: 'female',
      birthDate: null,
      email: null,
    },
    patients,
    mainPatientId: 'me',
    currentPatientId: 'friend',
  });
}

describe('patient switcher', () => {
  beforeEach(() => useSessionStore.getState().clear());

  it('is hidden when signed out', () => {
    renderAt('/guidance');
    expect(screen.queryByTestId('patient-switcher')).not.toBeInTheDocument();
  });

  it('shows the current patient and every patient with its relation', () => {
    signIn();
    renderAt('/guidance');
    const select = screen.getByRole('combobox', { name: '表示する人' });
    expect(select).toHaveDisplayValue('佐藤 一郎（共有）');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '山田 花子（本人）',
      '山田 太郎（家族）',
      '佐藤 一郎（共有）',
      '佐藤 トメ（共有・家族）',
    ]);
  });

  it('switching updates the store and drops currentAccount from the address', async () => {
    signIn();
    const router = renderAt('/guidance?currentAccount=friend&tab=2#top');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '表示する人' }), 'kid');
    expect(useSessionStore.getState().currentPatientId).toBe('kid');
    expect(localStorage.getItem('currentPatientId')).toBe('kid');
    expect(router.state.location.search).toBe('?tab=2');
    expect(router.state.location.hash).toBe('#top');
    expect(router.state.location.pathname).toBe('/guidance');
  });

  it('says whose notebook is now open in a live region after a switch', async () => {
    signIn();
    renderAt('/guidance');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '表示する人' }), 'kid');
    expect(status).toHaveTextContent('山田 太郎さんの手帳を表示しています');
  });

  it('shows its label on screen, not only to screen readers', () => {
    signIn();
    renderAt('/guidance');
    expect(screen.getByText('表示する人')).not.toHaveClass('harmo-visually-hidden');
  });
});
