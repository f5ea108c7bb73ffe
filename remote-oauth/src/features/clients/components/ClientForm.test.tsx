import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@harmo/shared';
import { WithStrings } from '../../../testing/render-with-strings';
import { ClientForm } from './ClientForm';

const TEST_URI = 'http://localhost:3000/oauth/test';

function renderForm(
  onSubmit: jest.Mock,
  submitError: unknown = null,
  mode: 'create' | 'edit' = 'create',
) {
  render(
    <WithStrings>
      <ClientForm
        mode={mode}
        initialValues={{ name: '', type: 'public', redirectUris: '', allowedScopes: [] }}
        testUri={TEST_URI}
        busy={false}
        submitError={submitError}
        onSubmit={onSubmit}
      />
    </WithStrings>,
  );
  return {
    name: screen.getByLabelText('クライアント名'),
    redirectUris: screen.getByLabelText('リダイレクトURI'),
    submit: () => userEvent.click(screen.getByRole('button', { name: '登録する' })),
  };
}

describe('the client form', () => {
  it('tells a developer editing the scopes that a removed one leaves the patients’ consents', () => {
    renderForm(jest.fn(), null, 'edit');
    expect(
      screen.getByText(/外したスコープは、患者さんがすでに許可した分からも外れ/),
    ).toBeVisible();
  });

  it('says nothing of removed scopes while a client is first registered', () => {
    renderForm(jest.fn());
    expect(screen.queryByText(/外したスコープは/)).toBeNull();
  });

  it('shows a message at each invalid field, focuses the first and sends nothing', async () => {
    const onSubmit = jest.fn();
    const form = renderForm(onSubmit);
    await form.submit();
    await waitFor(() => expect(form.name).toHaveFocus());
    expect(form.name).toHaveAccessibleDescription(
      expect.stringContaining('クライアント名を入力してください。'),
    );
    expect(form.redirectUris).toHaveAccessibleDescription(
      expect.stringContaining('リダイレクトURIを1つ以上入力してください。'),
    );
    expect(screen.getByText('スコープを1つ以上選んでください。')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends one registration for a double tap, and another once the first is answered', async () => {
    const onSubmit = jest.fn();
    const props = {
      mode: 'create' as const,
      initialValues: {
        name: 'テストアプリ',
        type: 'public' as const,
        redirectUris: TEST_URI,
        allowedScopes: ['patient.profile' as const],
      },
      testUri: TEST_URI,
      submitError: null,
      onSubmit,
    };
    const { rerender } = render(
      <WithStrings>
        <ClientForm {...props} busy={false} />
      </WithStrings>,
    );
    await userEvent.dblClick(screen.getByRole('button', { name: '登録する' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    for (const busy of [true, false]) {
      rerender(
        <WithStrings>
          <ClientForm {...props} busy={busy} />
        </WithStrings>,
      );
    }
    await userEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('adds the test redirect URI and sends a valid registration', async () => {
    const onSubmit = jest.fn();
    const form = renderForm(onSubmit);
    await userEvent.type(form.name, 'テストアプリ');
    await userEvent.click(
      screen.getByRole('button', { name: `テスト用のURI（${TEST_URI}）を追加` }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /プロフィール/ }));
    await form.submit();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'テストアプリ',
      type: 'public',
      redirectUris: [TEST_URI],
      allowedScopes: ['patient.profile'],
    });
  });

  it('explains a refused registration beyond the per-account quota', () => {
    renderForm(jest.fn(), new ApiError('quota', 409, 'client_quota_reached'));
    expect(screen.getByRole('alert')).toHaveTextContent('登録できるクライアントは50個までです。');
  });
});
