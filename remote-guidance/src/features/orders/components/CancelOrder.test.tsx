import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@harmo/shared';
import { WithStrings } from '../../../testing/render-with-strings';
import { watchScrolling } from '../../../testing/scrolling';
import { CancelOrder } from './CancelOrder';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

const scrollIntoView = watchScrolling();
beforeEach(() => {
  request.mockReset();
});

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

  it('brings a refused cancel into view and reads it out', async () => {
    request.mockRejectedValue(new ApiError('Conflict', 409, 'illegal_transition'));
    renderCancel();
    await userEvent.click(screen.getByRole('button', { name: '送信を取り消す' }));
    scrollIntoView.mockClear();
    await userEvent.click(screen.getByRole('button', { name: '取り消す' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('薬局がすでに対応を始めたため、取り消せませんでした。');
    expect(problem).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // The box, with the buttons to try again or keep the order, is what is scrolled to.
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('region', { name: '送信の取り消し' }),
    );

    // Closed and asked again: the earlier refusal is not shown as if it were this one's.
    await userEvent.click(screen.getByRole('button', { name: '取り消さない' }));
    await userEvent.click(screen.getByRole('button', { name: '送信を取り消す' }));
    expect(screen.getByRole('region', { name: '送信の取り消し' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
