import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import { localIssuer } from './config';
import { ACCESS_TOKEN_LIFETIME_MS, ID_TOKEN_LIFETIME_MS, USER_ADMIN_SCOPE } from './constants';
import type { IdentityContext } from './context';
import { PROFILE_ATTRIBUTES } from './attributes';
import { CognitoError } from './errors';
import { findIdentitiesOfUser } from './federated-identities-repository';
import { SIGNING_ALGORITHM } from './keys';
import type { RefreshTokenRecord } from './refresh-tokens-repository';
import { createRefreshToken } from './refresh-tokens-repository';
import { IdentityTokenError } from './token-verifier';
import type { IdentityUser } from './users-repository';
import { findUserById } from './users-repository';

/** AuthenticationResult as InitiateAuth / RespondToAuthChallenge return it. */
export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

async function sign(
  context: IdentityContext,
  payload: JWTPayload,
  issuedAt: Date,
  lifetimeMs: number,
): Promise<string> {
  const key = await context.keys.activeKey();
  return new SignJWT(payload)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(localIssuer(context.config))
    .setIssuedAt(seconds(issuedAt))
    .setExpirationTime(seconds(issuedAt) + Math.floor(lifetimeMs / 1000))
    .setJti(randomUUID())
    .sign(key.privateKey);
}

/**
 * Signs an id token and an access token with Cognito's claims for a session (the refresh token
 * row is the session: its id is origin_jti).
 */
export async function signSessionTokens(
  context: IdentityContext,
  input: { user: IdentityUser; session: RefreshTokenRecord; nonce?: string | null },
): Promise<{ idToken: string; accessToken: string; expiresIn: number }> {
  const { user, session } = input;
  const now = context.now();
  const eventId = randomUUID();
  const common = {
    sub: user.id,
    origin_jti: session.id,
    event_id: eventId,
    auth_time: seconds(session.authTime),
  };

  const identities = await findIdentitiesOfUser(context.db, user.id);
  const attributes: Record<string, string> = {};
  for (const name of PROFILE_ATTRIBUTES) {
    const value = user.attributes[name];
    if (value !== undefined) attributes[name] = value;
  }
  const idClaims: JWTPayload = {
    ...attributes,
    ...common,
    aud: context.config.clientId,
    token_use: 'id',
    'cognito:username': user.username,
    ...(user.email !== null ? { email: user.email, email_verified: user.emailVerified } : {}),
    ...(user.phoneNumber !== null
      ? { phone_number: user.phoneNumber, phone_number_verified: user.phoneNumberVerified }
      : {}),
    ...(identities.length > 0
      ? {
          identities: identities.map((identity, index) => ({
            userId: identity.providerSubject,
            providerName: identity.provider,
            providerType: identity.provider,
            issuer: null,
            primary: String(index === 0),
            dateCreated: String(identity.createdAt.getTime()),
          })),
        }
      : {}),
    ...(input.nonce ? { nonce: input.nonce } : {}),
  };
  const accessClaims: JWTPayload = {
    ...common,
    ...(session.deviceKey ? { device_key: session.deviceKey } : {}),
    client_id: session.clientId,
    token_use: 'access',
    scope: session.scope,
    username: user.username,
    version: 2,
  };
  return {
    idToken: await sign(context, idClaims, now, ID_TOKEN_LIFETIME_MS),
    accessToken: await sign(context, accessClaims, now, ACCESS_TOKEN_LIFETIME_MS),
    expiresIn: Math.floor(ACCESS_TOKEN_LIFETIME_MS / 1000),
  };
}

/** Opens a session for a user who completed every sign-in step: refresh token plus tokens. */
export async function startSession(
  context: IdentityContext,
  input: {
    user: IdentityUser;
    authTime: Date;
    scope?: string;
    deviceKey?: string | null;
    identityProvider?: string | null;
    nonce?: string | null;
  },
): Promise<{
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  session: RefreshTokenRecord;
}> {
  const { token, record } = await createRefreshToken(context.db, context.hasher, {
    userId: input.user.id,
    clientId: context.config.clientId,
    scope: input.scope ?? USER_ADMIN_SCOPE,
    deviceKey: input.deviceKey ?? null,
    identityProvider: input.identityProvider ?? null,
    authTime: input.authTime,
    now: context.now(),
  });
  const signed = await signSessionTokens(context, {
    user: input.user,
    session: record,
    nonce: input.nonce ?? null,
  });
  return { ...signed, refreshToken: token, session: record };
}

/**
 * The user behind an access token sent to a user-pool action (GetUser, ChangePassword …).
 * Security: signature, issuer, expiry, token_use=access, client_id, not revoked (GlobalSignOut,
 * RevokeToken), the user-admin scope, and the user still exists and is enabled.
 */
export async function authenticateAccessToken(
  context: IdentityContext,
  accessToken: string,
): Promise<{ user: IdentityUser; deviceKey: string | null; originJti: string | null }> {
  let verified;
  try {
    verified = await context.localTokens.verifyIdentityToken(accessToken, { tokenUse: 'access' });
  } catch (err) {
    if (err instanceof IdentityTokenError)
      throw new CognitoError('NotAuthorizedException', err.message);
    throw err;
  }
  if (!verified.scopes.includes(USER_ADMIN_SCOPE)) {
    throw new CognitoError('NotAuthorizedException', 'Access Token does not have required scopes');
  }
  const user = await findUserById(context.db, verified.sub);
  if (!user) throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled.');
  const deviceKey = verified.claims.device_key;
  const originJti = verified.claims.origin_jti;
  return {
    user,
    deviceKey: typeof deviceKey === 'string' ? deviceKey : null,
    originJti: typeof originJti === 'string' ? originJti : null,
  };
}
