import type { CognitoUser } from 'amazon-cognito-identity-js';
import { STORAGE_KEYS, storage } from '../session/storage-keys';
import { IDENTITY_ERRORS } from './identity-errors';
import { cognitoUserFor, loadIdentityLibrary } from './identity-pool';
import { getIdToken } from './token-policy';
import { readCachedTokens, storedCredentials } from './token-store';

/**
 * The identity library's user for the signed-in session, holding the session's tokens (fresh:
 * refreshed first when the id token is about to expire), for the calls that act on the signed-in
 * user with its access token: password change, attributes, MFA, devices, sign-out, deletion.
 */
export async function signedInIdentityUser(): Promise<CognitoUser> {
  const { cognitoUserName } = storedCredentials();
  if (!cognitoUserName) throw new Error(IDENTITY_ERRORS.notAuthenticated);
  await getIdToken();
  const cached = readCachedTokens(cognitoUserName);
  const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
  if (!cached?.accessToken || !refreshToken) throw new Error(IDENTITY_ERRORS.notAuthenticated);
  const { CognitoAccessToken, CognitoIdToken, CognitoRefreshToken, CognitoUserSession } =
    await loadIdentityLibrary();
  const user = await cognitoUserFor(cognitoUserName);
  user.setSignInUserSession(
    new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken: cached.idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: cached.accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: refreshToken }),
    }),
  );
  return user;
}
