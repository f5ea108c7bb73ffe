import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ConsentView } from '@harmo/contracts/oauth';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { clientKeys } from '../api/client-keys';
import { ConsentList } from './ConsentList';

const consent: ConsentView = {
  grantId: 'grant-1',
  clientId: 'client-1',
  clientName: 'おくすりアプリ',
  patientId: 'patient-1',
  patientName: '山田 花子',
  scopes: ['patient.profile', 'patient.medications', 'patient.checkups'],
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};

function renderConsents(language: 'ja' | 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(clientKeys.consents, [consent]);
  renderWithStrings(
    <QueryClientProvider client={queryClient}>
      <ConsentList />
    </QueryClientProvider>,
    language,
  );
}

describe('the list of allowed connections', () => {
  it('lists what each connection may read as a Japanese list', () => {
    renderConsents('ja');
    expect(screen.getByText('プロフィール、お薬の記録、健診結果')).toBeInTheDocument();
  });

  it('lists it as an English sentence does, without Japanese punctuation', () => {
    renderConsents('en');
    expect(
      screen.getByText('Profile, Medication records, and Check-up results'),
    ).toBeInTheDocument();
  });
});
