import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  DEMO_IDENTITY_USERS,
  DEMO_PASSWORD,
  IdentityTokenError,
  createIdentityTokenVerifier,
  createLocalSessionRefresh,
  identityTokenVerifier,
  loadIdentityConfig,
} from '../../src/modules/identity';
import { testConfig } from '../helpers/app';
import type { IdentityServer } from './harness';
import {
  CLIENT_ID,
  ISSUER,
  POOL_ID,
  claimsOf,
  rawAction,
  signInSession,
  startIdentityServer,
} from './harness';

const CALLBACK = 'http://localhost:3000/auth/oauth2-callback';

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

describe('identity: tokens, JWKS and the hosted-domain stand-in', () => {
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const jwksUrl = () => `${server.baseUrl}/${POOL_ID}/.well-known/jwks.json`;

  describe('JWKS and verifyIdentityToken', () => {
    it('publishes a JWKS that verifies issued id tokens with jose', async () => {
      const session = await signInSession(
        server.user(DEMO_IDENTITY_USERS.demo.email),
        DEMO_PASSWORD,
      );
      const jwks = (await (await fetch(jwksUrl())).json()) as { keys: Record<string, string>[] };
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(jwks.keys[0]).not.toHaveProperty('d');

      const { payload, protectedHeader } = await jwtVerify(
        session.getIdToken().getJwtToken(),
        createRemoteJWKSet(new URL(jwksUrl())),
        { issuer: ISSUER, audience: CLIENT_ID },
      );
      expect(protectedHeader.alg).toBe('RS256');
      expect(protectedHeader.kid).toBe(jwks.keys[0]?.kid);
      expect(payload.sub).toBe(DEMO_IDENTITY_USERS.demo.sub);

      const discovery = await (
        await fetch(`${server.baseUrl}/${POOL_ID}/.well-known/openid-configuration`)
      ).json();
      expect(discovery).toMatchObject({
        issuer: ISSUER,
        jwks_uri: `${ISSUER}/.well-known/jwks.json`,
      });
    });

    it('verifies id and access tokens by issuer + JWKS URL, checking token_use and client', async () => {
      const session = await signInSession(
        server.user(DEMO_IDENTITY_USERS.family.email),
        DEMO_PASSWORD,
      );
      const verifier = createIdentityTokenVerifier({
        issuer: ISSUER,
        clientId: CLIENT_ID,
        jwksUrl: jwksUrl(),
      });
      const idToken = session.getIdToken().getJwtToken();
      const accessToken = session.getAccessToken().getJwtToken();

      await expect(
        verifier.verifyIdentityToken(idToken, { tokenUse: 'id' }),
      ).resolves.toMatchObject({
        sub: DEMO_IDENTITY_USERS.family.sub,
        username: DEMO_IDENTITY_USERS.family.sub,
        email: DEMO_IDENTITY_USERS.family.email,
        tokenUse: 'id',
      });
      await expect(
        verifier.verifyIdentityToken(accessToken, { tokenUse: 'access' }),
      ).resolves.toMatchObject({
        sub: DEMO_IDENTITY_USERS.family.sub,
        scopes: ['aws.cognito.signin.user.admin'],
      });
      await expect(verifier.verifyIdentityToken(accessToken, { tokenUse: 'id' })).rejects.toThrow(
        IdentityTokenError,
      );
      await expect(verifier.verifyIdentityToken(idToken, { tokenUse: 'access' })).rejects.toThrow(
        IdentityTokenError,
      );

      const [header, , signature] = idToken.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...claimsOf(idToken), sub: DEMO_IDENTITY_USERS.demo.sub }),
      ).toString('base64url');
      await expect(
        verifier.verifyIdentityToken(`${header}.${forged}.${signature}`, { tokenUse: 'id' }),
      ).rejects.toMatchObject({ reason: 'invalid' });

      const otherClient = createIdentityTokenVerifier({
        issuer: ISSUER,
        clientId: 'other-app',
        jwksUrl: jwksUrl(),
      });
      await expect(otherClient.verifyIdentityToken(idToken, { tokenUse: 'id' })).rejects.toThrow(
        IdentityTokenError,
      );
      const otherIssuer = createIdentityTokenVerifier({
        issuer: 'https://cognito-idp.ap-northeast-1.amazonaws.com/ap-northeast-1_Other',
        clientId: CLIENT_ID,
        jwksUrl: jwksUrl(),
      });
      await expect(otherIssuer.verifyIdentityToken(idToken, { tokenUse: 'id' })).rejects.toThrow(
        IdentityTokenError,
      );
    });

    it('the local verifier for other modules also sees revocation (GlobalSignOut)', async () => {
      const user = server.user(DEMO_IDENTITY_USERS.demo.email);
      const session = await signInSession(user, DEMO_PASSWORD);
      const verifier = identityTokenVerifier(server.db, testConfig(), {});
      const accessToken = session.getAccessToken().getJwtToken();
      await expect(
        verifier.verifyIdentityToken(accessToken, { tokenUse: 'access' }),
      ).resolves.toBeDefined();
      await rawAction(server, 'GlobalSignOut', { AccessToken: accessToken });
      await expect(
        verifier.verifyIdentityToken(accessToken, { tokenUse: 'access' }),
      ).rejects.toMatchObject({
        reason: 'revoked',
      });
    });
  });

  it('refreshes in-process for other modules, and reports a revoked refresh token', async () => {
    const session = await signInSession(server.user(DEMO_IDENTITY_USERS.demo.email), DEMO_PASSWORD);
    const refresher = createLocalSessionRefresh({
      db: server.db,
      config: loadIdentityConfig(testConfig(), {}),
      log: server.app.log,
    });
    const refreshToken = session.getRefreshToken().getToken();
    const tokens = await refresher.refresh(refreshToken);
    expect(tokens).toMatchObject({ sub: DEMO_IDENTITY_USERS.demo.sub, expiresIn: 3600 });
    expect(claimsOf(tokens.idToken).sub).toBe(DEMO_IDENTITY_USERS.demo.sub);

    await rawAction(server, 'RevokeToken', { Token: refreshToken, ClientId: CLIENT_ID });
    await expect(refresher.refresh(refreshToken)).rejects.toMatchObject({ reason: 'revoked' });
    await expect(refresher.refresh('not-a-token')).rejects.toMatchObject({ reason: 'invalid' });
  });

  describe('hosted domain stand-in', () => {
    const authorizeUrl = (params: Record<string, string>) =>
      `${server.baseUrl}/oauth2/authorize?${new URLSearchParams(params).toString()}`;
    const standardParams = (extra: Record<string, string> = {}) => ({
      identity_provider: 'Google',
      response_type: 'CODE',
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: 'aws.cognito.signin.user.admin email openid',
      state: 'state-from-the-web-app',
      ...extra,
    });

    /** Opens the stand-in page and submits an e-mail; returns the redirect it answers with. */
    async function signInThroughStandIn(
      params: Record<string, string>,
      email: string,
    ): Promise<URL> {
      const page = await fetch(authorizeUrl(params), { redirect: 'manual' });
      expect(page.status).toBe(200);
      const html = await page.text();
      const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1];
      expect(requestId).toBeDefined();
      const answer = await fetch(`${server.baseUrl}/oauth2/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request: requestId as string, email }).toString(),
      });
      expect(answer.status).toBe(302);
      return new URL(answer.headers.get('location') as string);
    }

    const exchangeByQuery = (code: string, extra: Record<string, string> = {}) =>
      fetch(
        `${server.baseUrl}/oauth2/token?${new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: CLIENT_ID,
          code,
          redirect_uri: CALLBACK,
          ...extra,
        }).toString()}`,
        { method: 'POST' },
      );

    it('shows a plainly labelled stand-in page for the provider', async () => {
      const page = await fetch(authorizeUrl(standardParams()), { redirect: 'manual' });
      const html = await page.text();
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toContain('ローカル開発用の Google サインインの代わりです');
      expect(html).toContain('<label for="email">');
      expect(html).toContain('demo@harmo.example');
      expect(page.headers.get('content-security-policy')).toContain(
        "form-action 'self' http://localhost:3000",
      );
      const apple = await (
        await fetch(authorizeUrl(standardParams({ identity_provider: 'SignInWithApple' })))
      ).text();
      expect(apple).toContain('ローカル開発用の Apple サインインの代わりです');
    });

    it('redirects with code and state; the code works once at /oauth2/token, then invalid_grant', async () => {
      const email = 'google-person@harmo.example';
      const location = await signInThroughStandIn(standardParams(), email);
      expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
      expect(location.searchParams.get('state')).toBe('state-from-the-web-app');
      const code = location.searchParams.get('code') as string;
      expect(code).toBeTruthy();

      const first = await exchangeByQuery(code);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      const tokens = (await first.json()) as TokenResponse;
      expect(tokens).toMatchObject({ expires_in: 3600, token_type: 'Bearer' });
      const id = claimsOf(tokens.id_token);
      expect(id['cognito:username']).toMatch(/^Google_\d+$/);
      expect(id).toMatchObject({ email, email_verified: true, aud: CLIENT_ID, token_use: 'id' });
      expect((id.identities as { providerName: string }[])[0]?.providerName).toBe('Google');
      expect(claimsOf(tokens.access_token).scope).toBe(
        'aws.cognito.signin.user.admin email openid',
      );

      const info = await fetch(`${server.baseUrl}/oauth2/userInfo`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(await info.json()).toMatchObject({ sub: id.sub, email, email_verified: 'true' });

      // Sent the way a browser client may: parameters in the query, an empty form body.
      const second = await fetch(
        `${server.baseUrl}/oauth2/token?${new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: CLIENT_ID,
          code,
          redirect_uri: CALLBACK,
        }).toString()}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
        },
      );
      expect(second.status).toBe(400);
      expect(await second.json()).toMatchObject({ error: 'invalid_grant' });

      // A replayed code revokes what the first exchange issued.
      const refresh = await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: CLIENT_ID,
          refresh_token: tokens.refresh_token,
        }).toString(),
      });
      expect(refresh.status).toBe(400);
      expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });

      // The same person signing in again is the same user.
      const again = await signInThroughStandIn(standardParams(), email);
      const againTokens = (await (
        await exchangeByQuery(again.searchParams.get('code') as string)
      ).json()) as TokenResponse;
      expect(claimsOf(againTokens.id_token).sub).toBe(id.sub);
    });

    it('accepts a form-encoded token request and refreshes; a typed e-mail of a password account gets its own user', async () => {
      const location = await signInThroughStandIn(
        standardParams({ identity_provider: 'SignInWithApple' }),
        DEMO_IDENTITY_USERS.demo.email,
      );
      const res = await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: CLIENT_ID,
          code: location.searchParams.get('code') as string,
          redirect_uri: CALLBACK,
        }).toString(),
      });
      expect(res.status).toBe(200);
      const tokens = (await res.json()) as TokenResponse;
      // Security: the stand-in proves nothing about the address, so the password account of
      // that e-mail is never entered this way.
      const federatedSub = claimsOf(tokens.id_token).sub;
      expect(federatedSub).not.toBe(DEMO_IDENTITY_USERS.demo.sub);
      expect(claimsOf(tokens.id_token)['cognito:username']).toMatch(/^SignInWithApple_\d+$/);

      const refreshed = await fetch(
        `${server.baseUrl}/oauth2/token?grant_type=refresh_token&client_id=${CLIENT_ID}&refresh_token=${encodeURIComponent(tokens.refresh_token)}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' },
      );
      expect(refreshed.status).toBe(200);
      expect(claimsOf(((await refreshed.json()) as TokenResponse).access_token).sub).toBe(
        federatedSub,
      );
    });

    it('binds a PKCE code to its verifier', async () => {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const withPkce = standardParams({ code_challenge: challenge, code_challenge_method: 'S256' });

      const first = await signInThroughStandIn(withPkce, 'pkce@harmo.example');
      const missing = await exchangeByQuery(first.searchParams.get('code') as string);
      expect(await missing.json()).toMatchObject({ error: 'invalid_grant' });

      const second = await signInThroughStandIn(withPkce, 'pkce@harmo.example');
      const ok = await exchangeByQuery(second.searchParams.get('code') as string, {
        code_verifier: verifier,
      });
      expect(ok.status).toBe(200);
    });

    it('refuses an unregistered redirect_uri or client with an error page, never a redirect', async () => {
      for (const params of [
        standardParams({ redirect_uri: 'https://evil.example/callback' }),
        standardParams({ redirect_uri: `${CALLBACK}/extra` }),
        standardParams({ client_id: 'someone-else' }),
      ]) {
        const res = await fetch(authorizeUrl(params), { redirect: 'manual' });
        expect(res.status).toBe(400);
        expect(res.headers.get('location')).toBeNull();
        expect(await res.text()).toContain('サインインを続けられません');
      }
    });

    it('returns other request errors to the registered redirect_uri with the state', async () => {
      const res = await fetch(authorizeUrl(standardParams({ response_type: 'token' })), {
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location') as string);
      expect(location.searchParams.get('error')).toBe('unsupported_response_type');
      expect(location.searchParams.get('state')).toBe('state-from-the-web-app');
    });

    it('refuses a stale or reused stand-in request, and an invalid e-mail', async () => {
      const page = await (await fetch(authorizeUrl(standardParams()))).text();
      const requestId = /name="request" value="([^"]+)"/.exec(page)?.[1] as string;
      const post = (email: string) =>
        fetch(`${server.baseUrl}/oauth2/authorize`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ request: requestId, email }).toString(),
        });
      const invalid = await post('not-an-email');
      expect(invalid.status).toBe(400);
      expect(await invalid.text()).toContain('aria-invalid="true"');
      expect((await post('valid@harmo.example')).status).toBe(302);
      const reused = await post('valid@harmo.example');
      expect(reused.status).toBe(400);
      expect(reused.headers.get('location')).toBeNull();
    });

    it('logs out only to registered logout URIs', async () => {
      const good = await fetch(
        `${server.baseUrl}/logout?client_id=${CLIENT_ID}&logout_uri=${encodeURIComponent('http://localhost:3000/auth/sign-out')}`,
        { redirect: 'manual' },
      );
      expect(good.status).toBe(302);
      expect(good.headers.get('location')).toBe('http://localhost:3000/auth/sign-out');
      const bad = await fetch(
        `${server.baseUrl}/logout?client_id=${CLIENT_ID}&logout_uri=${encodeURIComponent('https://evil.example/')}`,
        { redirect: 'manual' },
      );
      expect(bad.status).toBe(400);
      expect(bad.headers.get('location')).toBeNull();
    });
  });
});
