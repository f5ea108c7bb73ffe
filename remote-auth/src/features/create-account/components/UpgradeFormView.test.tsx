import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { WithStrings } from '../../../testing/render-with-strings';
import { UpgradeFormView } from './UpgradeFormView';

describe('the upgrade form', () => {
  it('refuses wrong kana, a future birth date and a missing gender before any request', async () => {
    const onSubmit = jest.fn();
    render(
      <WithStrings>
        <UpgradeFormView busy={false} onSubmit={onSubmit} />
      </WithStrings>,
    );
    await userEvent.type(screen.getByLabelText('氏名'), '山田 花子');
    await userEvent.type(screen.getByLabelText('フリガナ'), 'yamada hanako');
    await userEvent.type(screen.getByLabelText('生年月日'), '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'アカウントを作成する' }));
    const kana = screen.getByLabelText('フリガナ');
    await waitFor(() => expect(kana).toHaveAttribute('aria-invalid', 'true'));
    expect(kana).toHaveAccessibleDescription(/全角カタカナで入力してください。$/);
    expect(screen.getByLabelText('生年月日')).toHaveAccessibleDescription(
      '今日以前の日付を入力してください。',
    );
    expect(screen.getByRole('group', { name: '性別' })).toHaveAccessibleDescription(
      '性別を選んでください。',
    );
    expect(screen.getByLabelText('氏名')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('turns a reading typed in hiragana into katakana as it is typed', async () => {
    render(
      <WithStrings>
        <UpgradeFormView busy={false} onSubmit={jest.fn()} />
      </WithStrings>,
    );
    const kana = screen.getByLabelText('フリガナ');
    await userEvent.type(kana, 'やまだ はなこ');
    expect(kana).toHaveValue('ヤマダ ハナコ');
  });

  it('asks for the agreement when it was not given at sign-up, and sends nothing without it', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(
      <WithStrings>
        <MemoryRouter>
          <UpgradeFormView busy={false} askAgreement onSubmit={onSubmit} />
        </MemoryRouter>
      </WithStrings>,
    );
    await userEvent.type(screen.getByLabelText('氏名'), '山田 花子');
    await userEvent.type(screen.getByLabelText('フリガナ'), 'ヤマダ ハナコ');
    await userEvent.type(screen.getByLabelText('生年月日'), '1988-04-09');
    await userEvent.click(screen.getByLabelText('女性'));
    const box = screen.getByLabelText('利用規約とプライバシーポリシーに同意する');
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'アカウントを作成する' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(
        '登録するには、利用規約とプライバシーポリシーへの同意が必要です。',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'アカウントを作成する' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.any(Object), true));
  });

  it('sends a valid profile', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(
      <WithStrings>
        <UpgradeFormView busy={false} onSubmit={onSubmit} />
      </WithStrings>,
    );
    await userEvent.type(screen.getByLabelText('氏名'), '山田 花子');
    await userEvent.type(screen.getByLabelText('フリガナ'), 'ヤマダ ハナコ');
    await userEvent.type(screen.getByLabelText('生年月日'), '1988-04-09');
    await userEvent.click(screen.getByLabelText('女性'));
    await userEvent.click(screen.getByRole('button', { name: 'アカウントを作成する' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { name: '山田 花子', kana: 'ヤマダ ハナコ', birthDate: '1988-04-09', gender: 'female' },
        false,
      ),
    );
  });
});
