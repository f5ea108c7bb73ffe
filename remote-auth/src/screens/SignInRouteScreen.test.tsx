import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PasswordSignIn, type SignInStep } from '@harmo/shared';
import { WithStrings } from '../testing/render-with-strings';
import { SignInRouteScreen } from './SignInRouteScreen';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  PasswordSignIn: jest.fn(),
}));

function renderRoute(path: string) {
  // Sign-up, the password reset and the address's code step call the pool through mutations.
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <WithStrings>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/auth/sign-in" element={<SignInRouteScreen />} />
            <Route path="/" element={<p>ホーム</p>} />
          </Routes>
        </MemoryRouter>
      </WithStrings>
    </QueryClientProvider>,
  );
}

/** The identity pool as the sign-in screen sees it: each answer given by the test. */
function poolAnswering(first: SignInStep, afterCode: SignInStep) {
  const session = {
    start: jest.fn().mockResolvedValue(first),
    answerMfaCode: jest.fn().mockResolvedValue(afterCode),
  };
  jest.mocked(PasswordSignIn).mockImplementation(() => session as unknown as PasswordSignIn);
  return session;
}

async function signInWithPassword() {
  await userEvent.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
  await userEvent.type(screen.getByLabelText('パスワード'), 'Harmo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'サインイン' }));
}

describe('the /auth/sign-in route', () => {
  it('opens on the sign-in form', () => {
    renderRoute('/auth/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'サインイン' })).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-form')).toBeInTheDocument();
  });

  it('shows sign-up for ?flow=sign-up, once its screen has loaded', async () => {
    renderRoute('/auth/sign-in?flow=sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: '新規登録' })).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('autocomplete', 'email');
  });

  it('shows the password reset for ?flow=forgot-password, once its screen has loaded', async () => {
    renderRoute('/auth/sign-in?flow=forgot-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' }),
    ).toBeInTheDocument();
  });

  it('asks for the authenticator code the pool requires, and signs in with it', async () => {
    const session = poolAnswering(
      { kind: 'totpMfa' },
      { kind: 'done', outcome: { kind: 'signedIn' }, deviceConfirmationNecessary: false },
    );
    renderRoute('/auth/sign-in');
    await signInWithPassword();

    expect(
      await screen.findByRole('heading', { level: 1, name: '認証アプリのコード' }),
    ).toBeInTheDocument();
    expect(session.start).toHaveBeenCalledWith('Harmo-2026');

    await userEvent.type(screen.getByLabelText('確認コード（6桁）'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: '確認する' }));
    await waitFor(() =>
      expect(session.answerMfaCode).toHaveBeenCalledWith('123456', 'SOFTWARE_TOKEN_MFA'),
    );
    expect(await screen.findByText('ホーム')).toBeInTheDocument();
  });

  it('goes back to the e-mail and password from a challenge', async () => {
    poolAnswering(
      { kind: 'totpMfa' },
      { kind: 'done', outcome: { kind: 'signedIn' }, deviceConfirmationNecessary: false },
    );
    renderRoute('/auth/sign-in');
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: '最初からやり直す' }));
    expect(screen.getByRole('heading', { level: 1, name: 'サインイン' })).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('hanako@example.jp');
  });
});
