import { apiRequest } from '../api/api-client';
import { loadAccountsContract } from '../api/contracts';
import { getRuntimeConfig } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';
import { storage } from '../session/storage-keys';
import { userNameOf } from './jwt-claims';
import { finishSignIn, type SignInOutcome } from './sign-in-service';

export type SocialProvider = 'Google' | 'SignInWithApple';

export const OAUTH_CALLBACK_PATH = '/auth/oauth2-callback';
/** The scopes of the hosted sign-in (user-pool self-service, e-mail, OpenID). */
export const SOCIAL_SIGN_IN_SCOPE = 'aws.cognito.signin.user.admin email openid';

/** The value that ties a callback to a sign-in this browser started. */
const OAUTH_STATE_KEY = 'harmo.oauthState';

const trimSlash = (value: string) => value.replace(/\/+$/, '');

export function oauthRedirectUri(): string {
  return `${trimSlash(getRuntimeConfig().webOrigin)}${OAUTH_CALLBACK_PATH}`;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hosted domain's authorize address for Google or Apple (docs/session.md). */
export function socialSignInUrl(provider: SocialProvider, state: string): string {
  const { authDomain, identity } = getRuntimeConfig();
  const url = new URL(`${trimSlash(authDomain)}/oauth2/authorize`);
  url.searchParams.set('identity_provider', provider);
  url.searchParams.set('redirect_uri', oauthRedirectUri());
  url.searchParams.set('response_type', 'CODE');
  url.searchParams.set('client_id', identity.clientId);
  url.searchParams.set('scope', SOCIAL_SIGN_IN_SCOPE);
  // Security (login CSRF): the callback accepts only a code answering a request made here.
  url.searchParams.set('state', state);
  return url.toString();
}

/** Leaves for the hosted sign-in of Google or Apple (sets the SNS redirect flag). */
export function startSocialSignIn(provider: SocialProvider): void {
  const state = randomState();
  storage.set(OAUTH_STATE_KEY, state);
  useSessionStore.getState().setSnsRedirect(true);
  window.location.assign(socialSignInUrl(provider, state));
}

/**
 * POST /oauth2/token with grant_type, client_id, code and redirect_uri as query
 * parameters. The user name is the id token's `cognito:username` claim, else its subject.
 */
export async function exchangeAuthorizationCode(code: string) {
  const { authDomain, identity } = getRuntimeConfig();
  const tokens = await apiRequest(`${trimSlash(authDomain)}/oauth2/token`, {
    method: 'POST',
    service: 'identity',
    query: {
      grant_type: 'authorization_code',
      client_id: identity.clientId,
      code,
      redirect_uri: oauthRedirectUri(),
    },
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    schema: () => loadAccountsContract().then((contract) => contract.AuthorizationCodeTokens),
    auth: false,
    // The identity domain is another site: no cookies of ours go there.
    credentials: 'omit',
  });
  const cognitoUserName = userNameOf(tokens.id_token);
  if (!cognitoUserName) throw new Error('The id token names no user');
  return {
    accessToken: tokens.access_token,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    cognitoUserName,
  };
}

export type CodeSignInOutcome = SignInOutcome | false;

const inFlight = new Map<string, Promise<CodeSignInOutcome>>();

/**
 * Code sign-in: false when the provider call fails (or the answer does not belong to
 * a sign-in started in this browser); otherwise the sign-in service's outcome (verified and
 * stored, or a new identity waiting for its account). One code is redeemed once, however often
 * a screen asks.
 */
export function signInWithCode(code: string, state: string | null): Promise<CodeSignInOutcome> {
  const running = inFlight.get(code);
  if (running) return running;
  const attempt = (async (): Promise<CodeSignInOutcome> => {
    const expected = storage.get(OAUTH_STATE_KEY);
    storage.remove(OAUTH_STATE_KEY);
    useSessionStore.getState().setSnsRedirect(false);
    if (!expected || !state || expected !== state) return false;
    let result;
    try {
      result = await exchangeAuthorizationCode(code);
    } catch {
      return false;
    }
    return finishSignIn(result);
  })();
  inFlight.set(code, attempt);
  return attempt;
}
