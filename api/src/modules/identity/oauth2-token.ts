import { isTextEncodingError } from '../../http/database-errors';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { markCodeTokens, redeemAuthorizationCode } from './authorization-repository';
import type { AuthorizationCode } from './authorization-repository';
import type { IdentityContext } from './context';
import { CognitoError } from './errors';
import { refreshSessionTokens } from './sign-in/refresh';
import { startSession } from './tokens';
import { IdentityTokenError } from './token-verifier';
import { findIdentitiesOfUser } from './federated-identities-repository';
import { DuplicateParameterError, parameter } from './request-params';
import type { ParameterSource } from './request-params';
import { findUserById } from './users-repository';

export const TOKEN_PATH = '/oauth2/token';
export const USER_INFO_PATH = '/oauth2/userInfo';

/** OAuth 2.0 error (RFC 6749 section 5.2). */
class OAuthError extends Error {
  constructor(
    readonly error: string,
    description: string,
    readonly statusCode = error === 'invalid_client' ? 401 : 400,
  ) {
    super(description);
  }
}

const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

function sendTokens(reply: FastifyReply, body: Record<string, unknown>) {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(body);
}

/** PKCE S256: BASE64URL(SHA256(code_verifier)) must equal the stored challenge. */
function verifierMatches(code: AuthorizationCode, verifier: string | undefined): boolean {
  if (!code.codeChallenge) return true;
  if (!verifier || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(code.codeChallenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/**
 * POST /oauth2/token of the hosted domain: authorization_code and refresh_token grants for the
 * public app client. Parameters are read from the form body and the query string alike (the
 * web client sends them as query parameters); the same parameter with two different values is
 * refused.
 */
export function registerTokenEndpoint(app: FastifyInstance, context: IdentityContext): void {
  const { config } = context;

  // Parameters may come in the query string with an empty JSON body; treat that body as empty
  // instead of failing on it (this scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new OAuthError('invalid_request', 'The request body is not valid JSON'), undefined);
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof OAuthError) {
      return reply
        .code(error.statusCode)
        .header('cache-control', 'no-store')
        .send({ error: error.error, error_description: error.message });
    }
    if (error instanceof DuplicateParameterError) {
      return reply.code(400).send({ error: 'invalid_request', error_description: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (
      (typeof status === 'number' && status >= 400 && status < 500) ||
      isTextEncodingError(error)
    ) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'Unreadable request' });
    }
    request.log.error({ err: error }, 'token endpoint failed');
    return reply.code(500).send({ error: 'server_error' });
  });

  app.post(
    TOKEN_PATH,
    { schema: { tags: ['identity'], summary: 'OAuth 2.0 token endpoint of the hosted domain' } },
    async (request, reply) => {
      const sources: ParameterSource[] = [
        request.body as ParameterSource,
        request.query as ParameterSource,
      ];
      const read = (name: string) => parameter(name, ...sources);
      const clientId = read('client_id');
      if (!clientId) throw new OAuthError('invalid_request', 'client_id is required');
      if (clientId !== config.clientId) throw new OAuthError('invalid_client', 'Unknown client');

      const grantType = read('grant_type');
      if (grantType === 'authorization_code') {
        const code = read('code');
        const redirectUri = read('redirect_uri');
        if (!code || !redirectUri) {
          throw new OAuthError('invalid_request', 'code and redirect_uri are required');
        }
        const redemption = await redeemAuthorizationCode(
          context.db,
          context.hasher,
          code,
          context.now(),
        );
        if (redemption.outcome !== 'redeemed') throw invalidGrant('Invalid or already used code');
        const granted = redemption.code;
        // Security: the code is bound to the client, the exact redirect URI and the PKCE verifier.
        if (granted.clientId !== clientId || granted.redirectUri !== redirectUri) {
          throw invalidGrant('The code was issued for another client or redirect_uri');
        }
        if (!verifierMatches(granted, read('code_verifier'))) {
          throw invalidGrant('code_verifier does not match the code_challenge');
        }
        const user = await findUserById(context.db, granted.userId);
        if (!user || !user.enabled) throw invalidGrant('The user is not available');
        const tokens = await startSession(context, {
          user,
          authTime: granted.authTime,
          scope: granted.scope,
          identityProvider: granted.identityProvider,
          nonce: granted.nonce,
        });
        await markCodeTokens(context.db, context.hasher, code, tokens.session.id);
        return sendTokens(reply, {
          ...(granted.scope.split(' ').includes('openid') ? { id_token: tokens.idToken } : {}),
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          expires_in: tokens.expiresIn,
          token_type: 'Bearer',
        });
      }
      if (grantType === 'refresh_token') {
        const refreshToken = read('refresh_token');
        if (!refreshToken) throw new OAuthError('invalid_request', 'refresh_token is required');
        try {
          const tokens = await refreshSessionTokens(context, refreshToken, clientId);
          return sendTokens(reply, {
            id_token: tokens.idToken,
            access_token: tokens.accessToken,
            expires_in: tokens.expiresIn,
            token_type: 'Bearer',
          });
        } catch (err) {
          if (err instanceof CognitoError) throw invalidGrant(err.message);
          throw err;
        }
      }
      throw new OAuthError(
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token',
      );
    },
  );

  const userInfo = async (
    request: { headers: Record<string, string | string[] | undefined> },
    reply: FastifyReply,
  ) => {
    const unauthorized = (description: string) =>
      reply
        .code(401)
        .header(
          'www-authenticate',
          `Bearer error="invalid_token", error_description="${description}"`,
        )
        .send({ error: 'invalid_token', error_description: description });
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) return unauthorized('Access token is missing');
    let verified;
    try {
      verified = await context.localTokens.verifyIdentityToken(match[1], { tokenUse: 'access' });
    } catch (err) {
      if (err instanceof IdentityTokenError) return unauthorized(err.message);
      throw err;
    }
    if (!verified.scopes.includes('openid')) {
      return reply
        .code(403)
        .header('www-authenticate', 'Bearer error="insufficient_scope", scope="openid"')
        .send({ error: 'insufficient_scope', error_description: 'The openid scope is required' });
    }
    const user = await findUserById(context.db, verified.sub);
    if (!user) return unauthorized('User does not exist');
    const identities = await findIdentitiesOfUser(context.db, user.id);
    const scopes = new Set(verified.scopes);
    return reply.header('cache-control', 'no-store').send({
      sub: user.id,
      username: user.username,
      ...(scopes.has('email') && user.email !== null
        ? { email: user.email, email_verified: String(user.emailVerified) }
        : {}),
      ...(scopes.has('phone') && user.phoneNumber !== null
        ? {
            phone_number: user.phoneNumber,
            phone_number_verified: String(user.phoneNumberVerified),
          }
        : {}),
      ...(scopes.has('profile') ? user.attributes : {}),
      ...(identities.length > 0
        ? {
            identities: JSON.stringify(
              identities.map((identity) => ({
                userId: identity.providerSubject,
                providerName: identity.provider,
                providerType: identity.provider,
              })),
            ),
          }
        : {}),
    });
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: USER_INFO_PATH,
      schema: { tags: ['identity'], summary: 'OpenID Connect userInfo of the hosted domain' },
      handler: userInfo,
    });
  }
}
