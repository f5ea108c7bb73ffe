import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  ApiError,
  NETWORK_ERROR,
  createAccountForNewIdentity,
  setRuntimeConfig,
} from '@harmo/shared';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';
import { WithStrings } from '../../../testing/render-with-strings';
import { AccountCreationError } from '../types/creation';
import { CreateAccountForm } from './CreateAccountForm';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  createAccountForNewIdentity: jest.fn(),
  newIdentityEmail: () => 'hanako@example.jp',
}));
const createAccount = jest.mocked(createAccountForNewIdentity);

function renderForm() {
  render(
    <WithStrings>
      <MemoryRouter>
        <CreateAccountForm />
      </MemoryRouter>
    </WithStrings>,
  );
}

const submit = () => screen.getByRole('button', { name: 'アカウントを作成する' });

async function fillIn() {
  await userEvent.type(screen.getByLabelText('氏名'), '山田 花子');
  await userEvent.type(screen.getByLabelText('フリガナ'), 'ヤマダ ハナコ');
  await userEvent.type(screen.getByLabelText('生年月日'), '1988-04-09');
  await userEvent.click(screen.getByLabelText('女性'));
  const agreement = screen.queryByLabelText('利用規約とプライバシーポリシーに同意する');
  if (agreement) await userEvent.click(agreement);
}

function expectFilledIn() {
  expect(screen.getByLabelText('氏名')).toHaveValue('山田 花子');
  expect(screen.getByLabelText('フリガナ')).toHaveValue('ヤマダ ハナコ');
  expect(screen.getByLabelText('生年月日')).toHaveValue('1988-04-09');
  expect(screen.getByLabelText('女性')).toBeChecked();
}

beforeAll(() => setRuntimeConfig(runtimeConfigFromEnv({})));

describe('an account creation that fails', () => {
  beforeEach(() => createAccount.mockReset());

  it.each([
    [
      'a refusal of the upgrade',
      new AccountCreationError('upgrade', 'upgrade', new ApiError('Bad', 400, 'validation_error')),
      'アカウントの作成に失敗しました。時間をおいてもう一度お試しください。',
    ],
    [
      'a server failure',
      new ApiError('Internal', 500, 'internal_error'),
      'エラーが発生しました。時間をおいてもう一度お試しください。',
    ],
    [
      'a lost connection',
      new AccountCreationError('liteUser', 'register', new ApiError(NETWORK_ERROR, 0, 'x')),
      '利用者の登録に失敗しました。時間をおいてもう一度お試しください。通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
    ],
  ])(
    'says why after %s, keeps what was typed and sends it once more when asked',
    async (_case, failure, message) => {
      let fail: (error: unknown) => void = () => undefined;
      createAccount
        .mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)))
        .mockReturnValueOnce(new Promise(() => {}));
      renderForm();
      await fillIn();
      await userEvent.click(submit());
      // The progress of the creation shows in place of the form until the answer comes.
      expect(await screen.findByTestId('creation-progress')).toBeInTheDocument();
      act(() => fail(failure));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expectFilledIn();
      expect(createAccount).toHaveBeenCalledTimes(1);

      await userEvent.click(submit());
      await waitFor(() => expect(createAccount).toHaveBeenCalledTimes(2));
    },
  );
});
