import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ApiError, apiRequest } from '@harmo/shared';
import { TAB_KEPT_PREFIX } from '@harmo/shared/tab-storage';
import type { SavedCard } from '@harmo/contracts/payments';
import { WithStrings } from '../../../testing/render-with-strings';
import { fakeGateway, gatewayToken } from '../../../testing/fake-card-gateway';
import { watchScrolling } from '../../../testing/scrolling';
import { useCards } from '../api/get-cards';
import { savePendingRegistration } from '../utils/pending-registration';
import { CreditCardManager } from './CreditCardManager';

jest.mock('../api/create-card-token', () => ({
  ...jest.requireActual<object>('../api/create-card-token'),
  cardGateway: () => ({
    baseUrl: 'https://gateway.test',
    publicKey: 'pk_test_1',
    scriptUrl: 'https://gateway.test/v2/pay.js',
  }),
}));
jest.mock('../api/get-cards', () => ({ useCards: jest.fn() }));
jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
/** Where the tab keeps a registration waiting for its check. */
const PENDING_KEY = `${TAB_KEPT_PREFIX}payment.pendingRegistration`;
const cardsQuery = jest.mocked(useCards);
const request = jest.mocked(apiRequest);

/** What the cards query answers from now on. */
function cardsAre(state: { isPending?: boolean; isError?: boolean; cards?: SavedCard[] }) {
  const { isPending = false, isError = false, cards } = state;
  cardsQuery.mockReturnValue({
    isPending,
    isError,
    data: cards ? { cards } : undefined,
  } as unknown as ReturnType<typeof useCards>);
}

const card = (id: string, last4: string, isDefault: boolean): SavedCard => ({
  id,
  customerId: 'cus_1',
  cardId: `car_${id}`,
  brand: 'Visa',
  last4,
  expMonth: 12,
  expYear: 2030,
  holderName: 'HANAKO YAMADA',
  isDefault,
  createdAt: '2026-01-01T00:00:00Z',
});
const TWO_CARDS = [card('card-1', '4242', true), card('card-2', '1881', false)];

const scrollIntoView = watchScrolling();
beforeEach(() => {
  request.mockReset();
  cardsAre({ cards: [] });
});

const PROCESSING = 'カードの処理中にエラーが発生しました。時間をおいてもう一度お試しください。';
const LOST =
  '本人認証から戻りましたが、登録の途中の情報が見つかりませんでした。もう一度カードを登録してください。';

/** The gateway's card fields, as the page sees them: each reports its state, never its value. */
let gateway: ReturnType<typeof fakeGateway>;
beforeEach(() => {
  gateway = fakeGateway();
});
afterEach(() => {
  delete window.Payjp;
});

const LOAD_FAILED = 'カードの一覧を読み込めませんでした。画面を更新してください。';
const FAILED = 'エラーが発生しました。時間をおいてもう一度お試しください。';
const NETWORK =
  '通信できませんでした。インターネット接続を確認して、もう一度お試しください。二重に請求されることはありません。';

/** The screen (of a patient with no card yet, unless the test says otherwise). */
function renderScreen(path = '/payment/credit-card') {
  const queryClient = new QueryClient();
  const screenAt = () => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <WithStrings>
          <CreditCardManager patientId="patient-1" />
        </WithStrings>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(screenAt());
  // Renders again, with what the cards query answers by then.
  return { update: () => rerender(screenAt()) };
}

/** The card filled in and sent, and the gateway unable to make its token. */
async function sendCardTheGatewayCannotProcess() {
  gateway.createToken.mockResolvedValueOnce({
    error: {
      type: 'card_error',
      code: 'processing_error',
      message: 'An error occurred while processing the card',
      status: 402,
    },
  });
  await sendCard();
  return await screen.findByText(PROCESSING);
}

/** The card filled in and sent, as the patient does. */
async function sendCard() {
  renderScreen();
  const submit = screen.getByRole('button', { name: '本人認証へ進む' });
  await waitFor(() => expect(submit).toBeEnabled());
  const done = { brand: 'Visa', complete: true, empty: false } as const;
  gateway.field('cardNumber').change(done);
  gateway.field('cardExpiry').change(done);
  gateway.field('cardCvc').change(done);
  await userEvent.type(screen.getByLabelText('カード名義（ローマ字）'), 'HANAKO YAMADA');
  await userEvent.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
  await userEvent.click(submit);
}

