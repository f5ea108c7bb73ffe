import { lazy, Suspense } from 'react';
import { useSessionStore } from '@harmo/shared';

// Few visits ever see it: the dialog loads when a hand-over link for another user arrives. If it
// cannot be fetched, nothing is shown and the signed-in user stays, which is what declining does.
const HandOverDialog = lazy(() =>
  import(/* webpackChunkName: "hand-over" */ './HandOverDialog').then(
    (module) => ({ default: module.HandOverDialog }),
    (error: unknown) => {
      console.warn(error);
      return { default: () => null };
    },
  ),
);

/** The question a hand-over link for another user asks (`HandOverDialog`), once there is one. */
export function HandOverPrompt() {
  const pending = useSessionStore((s) => s.pendingHandOver !== null);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <HandOverDialog />
    </Suspense>
  );
}
