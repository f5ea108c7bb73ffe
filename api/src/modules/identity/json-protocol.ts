import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { IDENTITY_ACTIONS } from './actions';
import { isTextEncodingError } from '../../http/database-errors';
import { utf8TextOf } from '../../http/strict-json';
import { UnsafeTextError } from '../../http/text-guard';
import type { IdentityContext } from './context';
import { CognitoError, invalidParameter } from './errors';

const AMZ_JSON = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Cognito's request size limit is far below this; bigger bodies are refused before parsing. */
const BODY_LIMIT_BYTES = 64 * 1024;

function sendCognitoError(reply: FastifyReply, error: CognitoError): FastifyReply {
  return reply
    .code(error.statusCode)
    .header('content-type', AMZ_JSON)
    .header('x-amzn-errortype', `${error.type}:`)
    .send(JSON.stringify(error.toBody()));
}

/**
 * The user-pool endpoint that amazon-cognito-identity-js talks to: POST with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>` and a JSON 1.1 body. Answers are
 * Cognito's shapes; failures are `{"__type", "message"}` with status 400 (500 only for a fault
 * of ours, whose details go to the log and never to the client).
 */
export function registerJsonProtocolEndpoint(app: FastifyInstance, context: IdentityContext): void {
  app.addContentTypeParser(
    AMZ_JSON,
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = utf8TextOf(body as Buffer);
      if (text === null) {
        done(
          new CognitoError('SerializationException', 'The request body is not UTF-8 text.'),
          undefined,
        );
        return;
      }
      try {
        done(null, text === '' ? {} : JSON.parse(text));
      } catch {
        done(
          new CognitoError('SerializationException', 'The request body is not valid JSON.'),
          undefined,
        );
      }
    },
  );

  app.setErrorHandler<FastifyError | CognitoError>((error, request, reply) => {
    if (error instanceof CognitoError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'identity action failed');
      return sendCognitoError(reply, error);
    }
    if (error instanceof UnsafeTextError || isTextEncodingError(error)) {
      return sendCognitoError(
        reply,
        invalidParameter('A parameter contains characters that are not allowed.'),
      );
    }
    const status = error.statusCode;
    if (status === 429) {
      return sendCognitoError(
        reply,
        new CognitoError('TooManyRequestsException', 'Too many requests. Try again later.'),
      );
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendCognitoError(
        reply,
        new CognitoError(
          status === 413 ? 'InvalidParameterException' : 'SerializationException',
          status === 413 ? 'The request is too large.' : 'The request could not be read.',
        ),
      );
    }
    request.log.error({ err: error }, 'identity action failed');
    return sendCognitoError(
      reply,
      new CognitoError('InternalErrorException', 'An internal error occurred.'),
    );
  });

  const path = context.config.endpointPath;
  const paths = new Set([path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`]);
  for (const url of paths) {
    app.post(
      url,
      {
        bodyLimit: BODY_LIMIT_BYTES,
        schema: {
          tags: ['identity'],
          summary: 'Cognito user-pool API (JSON 1.1; the action is named by X-Amz-Target)',
        },
      },
      async (request, reply) => {
        const target = request.headers['x-amz-target'];
        const name =
          typeof target === 'string' && target.startsWith(TARGET_PREFIX)
            ? target.slice(TARGET_PREFIX.length)
            : '';
        const action = IDENTITY_ACTIONS.get(name);
        if (!action) {
          throw new CognitoError(
            'UnknownOperationException',
            `Unknown operation ${name || '(none)'}`,
          );
        }
        const result = await action.run(context, request.body, { ip: request.ip ?? null });
        return reply
          .header('content-type', AMZ_JSON)
          .header('x-amzn-requestid', randomUUID())
          .send(JSON.stringify(result));
      },
    );
  }
}
