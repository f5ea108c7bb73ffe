import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db';

const HealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
});

const DB_CHECK_TIMEOUT_MS = 2_000;

async function databaseIsUp(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), DB_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.query('SELECT 1'), timeout]);
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/** For load balancers and uptime checks: 200 only when the database answers. */
export function healthRoutes(db: Database, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: { 200: HealthResponse, 503: HealthResponse },
        },
      },
      async (request, reply) => {
        try {
          await databaseIsUp(db);
          return { status: 'ok' as const, database: 'ok' as const, version };
        } catch (err) {
          request.log.warn({ err }, 'health check: database unavailable');
          return reply.code(503).send({ status: 'error', database: 'error', version });
        }
      },
    );
  };
}
