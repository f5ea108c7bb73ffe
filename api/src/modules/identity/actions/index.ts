import type { IdentityAction } from './action';
import { deviceActions } from './devices';
import { mfaActions } from './mfa';
import { passwordActions } from './password';
import { sessionActions } from './sessions';
import { signInActions } from './sign-in';
import { signUpActions } from './sign-up';
import { userActions } from './user';

export type { ActionRequest, IdentityAction } from './action';

/** Every operation the endpoint answers, by name. */
export const IDENTITY_ACTIONS: ReadonlyMap<string, IdentityAction> = new Map(
  [
    ...signInActions,
    ...signUpActions,
    ...passwordActions,
    ...userActions,
    ...sessionActions,
    ...mfaActions,
    ...deviceActions,
  ].map((action) => [action.name, action]),
);
