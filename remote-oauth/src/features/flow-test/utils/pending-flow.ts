import { forgetKept, keep, readKept } from '@harmo/shared/tab-storage';
import type { PendingFlow } from '../types/flow';
import { pendingFlowSchema } from '../types/flow';

/** Kept in this tab (`@harmo/shared/tab-storage`): a sign-out forgets it with the rest. */
const NAME = 'oauth.testFlow';

/**
 * Keeps the flow for its return from the authorization page; false when the tab refuses to keep
 * it (then the return could not be finished, and the flow must not begin).
 */
export function rememberPendingFlow(flow: PendingFlow): boolean {
  return keep(NAME, flow);
}

/** The flow this tab started, read once: a code can only be exchanged by one return. */
export function takePendingFlow(): PendingFlow | null {
  const flow = readKept(NAME, (stored) => {
    const parsed = pendingFlowSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  });
  forgetKept(NAME);
  return flow;
}
