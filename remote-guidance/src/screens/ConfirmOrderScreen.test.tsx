import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { apiRequest, useSessionStore } from '@harmo/shared';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { draftOwner, useOrderDraft } from '../features/order-draft';
import { useDraftStore } from '../features/order-draft/stores/draft-store';
import { WithStrings } from '../testing/render-with-strings';
import { ConfirmOrderScreen } from './ConfirmOrderScreen';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

const ACCOUNT_ID = 'account-1';
const OWNER = draftOwner(ACCOUNT_ID, ACCOUNT_ID);
const ORDER = { id: 'order-1', patientId: ACCOUNT_ID } as DispensingOrder;

/** /guidance/new as far as this test needs it: whether a draft is still being written. */
function DraftShown() {
  const { draft } = useOrderDraft();
  return <p>{draft ? `下書き ${draft.idempotencyKey}` : '下書きなし'}</p>;
}

let answer: (order: DispensingOrder) => void = () => undefined;
beforeEach(() => {
  request.mockReset();
  // The api is slow: the order is made when the test says so.
  request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  useSessionStore.setState({ mainPatientId: ACCOUNT_ID, currentPatientId: ACCOUNT_ID });
  useDraftStore.setState({ drafts: {} });
  useDraftStore.getState().change(OWNER, {
    pharmacy: { id: 'demo:1', name: '【デモ】あおば薬局' },
    prescription: { id: 'prescription-1', kind: 'photo' },
    receiveMethod: 'pickup',
    pickupAt: '2026-11-25T10:00:00+09:00',
  });
});

function renderConfirm() {
  const sent = useDraftStore.getState().drafts[OWNER]!;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/guidance/confirm']}>
        <WithStrings>
          <Routes>
            <Route path="/guidance/confirm" element={<ConfirmOrderScreen />} />
            <Route path="/guidance/new" element={<DraftShown />} />
            <Route path="/guidance/:dispensingOrderId" element={<p>注文のページ</p>} />
          </Routes>
        </WithStrings>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

describe('sending the draft', () => {
  it('discards the draft once the order exists, even when the patient has gone back to it', async () => {
    const sent = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: '薬局に送る' }));
    await userEvent.click(screen.getByRole('link', { name: '内容を変える' }));
    expect(screen.getByText(`下書き ${sent.idempotencyKey}`)).toBeInTheDocument();

    await act(async () => answer(ORDER));
    await waitFor(() => expect(screen.getByText('下書きなし')).toBeInTheDocument());
    expect(useDraftStore.getState().drafts[OWNER]).toBeUndefined();
    // The patient stays where they went: only a confirm page still shown moves to the order.
    expect(screen.queryByText('注文のページ')).not.toBeInTheDocument();
  });

  it('goes to the order, with the draft discarded, when the patient waits for it', async () => {
    renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: '薬局に送る' }));
    expect(screen.getByRole('button', { name: '送信しています…' })).toBeDisabled();

    await act(async () => answer(ORDER));
    expect(await screen.findByText('注文のページ')).toBeInTheDocument();
    expect(useDraftStore.getState().drafts[OWNER]).toBeUndefined();
  });
});
