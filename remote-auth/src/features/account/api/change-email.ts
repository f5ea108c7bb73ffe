import { useMutation } from '@tanstack/react-query';
import { refreshPatients } from '@harmo/shared';
import { changeContact, resendContactCode, verifyContact } from '@harmo/shared/account-settings';

/** A new e-mail address: the identity endpoint sends a code to it; it counts once confirmed. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (email: string) => changeContact('email', email) });
}

/** The code sent to the new address confirms it; then the patients are loaded again. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (code: string) => verifyContact('email', code),
    onSuccess: () => refreshPatients(),
  });
}

/** Sends the code to the new address again. */
export function useResendEmailCode() {
  return useMutation({ mutationFn: () => resendContactCode('email') });
}
