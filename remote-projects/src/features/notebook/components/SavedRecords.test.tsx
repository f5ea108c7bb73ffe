import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, useSessionStore } from '@harmo/shared';
import type { SavedDispensing } from '@harmo/contracts/medications';
import { renderWithQueryClient } from '../../../testing/render-with-query-client';
import { SavedRecords } from './SavedRecords';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  apiRequest: jest.fn(),
}));
const request = jest.mocked(apiRequest);

const PATIENT = 'b2c8e6a4-3f1d-4e5a-9c7b-0d1e2f3a4b5c';
const VISIT_ID = '0f6f2c1e-7a4b-4c3d-8e9f-1a2b3c4d5e6f';

const visit: SavedDispensing = {
  id: VISIT_ID,
  patientId: PATIENT,
  date: '2025-09-12',
  pharmacy: null,
  pharmacist: null,
  institution: null,
  doctors: [],
  rps: [],
  cautions: [],
  remarks: [],
  leftoverChecks: [],
  patientEntries: [],
  fingerprint: 'a'.repeat(64),
  savedAt: '2025-09-12T03:00:00.000Z',
};

/** The api as the list sees it: the visit is there until its DELETE, which can be made to fail. */
function answerRecords({ failDelete = false } = {}) {
  let deleted = false;
  request.mockImplementation((path, init) => {
    if (init?.method === 'DELETE') {
      if (failDelete) return Promise.reject(new Error('offline'));
      deleted = true;
      return Promise.resolve(null);
    }
    return Promise.resolve({ dispensings: deleted ? [] : [visit], otcMedications: [] });
  });
}

function renderRecords(language: 'ja' | 'en' = 'ja') {
  renderWithQueryClient(<SavedRecords />, language);
}

beforeEach(() => {
  useSessionStore.setState({
    patients: {
      [PATIENT]: { type: 'self', name: '山田 花子', kana: '', gender: 'female', birthDate: null },
    },
    currentPatientId: PATIENT,
  });
});
afterEach(() => request.mockReset());

describe('deleting a saved record', () => {
  it('asks a question that takes focus, and going back returns focus to the button', async () => {
    answerRecords();
    const user = userEvent.setup();
    renderRecords();
    const opener = await screen.findByRole('button', { name: '2025年9月12日の調剤を削除' });
    await user.click(opener);

    const question = screen.getByText(/2025年9月12日の調剤の記録を削除しますか？/);
    const group = screen.getByRole('group', { name: question.textContent ?? '' });
    expect(question).toHaveFocus();
    expect(within(group).getByRole('button', { name: '削除する' })).not.toBe(opener);
    await user.click(within(group).getByRole('button', { name: '削除しない' }));

    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: '2025年9月12日の調剤を削除' })).toHaveFocus();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('deletes only when asked twice, then puts focus on what happened', async () => {
    answerRecords();
    const user = userEvent.setup();
    renderRecords();
    await user.click(await screen.findByRole('button', { name: '2025年9月12日の調剤を削除' }));
    await user.click(screen.getByRole('button', { name: '削除する' }));

    expect(request).toHaveBeenCalledWith(
      `/ps/v1/patients/${PATIENT}/medications/dispensings/${VISIT_ID}`,
      { method: 'DELETE' },
    );
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('2025年9月12日の調剤の記録を削除しました。');
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByTestId('visit')).toBeNull();
  });

  it('keeps the question open and says why when deleting fails', async () => {
    answerRecords({ failDelete: true });
    const user = userEvent.setup();
    renderRecords();
    await user.click(await screen.findByRole('button', { name: '2025年9月12日の調剤を削除' }));
    const confirm = screen.getByRole('button', { name: '削除する' });
    await user.click(confirm);

    const group = screen.getByRole('group');
    expect(await within(group).findByRole('alert')).toBeInTheDocument();
    expect(confirm).toHaveFocus();
  });

  it('names the opener and the action apart in English', async () => {
    answerRecords();
    const user = userEvent.setup();
    renderRecords('en');
    const opener = await screen.findByRole('button', { name: 'Delete dispensing of Sep 12, 2025' });
    await user.click(opener);

    expect(screen.getByText('Delete the record of dispensing of Sep 12, 2025?')).toHaveFocus();
    const confirm = screen.getByRole('button', { name: 'Delete this record' });
    expect(confirm).toHaveTextContent('Delete this record');
    expect(screen.queryByRole('button', { name: /^Delete$/ })).toBeNull();
  });
});
