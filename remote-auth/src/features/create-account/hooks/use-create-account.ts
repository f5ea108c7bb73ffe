import { useCallback, useState } from 'react';
import type { AgreementInput } from '@harmo/contracts/accounts';
import { createAccountForNewIdentity, getRuntimeConfig } from '@harmo/shared';
import { forgetAgreement, useSignInOutcome } from '../../session-flow';
import { centralApi } from '../api/central-api';
import { authCodeOf, newDeviceSecret, newIdm, newRsv } from '../utils/device-credentials';
import { REGISTRATION_WAIT_MS, createAccountFromLiteUser } from '../api/lite-account';
import { upgradeAccount } from '../api/upgrade-api';
import type { AccountProfileInput, CreationStep } from '../types/creation';

export interface CreationProgressState {
  step: CreationStep | 'signingIn';
  waitMs: number;
  /** When the wait after the registration token began (for the remaining seconds). */
  waitStartedAt: number | null;
}

/**
 * The 11-second wait after the registration token, unless the runtime configuration of an
 * automated test stack shortens it (`testing.registrationWaitMs`, set only there).
 */
export function registrationWaitMs(): number {
  return getRuntimeConfig().testing.registrationWaitMs ?? REGISTRATION_WAIT_MS;
}

/** Runs the lite-account sequence for the new identity the sign-in service holds, then signs it in. */
export function useCreateAccount() {
  const goOn = useSignInOutcome();
  const [progress, setProgress] = useState<CreationProgressState | null>(null);
  const [error, setError] = useState<unknown>(null);

  const create = useCallback(
    async (profile: AccountProfileInput, agreement: AgreementInput | null) => {
      setError(null);
      const waitMs = registrationWaitMs();
      setProgress({ step: 'issueToken', waitMs, waitStartedAt: null });
      try {
        const outcome = await createAccountForNewIdentity(async (identity) => {
          await createAccountFromLiteUser(
            {
              api: { ...centralApi, upgrade: upgradeAccount },
              credentials: { newIdm, newDeviceSecret, newRsv, authCodeOf },
              waitMs,
              wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
              onStep: (step) =>
                setProgress({ step, waitMs, waitStartedAt: step === 'wait' ? Date.now() : null }),
            },
            { profile, identity, agreement },
          );
          forgetAgreement();
          setProgress({ step: 'signingIn', waitMs, waitStartedAt: null });
        });
        goOn(outcome);
      } catch (failure) {
        setProgress(null);
        setError(failure);
      }
    },
    [goOn],
  );

  return { create, progress, error };
}
