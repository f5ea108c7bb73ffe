import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WithStrings } from '../../../testing/render-with-strings';
import { CancelOrder } from './CancelOrder';

// jsdom lays nothing out and has no scrolling of its own.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => scrollIntoView.mockClear());

function renderCancel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WithStrings>
        <CancelOrder dispensingOrderId="order-1" />
      </WithStrings>
    </QueryClientProvider>,
  );
}

describe('withdrawing a sent order', () => {
  it('brings the question into view and reads it out when it opens', async () => {
    renderCancel();
    await userEvent.click(screen.getByRole('button', { name: '送信を取り消す' }));
    const confirm = screen.getByRole('region', { name: '送信の取り消し' });
    expect(
      screen.getByText('この処方箋の送信を取り消しますか？薬局が受け付けたあとは取り消せません。'),
    ).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // The whole box, its buttons included, is what is scrolled to.
    expect(scrollIntoView.mock.contexts[0]).toBe(confirm);
    expect(screen.getByRole('button', { name: '取り消す' })).toBeInTheDocument();
  });

  it('returns focus to the button when the patient keeps the order', async () => {
    renderCancel();
    await userEvent.click(screen.getByRole('button', { name: '送信を取り消す' }));
    await userEvent.click(screen.getByRole('button', { name: '取り消さない' }));
    expect(screen.queryByRole('region', { name: '送信の取り消し' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '送信を取り消す' })).toHaveFocus();
  });
});
