import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithStrings } from '../../../testing/render-with-strings';
import { CardForm } from './CardForm';

const nextYear = (new Date().getFullYear() + 1) % 100;
/** Digits in full width, as a Japanese input method in full-width mode types them. */
const fullWidth = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));

describe('the card form typed in full width', () => {
  it('keeps full-width digits as ASCII digits and sends them', async () => {
    const onSubmit = jest.fn();
    render(
      <WithStrings>
        <CardForm initialEmail="hanako@example.jp" busy={false} onSubmit={onSubmit} />
      </WithStrings>,
    );
    const year = String(nextYear).padStart(2, '0');

    await userEvent.type(
      screen.getByLabelText('カード番号'),
      '４２４２ ４２４２ ４２４２ ４２４２',
    );
    await userEvent.type(screen.getByLabelText('有効期限'), `１２／${fullWidth(year)}`);
    await userEvent.type(screen.getByLabelText('セキュリティコード'), '１２３');
    await userEvent.type(screen.getByLabelText('カード名義（ローマ字）'), 'HANAKO YAMADA');

    expect(screen.getByLabelText('カード番号')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('有効期限')).toHaveValue(`12/${year}`);
    expect(screen.getByLabelText('セキュリティコード')).toHaveValue('123');

    await userEvent.click(screen.getByRole('button', { name: '本人認証へ進む' }));
    expect(screen.queryByText('カード番号を入力してください。')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2000 + nextYear,
      cvc: '123',
      holderName: 'HANAKO YAMADA',
      email: 'hanako@example.jp',
    });
  });
});
