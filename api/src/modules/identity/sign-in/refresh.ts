import type { IdentityContext } from '../context';
import { CognitoError } from '../errors';
import { findRefreshToken } from '../refresh-tokens-repository';
import { signSessionTokens } from '../tokens';
import type { IdentityUser } from '../users-repository';
import { findUserById } from '../users-repository';

/**
 * New id and access tokens for a refresh token (REFRESH_TOKEN_AUTH, /oauth2/token's
 * refresh_token grant). Security: the token must be known (by keyed hash), issued to this
 * client, unexpired and not revoked, and its user must still exist and be enabled. The refresh
 * token itself is not rotated, as in Cognito without rotation.
 */
export async function refreshSessionTokens(
  context: IdentityContext,
  refreshToken: string,
  clientId: string,
): Promise<{ idToken: string; accessToken: string; expiresIn: number; user: IdentityUser }> {
  const session = await findRefreshToken(context.db, context.hasher, refreshToken);
  if (!session || session.clientId !== clientId) {
    throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  }
  if (session.revokedAt !== null) {
    throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
  }
  if (session.expiresAt <= context.now()) {
    throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
  }
  const user = await findUserById(context.db, session.userId);
  if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  const tokens = await signSessionTokens(context, { user, session });
  return { ...tokens, user };
}
