import { useMutation } from '@tanstack/react-query';
import { ACCOUNTS_PATHS, WEB_DEVICE_CATEGORY } from '@harmo/contracts/accounts-paths';
import { apiRequest } from '../../api/api-client';
import { loadAccountsContract } from '../../api/contracts';
import { useSessionStore } from '../session-store';

/**
 * POST /ps/v1/legacy/session: a session of the signed-in account acting for one patient, for the
 * services that still take one. It acts for the stored current patient unless the caller names
 * another (`targetAccountId`); the web's device category is always sent; any other field the
 * caller gives goes with the request. The answer is the caller's, as it comes.
 */
export function openLegacySession(fields: Record<string, unknown> = {}) {
  return apiRequest(ACCOUNTS_PATHS.legacySession, {
    method: 'POST',
    json: {
      ...fields,
      targetAccountId: fields.targetAccountId ?? useSessionStore.getState().currentPatientId,
      deviceCategory: WEB_DEVICE_CATEGORY,
    },
    schema: () => loadAccountsContract().then((contract) => contract.LegacySessionResponse),
  });
}

export const useOpenLegacySession = () => useMutation({ mutationFn: openLegacySession });
