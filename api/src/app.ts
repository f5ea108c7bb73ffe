import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import packageJson from '../package.json';
import type { Config } from './config';
import type { Database } from './db';
import {
  answerConnectionError,
  frameworkErrorAnswer,
  installErrorHandlers,
} from './http/errorHandler';
import { installRateLimits } from './http/rate-limit/policy';
import { installTextGuard } from './http/text-guard';
import { installFormBodiesWhereDeclared } from './http/form-bodies';
import { installStrictJsonBodies } from './http/strict-json';
import { healthRoutes } from './http/health';
import { genRequestId, REQUEST_ID_HEADER } from './http/requestId';
import { createLogger } from './logger';
import { modules as registeredModules } from './modules';
import type { HarmoModule } from './modules';

export type HarmoApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Defaults to a logger built from config; false turns logging off (tests). */
  logger?: Logger | false;
  /** Defaults to the list in src/modules/index.ts. */
  modules?: readonly HarmoModule[];
  /** Defaults to REQUEST_TIMEOUTS (tests shorten them). */
  timeouts?: RequestTimeouts;
}

export interface RequestTimeouts {
  /** Whole request (headers and body) must arrive within this; else 408 and the socket closes. */
  requestMs: number;
  /** An idle connection is closed after this. */
  connectionMs: number;
  /** How often Node checks open requests against requestMs. */
  checkIntervalMs: number;
}

/**
 * Security: without limits a client trickling a body one byte at a time holds a connection (and
 * its memory) as long as it likes; many such clients exhaust the server.
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = {
  requestMs: 30_000,
  connectionMs: 60_000,
  checkIntervalMs: 2_000,
};

export const API_VERSION = packageJson.version;

/** The whole HTTP api, ready to be tested with inject() or started with listen(). */
export async function buildApp(options: BuildAppOptions): Promise<HarmoApp> {
  const { config, db } = options;
  const logger = options.logger ?? createLogger(config);
  const timeouts = options.timeouts ?? REQUEST_TIMEOUTS;
  const app = Fastify({
    ...(logger === false ? { logger: false } : { loggerInstance: logger }),
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    // Node's server starts its request-timeout checks only when it is constructed with one.
    http: {
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    genReqId: genRequestId,
    requestIdHeader: false,
    clientErrorHandler: answerConnectionError,
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = frameworkErrorAnswer(error);
      // Fastify types this reply by a route's generics, which no route has here.
      void (reply as unknown as FastifyReply).code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>() as unknown as HarmoApp;

  // Every route's params/querystring/body go through its zod schema; responses are encoded by it.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  installTextGuard(app as unknown as FastifyInstance);
  installStrictJsonBodies(app as unknown as FastifyInstance);

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Strict-Transport-Security means something only on an https origin: over plain http (local
  // development) it is wrong and browsers ignore it.
  await app.register(fastifyHelmet, {
    hsts: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  // Security: only the configured web app origins may make credentialed calls (see config.ts).
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: [REQUEST_ID_HEADER],
    maxAge: 600,
  });
  await app.register(fastifyFormbody);
  installFormBodiesWhereDeclared(app as unknown as FastifyInstance);
  await installRateLimits(app as unknown as FastifyInstance, db);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'harmo web API',
        description: 'Backend of harmo web, the electronic medication notebook.',
        version: API_VERSION,
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(healthRoutes(db, { version: API_VERSION, instanceId: config.instanceId }));

  for (const module of options.modules ?? registeredModules) {
    await app.register(module, { db, config });
  }
  return app;
}
