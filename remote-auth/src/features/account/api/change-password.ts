import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@harmo/shared/account-settings';

/** ChangePassword: the current password, then the new one. This browser stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, password }: { currentPassword: string; password: string }) =>
      changePassword(currentPassword, password),
  });
}
