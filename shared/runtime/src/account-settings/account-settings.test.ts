import type { CognitoUser } from 'amazon-cognito-identity-js';
import { refreshIdToken, signedInIdentityUser } from '@harmo/shared';
import { changePassword, listRememberedDevices } from '@harmo/shared/account-settings';

jest.mock('@harmo/shared', () => ({
  ...jest.requireActual<object>('@harmo/shared'),
  signedInIdentityUser: jest.fn(),
  refreshIdToken: jest.fn(),
  identityClientId: () => 'harmo-web-test',
}));
const signedInUser = jest.mocked(signedInIdentityUser);
const refresh = jest.mocked(refreshIdToken);

/** The identity endpoint's refusal, as the identity library hands it over. */
const refusal = (message: string) =>
  Object.assign(new Error(message), {
    code: 'NotAuthorizedException',
    name: 'NotAuthorizedException',
  });

/** A signed-in user whose calls the identity endpoint answers with `error`. */
function userRefusedWith(error: Error) {
  signedInUser.mockResolvedValue({
    getUsername: () => 'user-1',
    changePassword: (_old: string, _new: string, done: (error: unknown) => void) => done(error),
    listDevices: (
      _limit: number,
      _token: string | null,
      callbacks: { onFailure: (e: unknown) => void },
    ) => callbacks.onFailure(error),
  } as unknown as CognitoUser);
}

beforeEach(() => {
  signedInUser.mockReset();
  refresh.mockReset();
});

describe('a signed-in call refused for its access token', () => {
  it('asks for a refresh, which ends the session here when the account signed out everywhere', async () => {
    const revoked = refusal('Access Token has been revoked');
    userRefusedWith(revoked);
    refresh.mockRejectedValue(new Error('refresh refused'));

    await expect(changePassword('Old-password-1', 'New-password-1')).rejects.toBe(revoked);
    expect(refresh).toHaveBeenCalledTimes(1);

    await expect(listRememberedDevices(10, null)).rejects.toBe(revoked);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('leaves a wrong current password as it is: the session stands', async () => {
    const wrongPassword = refusal('Incorrect username or password.');
    userRefusedWith(wrongPassword);

    await expect(changePassword('Wrong-password-1', 'New-password-1')).rejects.toBe(wrongPassword);
    expect(refresh).not.toHaveBeenCalled();
  });
});
