import { SignedInOnly } from '../features/session-flow';

/** The layout of the account, family and sharing screens: signed-in users only. */
export function SignedInOnlyLayout() {
  return <SignedInOnly />;
}
