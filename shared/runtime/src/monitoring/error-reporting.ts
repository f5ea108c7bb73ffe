import type { RuntimeConfig } from '../config/runtime-config';

/** Error-reporting sample rates (docs/constants.md). */
export const SENTRY_OPTIONS = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

type Reporter = (error: unknown, context?: Record<string, unknown>) => void;

const pending: Array<[unknown, Record<string, unknown> | undefined]> = [];
let reporter: Reporter | null = null;

/**
 * Starts error reporting when a DSN is configured; without one nothing is sent and the SDK is
 * not even downloaded. Errors raised before the SDK arrives are queued and sent once it does.
 */
export async function initErrorReporting(config: RuntimeConfig, release: string): Promise<boolean> {
  const dsn = config.errorReporting.dsn;
  if (!dsn) {
    pending.length = 0;
    reporter = () => undefined;
    return false;
  }
  const Sentry = await import(/* webpackChunkName: "error-reporting" */ '@sentry/react');
  Sentry.init({
    dsn,
    release,
    environment: config.environment,
    integrations: [
      Sentry.browserTracingIntegration(),
      // Health data must never leave the device in a replay: mask all text and inputs.
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    ...SENTRY_OPTIONS,
  });
  reporter = (error, context) => Sentry.captureException(error, { extra: context });
  for (const [error, context] of pending.splice(0)) reporter(error, context);
  return true;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (reporter) reporter(error, context);
  else pending.push([error, context]);
}
