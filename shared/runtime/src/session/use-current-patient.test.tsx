import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import type { Patient } from '@harmo/contracts/accounts';
import { useSessionStore } from './session-store';
import { useChangeCurrentPatient } from './use-current-patient';

const patient = (name: string): Patient => ({
  type: 'family',
  name,
  kana: 'シケン',
  gender: 'male',
  birthDate: null,
});

let change: (accountId: string) => void = () => {};
let location: Location | null = null;

function Probe() {
  change = useChangeCurrentPatient();
  location = useLocation();
  return null;
}

beforeEach(() => {
  useSessionStore.getState().setPatients({ a: patient('試験 一'), b: patient('試験 二') }, 'a');
});

afterEach(() => useSessionStore.getState().clear());

describe('useChangeCurrentPatient', () => {
  it("drops currentAccount from the address and keeps the page's history state", () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/e-scan/qr-result', search: '?currentAccount=a&x=1', state: { scan: 's' } },
        ]}
      >
        <Probe />
      </MemoryRouter>,
    );
    act(() => change('b'));
    expect(useSessionStore.getState().currentPatientId).toBe('b');
    expect(location?.search).toBe('?x=1');
    expect(location?.state).toEqual({ scan: 's' });
  });

  it('chooses no one the user does not act for', () => {
    render(
      <MemoryRouter initialEntries={['/guidance']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => change('z'));
    expect(useSessionStore.getState().currentPatientId).not.toBe('z');
  });
});
