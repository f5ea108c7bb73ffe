import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    await userEvent.type(screen.getByLabelText('フリガナ'), 'やまだ はなこ');
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
      expect(onSubmit).toHaveBeenCalledWith({
        name: '山田 花子',
        kana: 'ヤマダ ハナコ',
        birthDate: '1988-04-09',
        gender: 'female',
      }),
    );
  });
});
