import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCard } from '@harmo/contracts/payments';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { CardList } from './CardList';

const card = (
  id: string,
  brand: SavedCard['brand'],
  last4: string,
  isDefault: boolean,
): SavedCard => ({
  id,
  customerId: 'cus_1',
  cardId: `car_${id}`,
  brand,
  last4,
  expMonth: 12,
  expYear: 2030,
  holderName: 'HANAKO YAMADA',
  isDefault,
  createdAt: '2026-01-01T00:00:00Z',
});
const CARDS = [card('card-1', 'Visa', '4242', true), card('card-2', 'MasterCard', '4444', false)];
const QUESTION = 'MasterCard 末尾4444を削除しますか？';

function renderList(onRemove = jest.fn(() => Promise.resolve())) {
  renderWithStrings(
    <CardList cards={CARDS} busy={false} onMakeDefault={jest.fn()} onRemove={onRemove} />,
  );
  return onRemove;
}

describe('removing a card', () => {
  it('asks first: Enter on 削除 moves focus to the question, and a second Enter removes nothing', async () => {
    const onRemove = renderList();
    const opener = screen.getByRole('button', { name: '削除（MasterCard 末尾4444）' });
    opener.focus();
    await userEvent.keyboard('{Enter}');

    const question = screen.getByText(QUESTION);
    expect(question).toHaveFocus();
    expect(screen.getByRole('group', { name: QUESTION })).toContainElement(question);
    // The button to confirm is a button of its own, not the one just pressed under a new name.
    expect(opener).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '削除する' })).not.toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('returns focus to 削除 when the patient keeps the card', async () => {
    const onRemove = renderList();
    await userEvent.click(screen.getByRole('button', { name: '削除（MasterCard 末尾4444）' }));
    await userEvent.click(screen.getByRole('button', { name: '削除しない' }));
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '削除（MasterCard 末尾4444）' })).toHaveFocus();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('removes the card once the patient confirms', async () => {
    const onRemove = renderList();
    await userEvent.click(screen.getByRole('button', { name: '削除（MasterCard 末尾4444）' }));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(onRemove).toHaveBeenCalledWith(CARDS[1]);
  });
});

describe('the card that is charged', () => {
  it('shows 支払いに使う as a badge within the card’s text, not as a block of its own', () => {
    renderList();
    const badge = screen.getByText('支払いに使う');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveClass('harmo-badge');
    expect(badge.parentElement).toHaveTextContent('Visa •••• 4242');
  });
});
