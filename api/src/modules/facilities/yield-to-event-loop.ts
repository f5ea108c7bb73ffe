import { setImmediate } from 'node:timers/promises';

/**
 * Lets pending I/O and timers run. Long jobs on the embedded database (seeding, index builds)
 * would otherwise run from one resolved promise to the next without ever returning to the event
 * loop, and the api would not even start listening until they end.
 */
export function yieldToEventLoop(): Promise<void> {
  return setImmediate();
}
