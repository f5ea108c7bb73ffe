import type { DestinationStream, Logger, LoggerOptions } from 'pino';
import pino from 'pino';
import type { Config } from './config';

interface LoggedRequest {
  id: string;
  method: string;
  url: string;
  ip?: string;
}

interface LoggedReply {
  statusCode: number;
}

/**
 * Security: a medication notebook's requests carry health data and credentials. Logs keep the
 * method and path only: no query string (search terms, OAuth codes), no headers (cookies, tokens),
 * no bodies.
 */
const serializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    path: req.url.split('?')[0],
    remoteAddress: req.ip,
  }),
  res: (res: LoggedReply) => ({ statusCode: res.statusCode }),
  err: pino.stdSerializers.err,
};

/** Belt and braces for anything that still logs a headers object. */
const redact = {
  paths: [
    'headers.authorization',
    'headers.cookie',
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
  ],
  censor: '[redacted]',
};

function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Structured JSON lines, one per event. A person at a terminal in development gets the same
 * events pretty-printed; production output is always JSON for the log collector.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: { service: 'harmo-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers,
    redact,
  };
  if (!destination && !config.isProduction && process.stdout.isTTY && prettyAvailable()) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}
