import { z } from 'zod';
import { CognitoError } from '../errors';
import {
  findRefreshToken,
  revokeAllRefreshTokens,
  revokeRefreshToken,
} from '../refresh-tokens-repository';
import { authenticateAccessToken } from '../tokens';
import type { IdentityAction } from './action';
import { assertKnownClient, defineAction } from './action';
import { AccessToken, ClientId } from './schemas';

/** GlobalSignOut: revokes every refresh token of the user, and with them every access token. */
export const globalSignOut = defineAction(
  'GlobalSignOut',
  z.object({ AccessToken }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    await revokeAllRefreshTokens(context.db, user.id, context.now());
    return {};
  },
);

/**
 * RevokeToken: revokes one refresh token (and the access tokens issued from it). As RFC 7009
 * asks, an unknown token is not an error; a token of another client is left alone.
 */
export const revokeToken = defineAction(
  'RevokeToken',
  z.object({
    Token: z.string().min(1).max(8192),
    ClientId,
    ClientSecret: z.string().optional(),
  }),
  async (context, input) => {
    assertKnownClient(context, input.ClientId);
    if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(input.Token)) {
      throw new CognitoError(
        'UnsupportedTokenTypeException',
        'Only refresh tokens can be revoked.',
      );
    }
    const record = await findRefreshToken(context.db, context.hasher, input.Token);
    if (record && record.clientId === input.ClientId) {
      await revokeRefreshToken(context.db, record.id, context.now());
    }
    return {};
  },
);

export const sessionActions: IdentityAction[] = [globalSignOut, revokeToken];
