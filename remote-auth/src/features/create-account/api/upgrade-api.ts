import { apiRequest } from '@harmo/shared';
import { ACCOUNTS_PATHS, UpgradeResponse } from '@harmo/contracts/accounts';
import type { UpgradeBody } from '@harmo/contracts/accounts-requests';

/**
 * POST /ps/v1/accounts/v2/upgrade: the new identity's id token as bearer (it is not stored yet),
 * its access token in the body; the answer names the new account.
 */
export async function upgradeAccount(idToken: string, payload: UpgradeBody) {
  const response = await apiRequest(ACCOUNTS_PATHS.upgrade, {
    method: 'POST',
    json: payload,
    auth: false,
    headers: { Authorization: `Bearer ${idToken}` },
    schema: UpgradeResponse,
  });
  return response.accountId;
}
