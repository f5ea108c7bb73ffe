import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { disableMfa, getIdentitySettings, notify, type IdentitySettings } from '@harmo/shared';
import { WithStrings } from '../../../testing/render-with-strings';
import { TwoStepSettings } from './TwoStepSettings';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  getIdentitySettings: jest.fn(),
  disableMfa: jest.fn(),
  notify: { success: jest.fn(), error: jest.fn() },
}));
const settings = jest.mocked(getIdentitySettings);
const disable = jest.mocked(disableMfa);

/** The identity with an authenticator on; turning two-step sign-in off takes it away. */
function identityWithAuthenticator() {
  let current: IdentitySettings = {
    email: 'hanako@harmo.example',
    emailVerified: true,
    phoneNumber: null,
    phoneNumberVerified: false,
    mfaEnabled: ['SOFTWARE_TOKEN_MFA'],
    preferredMfa: 'SOFTWARE_TOKEN_MFA',
  };
  settings.mockImplementation(() => Promise.resolve(current));
  disable.mockImplementation(() => {
    current = { ...current, mfaEnabled: [], preferredMfa: null };
    return Promise.resolve();
  });
}

function renderSettings() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WithStrings>
        <TwoStepSettings />
      </WithStrings>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  settings.mockReset();
  disable.mockReset();
  jest.mocked(notify.success).mockReset();
});

describe('turning two-step sign-in off', () => {
  it('moves focus to the message saying so, beside the setting that now reads off', async () => {
    identityWithAuthenticator();
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: '2段階認証をオフにする' }));
    await userEvent.click(screen.getByRole('button', { name: 'オフにする' }));

    expect(disable).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('two-step-status')).toHaveTextContent('オフ（パスワードのみ）'),
    );
    // The section with the button pressed is gone with it.
    expect(screen.queryByRole('button', { name: '2段階認証をオフにする' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2段階認証をオフにしました。')).toHaveFocus());
    expect(notify.success).not.toHaveBeenCalled();

    // Setting up again starts afresh: the message is no longer current.
    await userEvent.click(screen.getByRole('button', { name: '認証アプリを設定する' }));
    expect(screen.queryByText('2段階認証をオフにしました。')).not.toBeInTheDocument();
  });

  it('keeps the question open and says why when it could not be turned off', async () => {
    identityWithAuthenticator();
    disable.mockRejectedValue(new TypeError('Failed to fetch'));
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: '2段階認証をオフにする' }));
    await userEvent.click(screen.getByRole('button', { name: 'オフにする' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
    );
    expect(screen.getByRole('button', { name: 'オフにする' })).toBeInTheDocument();
    expect(screen.getByTestId('two-step-status')).toHaveTextContent('認証アプリ');
    expect(screen.queryByText('2段階認証をオフにしました。')).not.toBeInTheDocument();
  });
});
