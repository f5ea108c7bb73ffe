import { initErrorReporting, reportError } from './error-reporting';
import { setRuntimeConfig } from '../config/runtime-config';
import { runtimeConfigFromEnv } from '@harmo/build/runtime-config';

jest.mock('@sentry/react', () => ({
  init: jest.fn(),
  captureException: jest.fn(),
  browserTracingIntegration: jest.fn(() => 'tracing'),
  replayIntegration: jest.fn((options) => ({ replay: options })),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sentry = require('@sentry/react');

describe('error reporting', () => {
  it('queues errors raised before start-up and sends them once a DSN is configured', async () => {
    const early = new Error('before init');
    reportError(early);
    const config = setRuntimeConfig(
      runtimeConfigFromEnv({ HARMO_SENTRY_DSN: 'https://key@ingest.example/1' }),
    );
    await expect(initErrorReporting(config, 'host@1')).resolves.toBe(true);
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@ingest.example/1',
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      }),
    );
    expect(Sentry.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({ maskAllText: true }),
    );
    expect(Sentry.captureException).toHaveBeenCalledWith(early, { extra: undefined });
  });

  it('sends nothing when no DSN is configured', async () => {
    jest.clearAllMocks();
    const config = setRuntimeConfig(runtimeConfigFromEnv({}));
    await expect(initErrorReporting(config, 'host@1')).resolves.toBe(false);
    reportError(new Error('ignored'));
    expect(Sentry.init).not.toHaveBeenCalled();
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });
});
