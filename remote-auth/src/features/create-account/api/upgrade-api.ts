import { apiRequest } from '@harmo/shared';
import { ACCOUNTS_PATHS, UpgradeResponse, type AgreementInput } from '@harmo/contracts/accounts';

export interface UpgradePayload {
  accessToken: string;
  name: string;
  kana: string;
  birthDate: string;
  gender: 'male' | 'female';
  idm: string;
  did: string;
  secret: string;
  agreement?: AgreementInput;
}

/**
 * POST /ps/v1/accounts/v2/upgrade: the new identity's id token as bearer (it is not stored yet),
 * its access token in the body; the answer names the new account.
 */
export async function upgradeAccount(idToken: string, payload: UpgradePayload) {
  const response = await apiRequest(ACCOUNTS_PATHS.upgrade, {
    method: 'POST',
    json: payload,
    auth: false,
    headers: { Authorization: `Bearer ${idToken}` },
    schema: UpgradeResponse,
  });
  return response.accountId;
}
