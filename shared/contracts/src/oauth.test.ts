import type { ClientMessages } from './oauth';
import {
  AccessTokenResponse,
  AuthorizationServerMetadata,
  CLIENT_MESSAGES_EN,
  CreateClientBody,
  OAUTH_PATHS,
  UpdateClientBody,
  createClientBody,
  inScopeOrder,
  knownScopesOf,
  pathWith,
  redirectUriIssue,
} from './oauth';

const valid = {
  name: ' 薬局アプリ ',
  type: 'public',
  redirectUris: ['https://partner.example/cb'],
  allowedScopes: ['openid', 'patient.profile'],
};

/** Where each refusal was found and what it says. */
function issuesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined;
}) {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('the redirect URI rules', () => {
  it.each([
    ['https://partner.example/cb', null],
    ['http://localhost:3000/oauth/test', null],
    ['http://127.0.0.1/cb', null],
    ['http://[::1]:8080/cb', null],
    ['http://partner.example/cb', 'redirectHttp'],
    ['https://partner.example/cb#x', 'redirectFragment'],
    ['/relative', 'redirectInvalid'],
    ['javascript:alert(1)', 'redirectScheme'],
    ['https://user:pw@partner.example/cb', 'redirectCredentials'],
    ['http://localhost@attacker.example/cb', 'redirectCredentials'],
  ])('judges %s as %s', (uri, issue) => {
    expect(redirectUriIssue(uri)).toBe(issue);
  });
});

describe('a client registration', () => {
  it('is trimmed and kept in the order given', () => {
    expect(CreateClientBody.parse(valid)).toEqual({ ...valid, name: '薬局アプリ' });
  });

  it('counts the name in characters as people do (80 at most)', () => {
    expect(CreateClientBody.safeParse({ ...valid, name: '𠮷'.repeat(80) }).success).toBe(true);
    expect(issuesOf(CreateClientBody.safeParse({ ...valid, name: 'あ'.repeat(81) }))).toEqual([
      { path: 'name', message: 'must be 1 to 80 characters' },
    ]);
  });

  it('is refused in the api’s English, at the field that broke a rule', () => {
    const result = CreateClientBody.safeParse({
      name: 'a\tb',
      type: 'private',
      redirectUris: ['ftp://partner.example/cb'],
      allowedScopes: ['patient.everything'],
    });
    expect(issuesOf(result)).toEqual([
      { path: 'name', message: 'must not contain control characters' },
      { path: 'type', message: 'must be public or confidential' },
      { path: 'redirectUris.0', message: 'must use https (or http on localhost)' },
      { path: 'allowedScopes.0', message: expect.stringMatching(/^must be one of openid, /) },
    ]);
  });

  it('refuses repeated URIs and scopes and more than 10 URIs', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`);
    expect(issuesOf(CreateClientBody.safeParse({ ...valid, redirectUris: eleven }))).toEqual([
      { path: 'redirectUris', message: 'at most 10 redirect URIs' },
    ]);
    const repeated = { ...valid, redirectUris: ['https://a.example', 'https://a.example'] };
    expect(issuesOf(CreateClientBody.safeParse(repeated))).toEqual([
      { path: 'redirectUris', message: 'must not repeat a redirect URI' },
    ]);
    const scopes = { ...valid, allowedScopes: ['openid', 'openid'] };
    expect(issuesOf(CreateClientBody.safeParse(scopes))).toEqual([
      { path: 'allowedScopes', message: 'must not repeat a scope' },
    ]);
  });

  it('is worded by the caller when it gives its own messages', () => {
    const keys = Object.fromEntries(
      Object.keys(CLIENT_MESSAGES_EN).map((issue) => [issue, `key:${issue}`]),
    ) as ClientMessages;
    const result = createClientBody(keys).safeParse({
      name: '',
      type: '',
      redirectUris: [],
      allowedScopes: [],
    });
    expect(issuesOf(result)).toEqual([
      { path: 'name', message: 'key:nameRequired' },
      { path: 'type', message: 'key:type' },
      { path: 'redirectUris', message: 'key:redirectRequired' },
      { path: 'allowedScopes', message: 'key:scopesRequired' },
    ]);
  });

  it('asks a change for at least one field', () => {
    expect(UpdateClientBody.safeParse({}).success).toBe(false);
    expect(UpdateClientBody.parse({ name: ' 新しい名前 ' })).toEqual({ name: '新しい名前' });
  });
});

describe('scopes and paths', () => {
  it('reads a scope parameter into known scopes, once each, in the canonical order', () => {
    expect(knownScopesOf('patient.profile openid bogus openid')).toEqual([
      'openid',
      'patient.profile',
    ]);
    expect(knownScopesOf(undefined)).toEqual([]);
    expect(inScopeOrder(['patient.checkups', 'offline_access', 'x'])).toEqual([
      'offline_access',
      'patient.checkups',
    ]);
  });

  it('fills route parameters in as one encoded path segment each', () => {
    expect(pathWith(OAUTH_PATHS.clientSecret, { clientId: 'a/b c' })).toBe(
      '/ps/v1/oauth/clients/a%2Fb%20c/secret',
    );
    expect(pathWith(OAUTH_PATHS.interactionDeny, {})).toBe('/ps/v1/oauth/interactions/:uid/deny');
  });
});

describe('the authorization server’s own answers', () => {
  const issuer = 'https://api.harmo.example/oauth';
  const metadata = {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
  };

  it('reads a discovery document for its endpoints and keeps every other member', () => {
    const served = {
      ...metadata,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      claims_parameter_supported: false,
    };
    expect(AuthorizationServerMetadata.parse(served)).toEqual(served);
    expect(AuthorizationServerMetadata.parse(metadata)).toEqual(metadata);
  });

  it('refuses a discovery document without the endpoints of the code flow', () => {
    expect(issuesOf(AuthorizationServerMetadata.safeParse({ issuer }))).toEqual([
      { path: 'authorization_endpoint', message: expect.any(String) },
      { path: 'token_endpoint', message: expect.any(String) },
    ]);
    const wrong = { ...metadata, code_challenge_methods_supported: 'S256' };
    expect(AuthorizationServerMetadata.safeParse(wrong).success).toBe(false);
  });

  it('reads a token answer with what RFC 6749 requires, keeping what the grant adds', () => {
    const answer = {
      access_token: 'at',
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: 'rt',
      id_token: 'a.b.c',
      scope: 'openid offline_access patient.profile',
      custom: 1,
    };
    expect(AccessTokenResponse.parse(answer)).toEqual(answer);
    expect(issuesOf(AccessTokenResponse.safeParse({ access_token: 'at' }))).toEqual([
      { path: 'token_type', message: expect.any(String) },
    ]);
    expect(
      AccessTokenResponse.safeParse({ access_token: 'at', token_type: 'Bearer', expires_in: '1' })
        .success,
    ).toBe(false);
  });
});
