import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseForm } from 'node:querystring';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { ErrorResponse } from '../../../http/errors';
import type { OAuthConfig } from '../config';
import { errorPageUrl } from '../config';
import { decisionRecordOf, ticketMatches } from '../interactions/decision-ticket';

/**
 * Mounts oidc-provider under `config.mountPath` with a catch-all route that hands the raw Node
 * request and response to `provider.callback()` (oidc-provider is a Koa app). Chosen over
 * @fastify/middie because it stays inside this module's encapsulated Fastify context: no global
 * middleware, and the rest of the api keeps its hooks, parsers and error format.
 *  - Form and JSON bodies are read here first, so that the api's text rule checks them like any
 *    other body (a NUL in a redirect URI is a 400, never a database error); oidc-provider then
 *    parses the same text from `req.body`. Other bodies are left unread.
 *  - The global CORS plugin is switched off for these routes: oidc-provider answers CORS itself,
 *    per client (a client's registered redirect URI origins).
 *  - Helmet's security headers still apply (set on the raw response before the hand-over).
 *  - A path oidc-provider has no route for (or a method its route does not take) is answered
 *    with the api's JSON 404, as anywhere else in the api, instead of Koa's plain-text
 *    "Not Found". oidc-provider's own routes, their errors included, answer as it renders them.
 */
/** Route option read by @fastify/cors (it declares no type for it): leave CORS to oidc-provider. */
const OWN_CORS = { cors: false } as FastifyContextConfig;

/** oidc-provider's own body limit. */
const PROVIDER_BODY_LIMIT_BYTES = 56 * 1024;

export function authorizationServerMount(provider: Provider, config: OAuthConfig) {
  const { mountPath } = config;
  provider.use(async (ctx, next) => {
    await next();
    // oidc-provider gives a request its `ctx.oidc` only once one of its routes matched it; Koa
    // leaves an unmatched one at 404 without a body.
    const matched = (ctx as { oidc?: unknown }).oidc !== undefined;
    if (matched || ctx.status !== 404 || ctx.body != null) return;
    ctx.status = 404;
    ctx.body = {
      error: 'not_found',
      message: `There is no ${ctx.method} ${mountPath}${ctx.path}`,
    } satisfies ErrorResponse;
  });
  const handle = provider.callback();

  async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    // oidc-provider routes on the path below its mount point and finds the mount point again
    // from originalUrl, as under Express or koa-mount.
    raw.originalUrl = url;
    raw.url = url.slice(mountPath.length) || '/';
    await handle(raw, reply.raw as ServerResponse);
  }

  return async (scope: FastifyInstance): Promise<void> => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'application/json'],
      { parseAs: 'string', bodyLimit: PROVIDER_BODY_LIMIT_BYTES },
      (request, body, done) => {
        const text = body as string;
        (request.raw as IncomingMessage & { body?: string }).body = text;
        const isJson = (request.headers['content-type'] ?? '').includes('json');
        try {
          done(null, isJson ? (text === '' ? {} : JSON.parse(text)) : { ...parseForm(text) });
        } catch {
          // Malformed JSON is oidc-provider's to answer, in its own error format.
          done(null, undefined);
        }
      },
    );

    /**
     * The resume step of an authorization request. Security: when the user's decision is
     * stored, only the request that carries its one-time ticket may resume with it
     * (interactions/decision-ticket.ts); any other is shown an error and gets no code.
     */
    scope.get<{ Params: { uid: string }; Querystring: { ticket?: string } }>(
      `${mountPath}/auth/:uid`,
      { schema: { hide: true }, config: OWN_CORS },
      async (request, reply) => {
        const interaction = await provider.Interaction.find(request.params.uid);
        const record = decisionRecordOf(interaction?.result);
        if (record && !ticketMatches(record, request.query.ticket)) {
          return reply.redirect(
            errorPageUrl(config, 'invalid_request', 'resume ticket missing or not valid'),
            303,
          );
        }
        return handOver(request, reply);
      },
    );

    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${mountPath}/*`,
      schema: { hide: true },
      config: OWN_CORS,
      handler: handOver,
    });
  };
}
