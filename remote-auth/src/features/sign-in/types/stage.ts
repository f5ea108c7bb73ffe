import type { MfaType } from '@harmo/shared';

/** Where the sign-in screen stands: the first form, or the challenge the pool asked for. */
export type SignInStage =
  | { name: 'credentials' }
  | { name: 'smsMfa'; destination: string | null }
  | { name: 'totpMfa' }
  | { name: 'selectMfaType'; options: MfaType[] }
  | { name: 'mfaSetup' }
  | { name: 'newPassword' }
  | { name: 'customChallenge'; parameters: Record<string, string> }
  | { name: 'rememberDevice' }
  /** The address was never confirmed; the password, right, is kept to sign in once it is. */
  | { name: 'confirmAddress'; password: string };
