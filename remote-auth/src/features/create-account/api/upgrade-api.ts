import { z } from 'zod';
import { getRuntimeConfig } from '@harmo/shared';
import { postTo } from './http';

export interface UpgradePayload {
  accessToken: string;
  name: string;
  kana: string;
  birthDate: string;
  gender: 'male' | 'female';
  idm: string;
  did: string;
  secret: string;
}

const upgradeResponse = z.object({ accountId: z.string().nullish() });

/**
 * POST /ps/v1/accounts/v2/upgrade: the new identity's id token as bearer, its access
 * token in the body; the answer names the new account.
 */
export async function upgradeAccount(idToken: string, payload: UpgradePayload) {
  const url = new URL('/ps/v1/accounts/v2/upgrade', getRuntimeConfig().apiBaseUrl);
  const response = await postTo(
    url,
    { json: payload, headers: { Authorization: `Bearer ${idToken}` } },
    upgradeResponse,
  );
  return response.accountId ?? null;
}
