import type { PendingFlow } from '../types/flow';
import { pendingFlowSchema } from '../types/flow';

const KEY = 'harmo.oauth.testFlow';

export function rememberPendingFlow(flow: PendingFlow): void {
  sessionStorage.setItem(KEY, JSON.stringify(flow));
}

/** The flow this tab started, read once: a code can only be exchanged by one return. */
export function takePendingFlow(): PendingFlow | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const parsed = pendingFlowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
