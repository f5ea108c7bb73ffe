import { createHmac } from 'node:crypto';
import AuthenticationHelper from 'amazon-cognito-identity-js/lib/AuthenticationHelper';
import BigInteger from 'amazon-cognito-identity-js/lib/BigInteger';
import { loadIdentityConfig } from '../../src/modules/identity';
import {
  SRP_N,
  createPasswordVerifier,
  createServerEphemeral,
  deriveSessionKey,
  parseClaimTimestamp,
  passwordClaimSignature,
  passwordMatchesVerifier,
  signaturesMatch,
} from '../../src/modules/identity/srp';
import { passwordPolicyProblems } from '../../src/modules/identity/password-policy';

/** What the browser computes, with the library's own helper. */
function clientClaim(
  pool: string,
  userId: string,
  password: string,
  saltHex: string,
  BHex: string,
) {
  const helper = new AuthenticationHelper(pool);
  let A = '';
  helper.getLargeAValue((_err, value) => (A = value.toString(16)));
  let key = Buffer.alloc(0);
  const Big = BigInteger as unknown as new (hex: string, radix: number) => unknown;
  helper.getPasswordAuthenticationKey(
    userId,
    password,
    new Big(BHex, 16),
    new Big(saltHex, 16),
    (_err, k) => {
      key = Buffer.from(k);
    },
  );
  return { A, key };
}

describe('identity: SRP maths against the client library', () => {
  it('derives the same key and claim signature as amazon-cognito-identity-js', () => {
    const secretBlock = Buffer.from('secret block of the challenge').toString('base64');
    const timestamp = 'Sun Nov 22 20:00:00 UTC 2026';
    for (let i = 0; i < 5; i += 1) {
      const userId = `5e6d0c11-2026-4a00-8000-00000000000${i}`;
      const stored = createPasswordVerifier('HarmoLocal', userId, 'Harmo-demo-2026');
      const server = createServerEphemeral(stored.verifierHex);
      const client = clientClaim(
        'HarmoLocal',
        userId,
        'Harmo-demo-2026',
        stored.saltHex,
        server.publicHex,
      );
      const clientSignature = createHmac('sha256', client.key)
        .update(
          Buffer.concat([
            Buffer.from('HarmoLocal'),
            Buffer.from(userId),
            Buffer.from(secretBlock, 'base64'),
            Buffer.from(timestamp),
          ]),
        )
        .digest('base64');
      const key = deriveSessionKey({
        clientPublicHex: client.A,
        server,
        verifierHex: stored.verifierHex,
      });
      expect(key).not.toBeNull();
      const expected = passwordClaimSignature(
        key as Buffer,
        'HarmoLocal',
        userId,
        secretBlock,
        timestamp,
      );
      expect(signaturesMatch(expected, clientSignature)).toBe(true);
    }
  });

  it('refuses A = 0 mod N, and a wrong password gives another key', () => {
    const stored = createPasswordVerifier('HarmoLocal', 'user', 'Right-pass-1');
    const server = createServerEphemeral(stored.verifierHex);
    expect(
      deriveSessionKey({ clientPublicHex: '0', server, verifierHex: stored.verifierHex }),
    ).toBeNull();
    expect(
      deriveSessionKey({
        clientPublicHex: SRP_N.toString(16),
        server,
        verifierHex: stored.verifierHex,
      }),
    ).toBeNull();
    expect(passwordMatchesVerifier(stored, 'HarmoLocal', 'user', 'Right-pass-1')).toBe(true);
    expect(passwordMatchesVerifier(stored, 'HarmoLocal', 'user', 'Wrong-pass-1')).toBe(false);
    expect(passwordMatchesVerifier(stored, 'OtherPool', 'user', 'Right-pass-1')).toBe(false);
  });

  it('reads the client timestamp format and rejects inconsistent dates', () => {
    expect(parseClaimTimestamp('Sun Nov 22 20:00:00 UTC 2026')?.toISOString()).toBe(
      '2026-11-22T20:00:00.000Z',
    );
    expect(parseClaimTimestamp('Mon Nov 22 20:00:00 UTC 2026')).toBeNull();
    expect(parseClaimTimestamp('2026-11-22T20:00:00Z')).toBeNull();
  });

  it.each(['Passw0rd', 'Aa1aaaaa', 'Password1', 'Qwerty123'])(
    'refuses the common password %s although it has every kind of character',
    (password) => {
      expect(passwordPolicyProblems(password)).toEqual(['Password is too common or easy to guess']);
    },
  );

  it('states every broken password rule', () => {
    expect(passwordPolicyProblems('Harmo-demo-2026')).toEqual([]);
    expect(passwordPolicyProblems('abc')).toEqual([
      'Password not long enough',
      'Password must have uppercase characters',
      'Password must have numeric characters',
    ]);
  });
});

describe('identity: configuration', () => {
  const base = { publicUrl: 'http://localhost:4000', isProduction: false, devHelpers: true };

  it('has working local defaults', () => {
    expect(loadIdentityConfig(base, {})).toMatchObject({
      userPoolId: 'ap-northeast-1_HarmoLocal',
      clientId: 'harmo-web-local',
      endpointPath: '/identity/',
      issuer: 'http://localhost:4000/ap-northeast-1_HarmoLocal',
      callbackUrls: [
        'http://localhost:3000/auth/oauth2-callback',
        'http://127.0.0.1:3000/auth/oauth2-callback',
      ],
      providerStandInEnabled: true,
      localPoolEnabled: true,
    });
  });

  it('refuses a pool id that Cognito clients would refuse', () => {
    expect(() => loadIdentityConfig(base, { IDENTITY_USER_POOL_ID: 'HarmoLocal' })).toThrow(
      /IDENTITY_USER_POOL_ID/,
    );
  });

  it('verifies a real pool by issuer + JWKS URL and then runs no local pool', () => {
    const issuer = 'https://cognito-idp.ap-northeast-1.amazonaws.com/ap-northeast-1_AbC123';
    expect(() =>
      loadIdentityConfig(base, { IDENTITY_JWKS_URL: `${issuer}/.well-known/jwks.json` }),
    ).toThrow(/IDENTITY_ISSUER/);
    const config = loadIdentityConfig(
      { ...base, isProduction: true, devHelpers: false },
      { IDENTITY_ISSUER: issuer, IDENTITY_JWKS_URL: `${issuer}/.well-known/jwks.json` },
    );
    expect(config).toMatchObject({
      issuer,
      localPoolEnabled: false,
      providerStandInEnabled: false,
    });
  });
});
