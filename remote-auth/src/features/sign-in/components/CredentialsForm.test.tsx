import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { WithStrings } from '../../../testing/render-with-strings';
import * as ui from '../../ui';
import { CredentialsForm } from './CredentialsForm';

// The real loader, watched: the form calls it to load its schema.
jest.mock('../../ui', () => {
  const actual = jest.requireActual<typeof ui>('../../ui');
  return { ...actual, loadSignInFormSchema: jest.fn(actual.loadSignInFormSchema) };
});
const loadSchema = jest.mocked(ui.loadSignInFormSchema);
const loadRealSchema = jest.requireActual<typeof ui>('../../ui').loadSignInFormSchema;

beforeEach(() => {
  loadSchema.mockClear();
  loadSchema.mockImplementation(loadRealSchema);
});

function renderForm(onSubmit: jest.Mock, defaultEmail = '') {
  render(
    <WithStrings>
      <MemoryRouter>
        <CredentialsForm defaultEmail={defaultEmail} onSubmit={onSubmit} />
      </MemoryRouter>
    </WithStrings>,
  );
  const email = screen.getByLabelText('メールアドレス');
  const password = screen.getByLabelText('パスワード');
  return {
    email,
    password,
    /** Types an address and a password, as a person fills the form in. */
    fill: async (address: string, secret: string) => {
      await userEvent.type(email, address);
      await userEvent.type(password, secret);
    },
    submit: () => userEvent.click(screen.getByRole('button', { name: 'サインイン' })),
  };
}

describe('the sign-in form', () => {
  it('refuses empty and malformed fields at the fields, and sends nothing', async () => {
    const onSubmit = jest.fn();
    const form = renderForm(onSubmit);
    await form.submit();
    await waitFor(() => expect(form.email).toHaveAttribute('aria-invalid', 'true'));
    expect(form.email).toHaveAccessibleDescription('入力してください。');
    expect(form.password).toHaveAttribute('aria-invalid', 'true');
    expect(form.email).toHaveFocus();

    await form.fill('hanako@example', 'secret');
    await form.submit();
    await waitFor(() =>
      expect(form.email).toHaveAccessibleDescription(
        'メールアドレスを正しい形式で入力してください（例：name@example.jp）。',
      ),
    );
    expect(form.password).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a message as the person corrects its field, once the form has been sent', async () => {
    const form = renderForm(jest.fn());
    await form.submit();
    await waitFor(() => expect(form.email).toHaveAttribute('aria-invalid', 'true'));

    await userEvent.type(form.email, 'hanako@example.jp');
    await waitFor(() => expect(form.email).not.toHaveAttribute('aria-invalid'));
    expect(form.password).toHaveAccessibleDescription('入力してください。');
    await userEvent.clear(form.email);
    await waitFor(() => expect(form.email).toHaveAccessibleDescription('入力してください。'));
  });

  it('starts with the address it is given, and keeps the password when it is shown', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const form = renderForm(onSubmit, 'hanako@example.jp');
    expect(form.email).toHaveValue('hanako@example.jp');
    await userEvent.type(form.password, 'Harmo-2026');
    await userEvent.click(screen.getByLabelText('パスワードを表示する'));
    expect(form.password).toHaveAttribute('type', 'text');
    expect(form.password).toHaveValue('Harmo-2026');
    await form.submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('hanako@example.jp', 'Harmo-2026'));
  });

  it('sends valid input once, trimmed', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const form = renderForm(onSubmit);
    await form.fill(' hanako@example.jp ', 'Harmo-2026');
    await form.submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('hanako@example.jp', 'Harmo-2026'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('loads its schema once the person starts on the form, and only once', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const form = renderForm(onSubmit);
    expect(loadSchema).not.toHaveBeenCalled();
    await userEvent.click(form.email);
    expect(loadSchema).toHaveBeenCalledTimes(1);
    await form.fill('hanako@example.jp', 'Harmo-2026');
    await form.submit();
    await form.submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('says so when its schema cannot be loaded, sends nothing, and checks on the next try', async () => {
    loadSchema.mockRejectedValue(new Error('Loading chunk sign-in-schema failed.'));
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const form = renderForm(onSubmit);
    await form.fill('hanako@example', 'Harmo-2026');
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '通信できませんでした。インターネット接続を確認して、もう一度お試しください。',
    );
    expect(screen.getByRole('button', { name: 'サインイン' })).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();

    loadSchema.mockImplementation(loadRealSchema);
    await form.submit();
    await waitFor(() =>
      expect(form.email).toHaveAccessibleDescription(
        'メールアドレスを正しい形式で入力してください（例：name@example.jp）。',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a wrong password as a message about the form', async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), {
        code: 'NotAuthorizedException',
      }),
    );
    const form = renderForm(onSubmit);
    await form.fill('hanako@example.jp', 'wrong');
    await form.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません。',
    );
  });
});
