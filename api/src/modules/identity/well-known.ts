import type { FastifyInstance } from 'fastify';
import { localIssuer } from './config';
import { SUPPORTED_OAUTH_SCOPES } from './constants';
import type { IdentityContext } from './context';
import { AUTHORIZE_PATH, LOGOUT_PATH } from './hosted-ui';
import { TOKEN_PATH, USER_INFO_PATH } from './oauth2-token';

/**
 * Public discovery documents at the places Cognito serves them:
 * `<issuer>/.well-known/jwks.json` and `<issuer>/.well-known/openid-configuration`.
 */
export function registerWellKnownRoutes(app: FastifyInstance, context: IdentityContext): void {
  const { config } = context;
  const base = `/${config.userPoolId}/.well-known`;

  app.get(
    `${base}/jwks.json`,
    { schema: { tags: ['identity'], summary: 'Public keys that verify id and access tokens' } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await context.keys.jwks()),
  );

  app.get(
    `${base}/openid-configuration`,
    { schema: { tags: ['identity'], summary: 'OpenID Connect discovery document' } },
    async (_request, reply) => {
      const issuer = localIssuer(config);
      return reply.header('cache-control', 'public, max-age=300').send({
        issuer,
        authorization_endpoint: `${config.publicUrl}${AUTHORIZE_PATH}`,
        token_endpoint: `${config.publicUrl}${TOKEN_PATH}`,
        userinfo_endpoint: `${config.publicUrl}${USER_INFO_PATH}`,
        end_session_endpoint: `${config.publicUrl}${LOGOUT_PATH}`,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: SUPPORTED_OAUTH_SCOPES,
        token_endpoint_auth_methods_supported: ['none'],
        code_challenge_methods_supported: ['S256'],
      });
    },
  );
}
