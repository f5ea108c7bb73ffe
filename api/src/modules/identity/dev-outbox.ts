import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OUTBOX_LIST_LIMIT } from './constants';
import type { Outbox } from './outbox';

const OutboxQuery = z.object({
  to: z.string().trim().min(3).max(320).describe('E-mail address or phone number (+81…)'),
});

const OutboxResponse = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(['email', 'sms']),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/**
 * GET /dev/outbox?to=…: the latest messages that would have gone to that address, so that
 * developers, demos and end-to-end tests can read codes. Registered only outside production.
 */
export function devOutboxRoutes(outbox: Outbox): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['identity'],
          summary: `Development only: the last ${OUTBOX_LIST_LIMIT} messages sent to an address`,
          querystring: OutboxQuery,
          response: { 200: OutboxResponse },
        },
      },
      async (request) => {
        const messages = await outbox.recent(request.query.to);
        return {
          messages: messages.map((message) => ({
            id: message.id,
            channel: message.channel,
            to: message.recipient,
            subject: message.subject,
            body: message.body,
            createdAt: message.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
