import { useMutation } from '@tanstack/react-query';
import {
  associateAuthenticator,
  changeContact,
  disableMfa,
  enableAuthenticator,
  enableSmsMfa,
  verifyContact,
} from '@harmo/shared/account-settings';

/** The name this browser's authenticator set-up gives the identity endpoint. */
const AUTHENTICATOR_DEVICE_NAME = 'harmo web';

/** AssociateSoftwareToken: the secret the authenticator app is given (QR code and key). */
export function useAssociateAuthenticator() {
  return useMutation({ mutationFn: () => associateAuthenticator() });
}

/** The authenticator app's first code proves the set-up and turns it on. */
export function useEnableAuthenticator() {
  return useMutation({
    mutationFn: (code: string) => enableAuthenticator(code, AUTHENTICATOR_DEVICE_NAME),
  });
}

/** The mobile number for SMS codes: the identity endpoint texts a code to prove it. */
export function useSendPhoneCode() {
  return useMutation({ mutationFn: (phone: string) => changeContact('phone_number', phone) });
}

/** The texted code proves the number; then SMS codes are turned on. */
export function useEnableSmsMfa() {
  return useMutation({
    mutationFn: async (code: string) => {
      await verifyContact('phone_number', code);
      await enableSmsMfa();
    },
  });
}

/** Turns two-step sign-in off, whichever methods were on. */
export function useDisableMfa() {
  return useMutation({ mutationFn: () => disableMfa() });
}
