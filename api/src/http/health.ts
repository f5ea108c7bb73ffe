import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db';

const HealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
  /** Which api process answered (see Config.instanceId). */
  instance: z.string(),
});

const DB_CHECK_TIMEOUT_MS = 2_000;
/** How often the database is checked in the background. */
export const HEALTH_CHECK_INTERVAL_MS = 2_000;

async function databaseIsUp(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), DB_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.query('SELECT 1'), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthOptions {
  version: string;
  instanceId: string;
  intervalMs?: number;
}

/**
 * For load balancers and uptime checks: 200 while the database answers. The database is checked
 * in the background (once at start, then every interval) and each request reads the last result,
 * so a flood of health checks costs the database nothing.
 */
export function healthRoutes(db: Database, options: HealthOptions): FastifyPluginAsyncZod {
  return async (app) => {
    let databaseUp = false;
    let timer: NodeJS.Timeout | undefined;
    let checking: Promise<void> | undefined;
    const check = () => {
      checking ??= databaseIsUp(db).then((up) => {
        if (!up && databaseUp) app.log.warn('health check: database unavailable');
        databaseUp = up;
        checking = undefined;
      });
      return checking;
    };

    app.addHook('onReady', async () => {
      await check();
      timer = setInterval(() => void check(), options.intervalMs ?? HEALTH_CHECK_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await checking;
    });

    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check (checked in the background)',
          response: { 200: HealthResponse, 503: HealthResponse },
        },
      },
      async (_request, reply) => {
        const answer = { version: options.version, instance: options.instanceId };
        if (databaseUp) return { status: 'ok' as const, database: 'ok' as const, ...answer };
        return reply.code(503).send({ status: 'error', database: 'error', ...answer });
      },
    );
  };
}
