import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNTS_PATHS,
  TokenRefreshBody as TokenBody,
  TokenRefreshResponse as TokenResponse,
} from '@harmo/contracts/accounts';
import { ErrorResponse, HttpError } from '../../../http/errors';
import { SessionRefreshError } from '../identity/session-refresher';
import type { AccountsRouteContext } from './context';
import { TAGS } from './context';

export const REFRESH_FAILED_MESSAGE = 'Cannot retrieve a new session, please authenticate.';

/**
 * PUT /ps/v1/token: new id and access tokens for a refresh token (the mobile app hands its
 * session to a WebView this way). No bearer token: the refresh token is the credential.
 */
export function tokenRoutes(context: AccountsRouteContext): FastifyPluginAsyncZod {
  const { refresher } = context;
  return async (app) => {
    app.put(
      ACCOUNTS_PATHS.token,
      {
        schema: {
          tags: TAGS,
          summary: 'Refresh a session',
          body: TokenBody,
          response: { 200: TokenResponse, 400: ErrorResponse, 401: ErrorResponse },
        },
      },
      async (request) => {
        try {
          return await refresher.refresh(request.body);
        } catch (err) {
          if (err instanceof SessionRefreshError) {
            request.log.info({ reason: err.message }, 'session refresh refused');
            throw new HttpError(401, 'refresh_failed', REFRESH_FAILED_MESSAGE);
          }
          throw err;
        }
      },
    );
  };
}
