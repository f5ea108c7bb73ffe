import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ApiError, apiRequest } from '@harmo/shared';
import type {
  DispensingOrder,
  DispensingOrderStatus,
  OrderPayment,
} from '@harmo/contracts/dispensing-orders';
import { WithStrings } from '../../../testing/render-with-strings';
import { watchScrolling } from '../../../testing/scrolling';
import { orderKeys } from '../../orders';
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
  'カード会社で取引が承認されませんでした。別のカードを使うか、カード会社にお問い合わせください。';
const NETWORK =
  '通信できませんでした。インターネット接続を確認して、もう一度お試しください。二重に請求されることはありません。';
const PAID = '￥1,200のお支払いが完了しました（Visa •••• 4242）。';

const CHARGE = {
  chargeId: 'ch_1',
  dispensingOrderId: 'order-1',
  amountJpy: 1200,
  brand: 'Visa',
  last4: '4242',
  paidAt: '2026-12-06T01:00:00Z',
};

/**
 * The api's answers: `read` to the order's charge (GET; not paid unless told), `pay` to the
 * confirmation (POST).
 */
function answer({
  read = () => Promise.reject(new ApiError('Not paid', 404, 'not_paid')),
  pay = () => new Promise<never>(() => undefined),
}: {
  read?: () => Promise<unknown>;
  pay?: () => Promise<unknown>;
}) {
  request.mockImplementation(
    (_path, options) => (options?.method === 'POST' ? pay() : read()) as never,
  );
}

const AWAITING: OrderPayment = { status: 'awaiting_payment', amountJpy: 1200 };

/**
 * An order whose amount the pharmacy has set, paid with the default card, on its page: the
 * page has the order (`status`, accepted unless told).
 */
function renderPayStep(status: DispensingOrderStatus = 'accepted', payment = AWAITING) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(orderKeys.detail('order-1'), { id: 'order-1', status } as DispensingOrder);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/guidance/order-1']}>
        <WithStrings>
          <PayStep patientId="patient-1" dispensingOrderId="order-1" payment={payment} />
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
    answer({ pay: () => Promise.reject(refusal) });
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
    answer({ pay: () => Promise.resolve(CHARGE) });
    renderPayStep();
    await userEvent.click(screen.getByRole('button', { name: '￥1,200を支払う' }));
    const message = await screen.findByText(PAID);
    expect(screen.queryByRole('button', { name: '￥1,200を支払う' })).not.toBeInTheDocument();
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });
});

describe('a card the gateway no longer has', () => {
  it('asks for the card to be registered again, not to try later', async () => {
    answer({ pay: () => Promise.reject(new ApiError('Conflict', 409, 'card_not_found')) });
    renderPayStep();
    await userEvent.click(screen.getByRole('button', { name: '￥1,200を支払う' }));
    expect(
      await screen.findByText(
        'このカードは決済サービスで使えなくなりました。カードをもう一度登録するか、別のカードを選んでください。',
      ),
    ).toHaveFocus();
  });
});

describe('a charge whose answer was lost', () => {
  it.each<DispensingOrderStatus>(['accepted', 'cancelled'])(
    'shows the payment the api found when the page asked, the order being %s',
    async (status) => {
      answer({ read: () => Promise.resolve(CHARGE) });
      renderPayStep(status);
      expect(await screen.findByText(PAID)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '￥1,200を支払う' })).not.toBeInTheDocument();
    },
  );
});

describe('an order closed before it was paid', () => {
  it('offers no payment on an order cancelled while it awaited payment', async () => {
    answer({});
    renderPayStep('cancelled');
    expect(screen.queryByRole('button', { name: '￥1,200を支払う' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'お支払い' })).not.toBeInTheDocument();
    // The charge is still asked for, in case one was taken.
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'お支払い' })).not.toBeInTheDocument();
  });

  it('promises no payment step on an order rejected before its amount was set', () => {
    renderPayStep('rejected', { status: 'awaiting_amount', amountJpy: null });
    expect(screen.queryByRole('heading', { name: 'お支払い' })).not.toBeInTheDocument();
  });
});