describe('a registration that fails', () => {
  it('brings a refusal that names no field into view and reads it out', async () => {
    const message = await sendCardTheGatewayCannotProcess();
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });

  it('keeps the patient here when the tab cannot keep the registration for the check', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    gateway.createToken.mockResolvedValueOnce(gatewayToken('tok_3ds'));
    await sendCard();
    expect(
      await screen.findByText(
        'このブラウザの設定では、カード会社の本人認証から戻ったあとに登録を続けられません。プライベートブラウズをやめるか、このサイトのデータの保存を許可してから、もう一度お試しください。',
      ),
    ).toHaveFocus();
    // Not on its way to the check: the card can be sent again once storage is allowed.
    expect(screen.getByRole('button', { name: '本人認証へ進む' })).toBeEnabled();
    jest.restoreAllMocks();
  });

  it('takes the message away once the patient changes a field', async () => {
    await sendCardTheGatewayCannotProcess();
    gateway.field('cardNumber').change({ brand: 'Visa', complete: false, empty: false });
    await waitFor(() => expect(screen.queryByText(PROCESSING)).not.toBeInTheDocument());
  });

  it("takes away a lost challenge's message once the patient types the card again", async () => {
    renderScreen('/payment/credit-card?tds=tok_lost');
    await screen.findByText(LOST);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '本人認証へ進む' })).toBeEnabled(),
    );
    gateway.field('cardNumber').change({ brand: 'Visa', complete: false, empty: false });
    await waitFor(() => expect(screen.queryByText(LOST)).not.toBeInTheDocument());
  });
});

describe('a change to the cards that fails', () => {
  it("brings the message into view and reads it out when the card to pay with can't be set", async () => {
    cardsAre({ cards: TWO_CARDS });
    request.mockRejectedValueOnce(new ApiError('Server error', 500, 'internal_error'));
    renderScreen();
    await userEvent.click(
      screen.getByRole('button', { name: 'このカードで支払う（Visa 末尾1881）' }),
    );
    const message = await screen.findByText(FAILED);
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });

  it("brings the message into view and reads it out when a card can't be removed", async () => {
    cardsAre({ cards: TWO_CARDS });
    request.mockRejectedValueOnce(new ApiError('Server error', 500, 'internal_error'));
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: '削除（Visa 末尾1881）' }));
    const question = screen.getByRole('group', { name: /削除しますか/ });
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    const message = await screen.findByText(FAILED);
    expect(message).toHaveFocus();
    // The question came into view with its answers, then the message saying what failed.
    expect(scrollIntoView.mock.contexts).toEqual([question, message]);
  });

  it("reads out the last change's message, not an earlier one's", async () => {
    cardsAre({ cards: TWO_CARDS });
    request
      .mockRejectedValueOnce(new ApiError('Server error', 500, 'internal_error'))
      .mockRejectedValueOnce(new ApiError('Network error', 0, 'network_error'));
    renderScreen();
    await userEvent.click(
      screen.getByRole('button', { name: 'このカードで支払う（Visa 末尾1881）' }),
    );
    await screen.findByText(FAILED);
    await userEvent.click(screen.getByRole('button', { name: '削除（Visa 末尾1881）' }));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    const message = await screen.findByText(NETWORK);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(message).toHaveFocus();
  });
});

