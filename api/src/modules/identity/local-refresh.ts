import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types';
import type { IdentityConfig } from './config';
import type { IdentityContext } from './context';
import { createIdentityContext } from './context';
import { CognitoError } from './errors';
import { refreshSessionTokens } from './sign-in/refresh';
import { IdentityTokenError } from './token-verifier';

export interface LocallyRefreshedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
  /** The user the refresh token belongs to. */
  sub: string;
  username: string;
}

export interface LocalSessionRefresh {
  refresh(refreshToken: string): Promise<LocallyRefreshedTokens>;
}

/**
 * REFRESH_TOKEN_AUTH against this installation's pool, in-process (for server-side token
 * exchanges such as PUT /ps/v1/token). Same checks as the endpoint: the token must be known,
 * issued to the configured app client, unexpired and not revoked, and its user enabled. A
 * failure is an IdentityTokenError ('revoked', 'expired' or 'invalid').
 */
export function createLocalSessionRefresh(input: {
  db: Database;
  config: IdentityConfig;
  log: FastifyBaseLogger;
}): LocalSessionRefresh {
  let context: Promise<IdentityContext> | undefined;
  return {
    async refresh(refreshToken) {
      context ??= createIdentityContext(input);
      try {
        const tokens = await refreshSessionTokens(
          await context,
          refreshToken,
          input.config.clientId,
        );
        return {
          idToken: tokens.idToken,
          accessToken: tokens.accessToken,
          expiresIn: tokens.expiresIn,
          sub: tokens.user.id,
          username: tokens.user.username,
        };
      } catch (err) {
        if (!(err instanceof CognitoError)) throw err;
        const reason = /revoked/i.test(err.message)
          ? 'revoked'
          : /expired/i.test(err.message)
            ? 'expired'
            : 'invalid';
        throw new IdentityTokenError(reason, err.message);
      }
    },
  };
}
