/**
 * Runs `task` once the browser is idle (or at the latest after `timeoutMs`), and returns a
 * function that cancels it. Without idle callbacks (Safari) it runs after the current task.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
