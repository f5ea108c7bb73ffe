import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ApiError, apiRequest } from '@harmo/shared';
import { WithStrings } from '../../../testing/render-with-strings';
import { watchScrolling } from '../../../testing/scrolling';
import { PayStep } from './PayStep';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
jest.mock('../api/get-cards', () => ({
  useCards: () => ({
    isPending: false,
    isError: false,
    data: { cards: [{ id: 'card-1', brand: 'Visa', last4: '4242', isDefault: true }] },
  }),
}));
const request = jest.mocked(apiRequest);

const scrollIntoView = watchScrolling();
beforeEach(() => {
  request.mockReset();
});

const DECLINED =
  'カード会社でお取引が承認されませんでした。別のカードをお使いいただくか、カード会社にお問い合わせください。';
const NETWORK =
  '通信できませんでした。接続を確かめてもう一度お試しください。二重に請求されることはありません。';

/** An order whose amount the pharmacy has set, paid with the default card. */
function renderPayStep() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/guidance/order-1']}>
        <WithStrings>
          <PayStep
            patientId="patient-1"
            dispensingOrderId="order-1"
            payment={{ status: 'awaiting_payment', amountJpy: 1200 }}
          />
        </WithStrings>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a charge that is refused', () => {
  it.each([
    ['a declined card', new ApiError('Payment required', 402, 'card_declined'), DECLINED],
    ['a lost answer', new ApiError('Network error', 0, 'network_error'), NETWORK],
  ])('brings the message of %s into view and reads it out', async (_case, refusal, text) => {
    request.mockRejectedValueOnce(refusal);
    renderPayStep();
    await userEvent.click(screen.getByRole('button', { name: '￥1,200を支払う' }));
    const message = await screen.findByText(text);
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });
});

describe('a charge that is made', () => {
  it('brings the payment into view and reads it out, the confirm button being gone', async () => {
    request.mockResolvedValueOnce({
      chargeId: 'ch_1',
      dispensingOrderId: 'order-1',
      amountJpy: 1200,
      brand: 'Visa',
      last4: '4242',
      paidAt: '2026-12-06T01:00:00Z',
    });
    renderPayStep();
    await userEvent.click(screen.getByRole('button', { name: '￥1,200を支払う' }));
    const message = await screen.findByText('￥1,200のお支払いが完了しました（Visa •••• 4242）。');
    expect(screen.queryByRole('button', { name: '￥1,200を支払う' })).not.toBeInTheDocument();
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });
});
