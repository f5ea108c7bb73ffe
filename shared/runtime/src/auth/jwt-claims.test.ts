import { decodeJwtClaims, expiryOf, userNameOf } from './jwt-claims';
import { fakeJwt } from './testing/fake-tokens';

describe('reading token claims', () => {
  it('reads the user name from cognito:username, falling back to the subject', () => {
    expect(userNameOf(fakeJwt({ 'cognito:username': 'Google_1', sub: 's-1' }))).toBe('Google_1');
    expect(userNameOf(fakeJwt({ sub: 's-1' }))).toBe('s-1');
    expect(userNameOf(fakeJwt({}))).toBeNull();
  });

  it('decodes UTF-8 claims and refuses what is not a token', () => {
    expect(decodeJwtClaims(fakeJwt({ name: '山田 花子' }))?.name).toBe('山田 花子');
    expect(decodeJwtClaims('not-a-token')).toBeNull();
    expect(decodeJwtClaims('a.%%%.c')).toBeNull();
    expect(expiryOf(fakeJwt({ exp: 'soon' }))).toBeNull();
  });
});
