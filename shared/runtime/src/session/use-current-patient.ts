import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchWithoutCurrentAccount } from './patients';
import { useSessionStore } from './session-store';

/**
 * Switches the patient the user acts for. Changing it removes the `currentAccount`
 * query parameter, so a reload keeps the patient just chosen instead of the one in the link.
 * The history entry keeps its state: what a page keeps there (a notebook scanned on it) is the
 * page's, not the address's. Only one of the user's own patients can be chosen.
 */
export function useChangeCurrentPatient(): (accountId: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (accountId: string) => {
      const { patients, setCurrentPatientId } = useSessionStore.getState();
      if (!Object.hasOwn(patients, accountId)) return;
      setCurrentPatientId(accountId);
      const search = searchWithoutCurrentAccount(location.search);
      if (search !== location.search) {
        void navigate(
          { pathname: location.pathname, search, hash: location.hash },
          { replace: true, state: location.state as unknown },
        );
      }
    },
    [navigate, location.pathname, location.search, location.hash, location.state],
  );
}
