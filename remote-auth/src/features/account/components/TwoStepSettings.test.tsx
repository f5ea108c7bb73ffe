import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notify } from '@harmo/shared';
import {
  associateAuthenticator,
  changeContact,
  disableMfa,
  enableAuthenticator,
  enableSmsMfa,
  getIdentitySettings,
  verifyContact,
  type IdentitySettings,
} from '@harmo/shared/account-settings';
import { identityNetworkError } from '../../../testing/identity-errors';
import { WithStrings } from '../../../testing/render-with-strings';
import { TwoStepSettings } from './TwoStepSettings';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  notify: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('@harmo/shared/account-settings', () => ({
  getIdentitySettings: jest.fn(),
  disableMfa: jest.fn(),
  associateAuthenticator: jest.fn(),
  enableAuthenticator: jest.fn(),
  changeContact: jest.fn(),
  verifyContact: jest.fn(),
  enableSmsMfa: jest.fn(),
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

/** The identity with two-step sign-in off; finishing a set-up turns that method on. */
function identityWithoutTwoStep() {
  let current: IdentitySettings = {
    email: 'hanako@harmo.example',
    emailVerified: true,
    phoneNumber: null,
    phoneNumberVerified: false,
    mfaEnabled: [],
    preferredMfa: null,
  };
  settings.mockImplementation(() => Promise.resolve(current));
  jest.mocked(associateAuthenticator).mockResolvedValue('JBSWY3DPEHPK3PXP');
  jest.mocked(enableAuthenticator).mockImplementation(() => {
    current = {
      ...current,
      mfaEnabled: ['SOFTWARE_TOKEN_MFA'],
      preferredMfa: 'SOFTWARE_TOKEN_MFA',
    };
    return Promise.resolve();
  });
  jest.mocked(changeContact).mockResolvedValue({ destination: '+81*******5678', medium: 'SMS' });
  jest.mocked(verifyContact).mockResolvedValue(undefined);
  jest.mocked(enableSmsMfa).mockImplementation(() => {
    current = { ...current, mfaEnabled: ['SMS_MFA'], preferredMfa: 'SMS_MFA' };
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

describe('finishing a set-up', () => {
  it.each([
    {
      method: 'an authenticator app',
      status: '認証アプリ',
      done: '認証アプリによる2段階認証を有効にしました。',
      setUp: async () => {
        await userEvent.click(await screen.findByRole('button', { name: '認証アプリを設定する' }));
        await userEvent.click(screen.getByRole('button', { name: 'QRコードを表示する' }));
        await userEvent.type(await screen.findByLabelText('認証アプリのコード（6桁）'), '123456');
        await userEvent.click(screen.getByRole('button', { name: '認証アプリを有効にする' }));
      },
    },
    {
      method: 'SMS',
      status: 'SMS（携帯電話に確認コードを送信）',
      done: 'SMSによる2段階認証を有効にしました。',
      setUp: async () => {
        await userEvent.click(await screen.findByRole('button', { name: 'SMSを設定する' }));
        await userEvent.type(
          screen.getByLabelText('携帯電話番号', { exact: false }),
          '090-1234-5678',
        );
        await userEvent.click(screen.getByRole('button', { name: '確認コードを送信する' }));
        await userEvent.type(await screen.findByLabelText('確認コード（6桁）'), '123456');
        await userEvent.click(screen.getByRole('button', { name: 'SMSを有効にする' }));
      },
    },
  ])(
    'with $method moves focus to the message saying it is on, not to the top of the page',
    async ({ status, done, setUp }) => {
      identityWithoutTwoStep();
      renderSettings();
      await setUp();

      await waitFor(() => expect(screen.getByTestId('two-step-status')).toHaveTextContent(status));
      // The section with the button pressed is gone; focus must not fall back to the page.
      await waitFor(() => expect(document.activeElement).not.toBe(document.body));
      expect(screen.getByText(done)).toHaveFocus();

      // Turning it off starts afresh: the message is no longer current.
      await userEvent.click(screen.getByRole('button', { name: '2段階認証をオフにする' }));
      await userEvent.click(screen.getByRole('button', { name: 'オフにする' }));
      expect(screen.queryByText(done)).not.toBeInTheDocument();
    },
  );
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
    disable.mockRejectedValue(identityNetworkError());
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
