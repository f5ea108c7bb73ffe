import { PRIVACY_VERSION, TERMS_VERSION, type AgreementInput } from '@harmo/contracts/accounts';

/**
 * The agreement given on the sign-up form, waiting for the account it belongs to: it is recorded
 * when the account is created a few screens later. Memory only, like the new identity's tokens:
 * after a reload the account form asks again.
 */
let pending: AgreementInput | null = null;

/** The person ticked the box just now: these versions, this time. */
export function rememberAgreement(now: Date = new Date()): AgreementInput {
  pending = {
    termsVersion: TERMS_VERSION,
    privacyVersion: PRIVACY_VERSION,
    agreedAt: now.toISOString(),
  };
  return pending;
}

export function pendingAgreement(): AgreementInput | null {
  return pending;
}

export function forgetAgreement(): void {
  pending = null;
}
