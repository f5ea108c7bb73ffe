import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { apiRequest } from '@harmo/shared';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { WithStrings } from '../testing/render-with-strings';
import { watchScrolling } from '../testing/scrolling';
import { OrderScreen } from './OrderScreen';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
// The order is followed over the live stream: here it changes only by what the page sends.
jest.mock('../features/orders/hooks/use-live-order', () => ({
  ...jest.requireActual<object>('../features/orders/hooks/use-live-order'),
  useLiveOrder: () => 'live',
}));
const request = jest.mocked(apiRequest);

const ORDER_ID = '6f1c2a4e-8b3d-4e5f-9a01-23456789abcd';
const SUBMITTED: DispensingOrder = {
  id: ORDER_ID,
  patientId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  pharmacy: { facilityId: 'demo:1', name: '【デモ】あおば薬局', address: null, phone: null },
  prescriptionId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  prescriptionKind: 'photo',
  receive: { type: 'pickup', pickupAt: '2026-11-25T10:00:00+09:00' },
  notes: null,
  status: 'submitted',
  statusReason: null,
  history: [{ status: 'submitted', at: '2026-11-24T09:00:00+09:00', by: 'patient', reason: null }],
  meetingUrl: null,
  payment: { amountJpy: null, status: 'not_required' },
  messages: [],
  createdAt: '2026-11-24T09:00:00+09:00',
  updatedAt: '2026-11-24T09:00:00+09:00',
};
const CANCELLED: DispensingOrder = {
  ...SUBMITTED,
  status: 'cancelled',
  history: [
    ...SUBMITTED.history,
    { status: 'cancelled', at: '2026-11-24T09:05:00+09:00', by: 'patient', reason: null },
  ],
  updatedAt: '2026-11-24T09:05:00+09:00',
};

const scrollIntoView = watchScrolling();
beforeEach(() => {
  request.mockReset();
  request.mockImplementation((_path, init) =>
    Promise.resolve(init?.method === 'POST' ? CANCELLED : SUBMITTED),
  );
});

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/guidance/${ORDER_ID}`]}>
        <WithStrings>
          <Routes>
            <Route path="/guidance/:dispensingOrderId" element={<OrderScreen />} />
          </Routes>
        </WithStrings>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('an order the patient cancels', () => {
  it('brings the new status into view and reads it out once the cancel went through', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: '送信を取り消す' }));
    scrollIntoView.mockClear();
    await userEvent.click(screen.getByRole('button', { name: '取り消す' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '取り消す' })).not.toBeInTheDocument(),
    );
    const status = screen.getByText('現在の状況：', { exact: false });
    expect(status).toHaveTextContent('取り消し');
    await waitFor(() => expect(status).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(status);
  });
});
