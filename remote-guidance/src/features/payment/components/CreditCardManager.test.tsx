import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { WithStrings } from '../../../testing/render-with-strings';
import { CardTokenError, createCardToken } from '../api/create-card-token';
import { CreditCardManager } from './CreditCardManager';

jest.mock('../api/create-card-token', () => ({
  ...jest.requireActual<object>('../api/create-card-token'),
  cardGateway: () => ({ baseUrl: 'https://gateway.test', publicKey: 'pk_test_1' }),
  createCardToken: jest.fn(),
}));
jest.mock('../api/get-cards', () => ({
  useCards: () => ({ isPending: false, isError: false, data: { cards: [] } }),
}));
const tokenize = jest.mocked(createCardToken);

// jsdom lays nothing out and has no scrolling of its own.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollIntoView.mockClear();
  tokenize.mockReset();
});

const DECLINED =
  'カード会社でお取引が承認されませんでした。別のカードをお使いいただくか、カード会社にお問い合わせください。';
const LOST =
  '本人認証から戻りましたが、登録の途中の情報が見つかりませんでした。お手数ですが、もう一度カードを登録してください。';
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** The screen of a patient with no card yet. */
function renderScreen(path = '/payment/credit-card') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <WithStrings>
          <CreditCardManager patientId="patient-1" />
        </WithStrings>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The gateway's declined test number filled in and sent. */
async function sendDeclinedCard() {
  tokenize.mockRejectedValueOnce(new CardTokenError('card_declined', 'card[number]'));
  renderScreen();
  await userEvent.type(screen.getByLabelText('カード番号'), '4000000000000002');
  await userEvent.type(screen.getByLabelText('有効期限'), `12${nextYear}`);
  await userEvent.type(screen.getByLabelText('セキュリティコード'), '123');
  await userEvent.type(screen.getByLabelText('カード名義（ローマ字）'), 'HANAKO YAMADA');
  await userEvent.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
  await userEvent.click(screen.getByRole('button', { name: '本人認証へ進む' }));
  return await screen.findByText(DECLINED);
}

describe('a registration that fails', () => {
  it("brings a declined card's message into view and reads it out", async () => {
    const message = await sendDeclinedCard();
    expect(message).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
  });

  it('takes the message away once the patient changes a field', async () => {
    await sendDeclinedCard();
    await userEvent.type(screen.getByLabelText('カード番号'), '{Backspace}');
    expect(screen.queryByText(DECLINED)).not.toBeInTheDocument();
  });

  it("takes away a lost challenge's message once the patient types the card again", async () => {
    renderScreen('/payment/credit-card?tds=tok_lost');
    await screen.findByText(LOST);
    await userEvent.type(screen.getByLabelText('カード番号'), '4');
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
  });
});