describe('a problem the screen opens with', () => {
  it('brings a lost registration into view and reads it out, once the cards have loaded', () => {
    cardsAre({ isPending: true });
    const { update } = renderScreen('/payment/credit-card?tds=tok_lost');
    cardsAre({ cards: [] });
    update();
    const message = screen.getByText(LOST);
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
    // Only once: the screen's later renders leave focus where the patient puts it.
    update();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('brings cards that could not be loaded into view and reads it out', () => {
    cardsAre({ isPending: true });
    const { update } = renderScreen();
    cardsAre({ isError: true });
    update();
    const message = screen.getByText(LOAD_FAILED);
    expect(message).toHaveFocus();
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });

  it('leaves focus where it is when a later reload of the cards fails', async () => {
    cardsAre({ cards: TWO_CARDS });
    const { update } = renderScreen();
    const button = screen.getByRole('button', { name: '削除（Visa 末尾1881）' });
    button.focus();
    cardsAre({ isError: true, cards: TWO_CARDS });
    update();
    expect(await screen.findByText(LOAD_FAILED)).not.toHaveFocus();
    expect(button).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('a registration that succeeds', () => {
  it("brings the registered card's message into view and reads it out", async () => {
    savePendingRegistration({
      tokenId: 'tok_ok',
      patientId: 'patient-1',
      returnTo: null,
      createdAt: Date.now(),
    });
    request.mockResolvedValueOnce(card('card-3', '4242', true));
    renderScreen('/payment/credit-card?tds=tok_ok');
    const message = await screen.findByText('カードを登録しました（Visa •••• 4242）。');
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });
});

describe('a card whose saving fails after its 3-D Secure check', () => {
  const NOT_SAVED =
    'カードを登録できませんでした。カードはまだ登録されていません。しばらくしてから「カードの登録をもう一度試す」を押してください。';
  const waiting = () =>
    savePendingRegistration({
      tokenId: 'tok_3ds',
      patientId: 'patient-1',
      returnTo: null,
      createdAt: Date.now(),
    });

  it.each([
    ['the api cannot reach the gateway', new ApiError('Unavailable', 503, 'gateway_unavailable')],
    ['the connection is lost', new ApiError('Network error', 0, 'network_error')],
  ])(
    'says the card was not saved when %s, and saves it again without a new check',
    async (_case, failure) => {
      waiting();
      request.mockRejectedValueOnce(failure).mockResolvedValueOnce(card('card-3', '4242', true));
      renderScreen('/payment/credit-card?tds=tok_3ds');
      expect(await screen.findByText(NOT_SAVED)).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: 'カードの登録をもう一度試す' }));
      expect(
        await screen.findByText('カードを登録しました（Visa •••• 4242）。'),
      ).toBeInTheDocument();
      // The same token both times, and no new token nor challenge asked for.
      expect(request).toHaveBeenCalledTimes(2);
      expect(request.mock.calls.map(([, init]) => init?.json)).toEqual([
        { token: 'tok_3ds' },
        { token: 'tok_3ds' },
      ]);
      expect(gateway.createToken).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    },
  );

  it('keeps the card to save while a new card is being typed', async () => {
    waiting();
    request.mockRejectedValueOnce(new ApiError('Unavailable', 503, 'gateway_unavailable'));
    renderScreen('/payment/credit-card?tds=tok_3ds');
    await screen.findByText(NOT_SAVED);
    gateway.field('cardNumber').change({ brand: 'Visa', complete: false, empty: false });
    expect(screen.getByText(NOT_SAVED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カードの登録をもう一度試す' })).toBeEnabled();
  });

  it('forgets the registration once the api refuses its token', async () => {
    waiting();
    request.mockRejectedValueOnce(new ApiError('Bad token', 400, 'token_unusable'));
    renderScreen('/payment/credit-card?tds=tok_3ds');
    await screen.findByText('カード情報の有効期間が過ぎました。もう一度カードを登録してください。');
    expect(
      screen.queryByRole('button', { name: 'カードの登録をもう一度試す' }),
    ).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('does not save it again once it is older than a registration is kept', async () => {
    waiting();
    request.mockRejectedValueOnce(new ApiError('Unavailable', 503, 'gateway_unavailable'));
    renderScreen('/payment/credit-card?tds=tok_3ds');
    await screen.findByText(NOT_SAVED);

    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 31 * 60 * 1000);
    await userEvent.click(screen.getByRole('button', { name: 'カードの登録をもう一度試す' }));
    expect(
      await screen.findByText(
        'カード情報の有効期間が過ぎました。もう一度カードを登録してください。',
      ),
    ).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    clock.mockRestore();
  });
});

describe('a card that is removed', () => {
  it("moves focus to the cards' heading, not to the page", async () => {
    cardsAre({ cards: TWO_CARDS });
    request.mockResolvedValueOnce({ cards: [TWO_CARDS[0]] });
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: '削除（Visa 末尾1881）' }));
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: '登録済みのカード' })).toHaveFocus(),
    );
    expect(request).toHaveBeenCalledWith(
      expect.stringContaining('card-2'),
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
