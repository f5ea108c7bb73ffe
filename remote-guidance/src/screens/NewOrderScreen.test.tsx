import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { OrderDraft } from '../features/order-draft';
import { useOrderDraft } from '../features/order-draft';
import { useReception } from '../features/pharmacy-reception/api/get-reception';
import { WithStrings } from '../testing/render-with-strings';
import { watchScrolling } from '../testing/scrolling';
import { NewOrderScreen } from './NewOrderScreen';

jest.mock('../features/order-draft', () => ({
  ...jest.requireActual<object>('../features/order-draft'),
  useOrderDraft: jest.fn(),
}));
jest.mock('../features/pharmacy-reception/api/get-reception', () => ({
  useReception: jest.fn(),
}));
const orderDraft = jest.mocked(useOrderDraft);
const reception = jest.mocked(useReception);

const SLOT = { startsAt: '2026-11-25T10:00:00+09:00', endsAt: '2026-11-25T10:30:00+09:00' };

const scrollIntoView = watchScrolling();
beforeEach(() => {
  reception.mockReturnValue({
    isPending: false,
    isError: false,
    data: {
      facilityId: 'demo:1',
      name: '【デモ】あおば薬局',
      openingHours: null,
      guidanceSlots: [SLOT],
    },
  } as unknown as ReturnType<typeof useReception>);
});

/** A draft with everything chosen, changed by `change`. */
const draftWith = (change: Partial<OrderDraft>): OrderDraft => ({
  idempotencyKey: 'key-1',
  pharmacy: { id: 'demo:1', name: '【デモ】あおば薬局' },
  prescription: { id: 'prescription-1', kind: 'photo' },
  receiveMethod: 'delivery',
  pickupAt: null,
  guidanceSlot: SLOT,
  notes: '',
  updatedAt: '2026-11-24T09:00:00+09:00',
  ...change,
});

function renderScreen(draft: OrderDraft | null) {
  orderDraft.mockReturnValue({
    owner: 'owner-1',
    draft,
    change: jest.fn(),
    discard: jest.fn(),
    discardSent: jest.fn(),
  });
  render(
    <MemoryRouter initialEntries={['/guidance/new']}>
      <WithStrings>
        <NewOrderScreen />
      </WithStrings>
    </MemoryRouter>,
  );
}

describe('checking a draft that is not ready', () => {
  it.each([
    [
      'no pharmacy chosen, focuses the link that chooses one',
      null,
      () => screen.getByRole('link', { name: '薬局を選ぶ' }),
      '薬局を選んでください。',
    ],
    [
      'no prescription attached, focuses the link that attaches one',
      draftWith({ prescription: null }),
      () => screen.getByRole('link', { name: '処方箋を添付する' }),
      '処方箋を添付してください。',
    ],
    [
      'no receive method, focuses its first choice',
      draftWith({ receiveMethod: null, guidanceSlot: null }),
      () => screen.getByRole('radio', { name: /薬局で受け取る/ }),
      '受け取り方法を選んでください。',
    ],
    [
      'no guidance slot, focuses the time to choose',
      draftWith({ guidanceSlot: null }),
      () => screen.getByRole('combobox', { name: 'オンライン服薬指導の時間' }),
      'オンライン服薬指導の時間を選んでください。',
    ],
    [
      'notes over 500 characters, focuses the notes',
      draftWith({ notes: 'あ'.repeat(501) }),
      () => screen.getByRole('textbox', { name: '薬局への連絡事項' }),
      '連絡事項が長すぎます。500文字以内にしてください。',
    ],
  ])('with %s, its message in view', async (_case, draft, control, message) => {
    renderScreen(draft);
    await userEvent.click(screen.getByRole('button', { name: '内容を確認する' }));

    expect(screen.getByRole('alert')).toHaveTextContent('入力されていない項目があります。');
    expect(control()).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toContainElement(control());
    expect(scrollIntoView.mock.contexts[0]).toContainElement(screen.getByText(message));
  });

  it('sends the focus to the first problem on the page when there are several', async () => {
    renderScreen(draftWith({ prescription: null, notes: 'あ'.repeat(501) }));
    await userEvent.click(screen.getByRole('button', { name: '内容を確認する' }));
    expect(screen.getByRole('link', { name: '処方箋を添付する' })).toHaveFocus();
  });

  it('says what is missing when the focus reaches a link that fixes it', async () => {
    renderScreen(null);
    await userEvent.click(screen.getByRole('button', { name: '内容を確認する' }));
    expect(screen.getByRole('link', { name: '薬局を選ぶ' })).toHaveAccessibleDescription(
      '薬局を選んでください。',
    );
  });
});
