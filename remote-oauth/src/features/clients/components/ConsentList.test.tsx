import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ConsentView } from '@harmo/contracts/oauth';
import { useSessionStore } from '@harmo/shared';
import { renderWithStrings } from '../../../testing/render-with-strings';
import { clientKeys } from '../api/client-keys';
import { ConsentList } from './ConsentList';

const consent: ConsentView = {
  grantId: 'grant-1',
  clientId: 'client-1',
  clientName: 'おくすりアプリ',
  patientId: 'patient-1',
  patientName: '山田 花子',
  grantedBy: { accountId: 'patient-1', name: '山田 花子' },
  scopes: ['patient.profile', 'patient.medications', 'patient.checkups'],
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};

// 山田 花子 is signed in.
beforeEach(() => useSessionStore.setState({ mainPatientId: 'patient-1' }));

function renderConsents(language: 'ja' | 'en', consents: ConsentView[] = [consent]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(clientKeys.consents, consents);
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

  describe('who allowed it', () => {
    // 佐藤 一郎 shares his notebook with 山田 花子, who is signed in.
    const fromSato: ConsentView = {
      ...consent,
      grantId: 'grant-2',
      patientId: 'patient-2',
      patientName: '山田 花子',
      grantedBy: { accountId: 'patient-2', name: '佐藤 一郎' },
    };

    it('names the one who allowed a connection for the user', () => {
      renderConsents('ja', [fromSato]);
      expect(screen.getByText('佐藤 一郎さんが許可しました')).toBeInTheDocument();
    });

    it('says nothing of it for a connection the user allowed', () => {
      renderConsents('en', [consent]);
      expect(screen.queryByText(/^Allowed by/)).toBeNull();
    });
  });
});
