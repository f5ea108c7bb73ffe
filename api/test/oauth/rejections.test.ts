import { setTimeout as sleep } from 'node:timers/promises';
import * as client from 'openid-client';
import type { OAuthTestApi } from './harness';
import {
  DEMO_ACCOUNT_IDS,
  PARTNER_REDIRECT,
  TestBrowser,
  WEB_ORIGIN,
  authorizationRequest,
  bearer,
  callbackParams,
  codeFor,
  discover,
  grantTokens,
  interactionUid,
  partnerCall,
  registerClient,
  signInDemoUser,
  startOAuthApi,
  tokenRequest,
} from './harness';

let api: OAuthTestApi;
let idToken: string;

beforeAll(async () => {
  api = await startOAuthApi();
  idToken = await signInDemoUser(api.app, 'demo');
});

afterAll(async () => {
  await api.close();
});

async function publicClient(allowedScopes?: string[]) {
  const registered = await registerClient(api.app, idToken, allowedScopes ? { allowedScopes } : {});
  return { ...registered, config: await discover(api.issuer, registered.clientId) };
}

/** The web app's error screen the browser is sent to, or null when it went elsewhere. */
function errorScreen(location: string | null): Record<string, string> | null {
  if (!location) return null;
  const url = new URL(location);
  if (url.origin !== WEB_ORIGIN || url.pathname !== '/oauth/complete') return null;
  return Object.fromEntries(url.searchParams);
}

const codeExchange = (
  code: string,
  clientId: string,
  codeVerifier: string,
  redirectUri = PARTNER_REDIRECT,
) => ({
  grant_type: 'authorization_code',
  code,
  client_id: clientId,
  redirect_uri: redirectUri,
  code_verifier: codeVerifier,
});

describe('the authorization request', () => {
  it.each([
    ['an unregistered redirect_uri', 'https://attacker.example/callback'],
    ['an altered redirect_uri (other path)', 'https://partner.example/callback/other'],
    ['an altered redirect_uri (added query)', 'https://partner.example/callback?next=x'],
    ['an altered redirect_uri (other scheme)', 'http://partner.example/callback'],
  ])('refuses %s without redirecting to it, showing the error', async (_label, redirectUri) => {
    const { config } = await publicClient();
    const request = await authorizationRequest(config, 'patient.profile', redirectUri);
    const response = await new TestBrowser().navigate(request.url);
    expect(response.status).toBe(303);
    expect(new URL(response.location!).origin).toBe(WEB_ORIGIN);
    expect(errorScreen(response.location)).toMatchObject({ error: 'invalid_redirect_uri' });
  });

  it('refuses an unknown client on the error screen', async () => {
    const url = new URL(`${api.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: 'hc_unknown',
      response_type: 'code',
      redirect_uri: PARTNER_REDIRECT,
      scope: 'patient.profile',
    }).toString();
    const response = await new TestBrowser().navigate(url);
    expect(errorScreen(response.location)).toMatchObject({ error: 'invalid_client' });
  });

  it('requires PKCE from a public client', async () => {
    const { clientId } = await publicClient();
    const url = new URL(`${api.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: PARTNER_REDIRECT,
      scope: 'patient.profile',
      state: 'state-1',
    }).toString();
    const params = callbackParams((await new TestBrowser().navigate(url)).location!);
    expect(params).toMatchObject({ error: 'invalid_request', state: 'state-1' });
    expect(params.error_description).toMatch(/PKCE/);
  });

  it('refuses the plain PKCE method (S256 only)', async () => {
    const { clientId } = await publicClient();
    const verifier = client.randomPKCECodeVerifier();
    const url = new URL(`${api.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: PARTNER_REDIRECT,
      scope: 'patient.profile',
      code_challenge: verifier,
      code_challenge_method: 'plain',
      state: 'state-2',
    }).toString();
    const params = callbackParams((await new TestBrowser().navigate(url)).location!);
    expect(params).toMatchObject({ error: 'invalid_request', state: 'state-2' });
    expect(params.error_description).toMatch(/code_challenge_method/);
  });

  it('refuses a scope the client is not allowed', async () => {
    const { config } = await publicClient(['patient.profile']);
    const request = await authorizationRequest(config, 'patient.profile patient.checkups');
    const params = callbackParams((await new TestBrowser().navigate(request.url)).location!);
    expect(params).toMatchObject({ error: 'invalid_scope', state: request.state });
  });
});

describe('the consent', () => {
  it('is refused (403) for a patient the user may not act for', async () => {
    const { config } = await publicClient();
    const request = await authorizationRequest(config, 'patient.profile');
    const uid = interactionUid((await new TestBrowser().navigate(request.url)).location);
    for (const patientId of [DEMO_ACCOUNT_IDS.totp, '6ac0c0a1-2026-4a00-8000-00000000ffff']) {
      const response = await api.app.inject({
        method: 'POST',
        url: `/ps/v1/oauth/interactions/${uid}/consent`,
        headers: bearer(idToken),
        payload: { patientId },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'patient_not_allowed' });
    }
  });

  it('needs the user’s id token', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/ps/v1/oauth/interactions/abc/consent',
      payload: { patientId: DEMO_ACCOUNT_IDS.demo },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is released only to the browser that holds both the resume cookie and the ticket', async () => {
    const { config } = await publicClient();
    const request = await authorizationRequest(config, 'patient.profile');
    // Someone starts a request in their browser and sends the consent link to demo@…
    const starter = new TestBrowser();
    const uid = interactionUid((await starter.navigate(request.url)).location);
    const decision = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/oauth/interactions/${uid}/consent`,
      headers: bearer(idToken),
      payload: { patientId: DEMO_ACCOUNT_IDS.demo },
    });
    const resume = new URL(decision.json().redirectTo);
    // …demo@'s browser has the ticket but not the request's cookie: an error, no code;
    const victim = await new TestBrowser().navigate(resume);
    expect(victim.location).not.toMatch(/code=/);
    expect(errorScreen(victim.location)).not.toBeNull();
    // the starter's browser has the cookie but not the ticket: an error, no code.
    const withoutTicket = new URL(resume);
    withoutTicket.searchParams.delete('ticket');
    const attempt = await starter.navigate(withoutTicket);
    expect(errorScreen(attempt.location)).toMatchObject({ error: 'invalid_request' });
  });
});

describe('a decision', () => {
  async function pendingRequest() {
    const { clientId, config } = await publicClient();
    const request = await authorizationRequest(config, 'openid patient.profile');
    const browser = new TestBrowser();
    const uid = interactionUid((await browser.navigate(request.url)).location);
    return { clientId, config, request, browser, uid };
  }
  const decide = (uid: string, decision: 'consent' | 'deny', patientId?: string) =>
    api.app.inject({
      method: 'POST',
      url: `/ps/v1/oauth/interactions/${uid}/${decision}`,
      headers: bearer(idToken),
      ...(patientId ? { payload: { patientId } } : {}),
    });
  async function consentsOf(clientId: string) {
    const listed = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/oauth/consents',
      headers: bearer(idToken),
    });
    return listed
      .json<{ consents: { clientId: string; patientId: string; grantId: string }[] }>()
      .consents.filter((consent) => consent.clientId === clientId);
  }

  it('may be sent again by the same user, and the latest ticket resumes it', async () => {
    const { browser, uid } = await pendingRequest();
    const first = await decide(uid, 'consent', DEMO_ACCOUNT_IDS.demo);
    const again = await decide(uid, 'consent', DEMO_ACCOUNT_IDS.demo);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const back = await browser.navigate(new URL(again.json().redirectTo));
    expect(callbackParams(back.location!)).toHaveProperty('code');
  });

  /**
   * The browser follows an answer to the end: the code, the tokens, the patient's profile; and
   * the consent's removal cuts the token off (the token's grant is the consent's).
   */
  async function completeWith(
    pending: Awaited<ReturnType<typeof pendingRequest>>,
    answer: { json(): { redirectTo: string } },
  ) {
    const back = await pending.browser.navigate(new URL(answer.json().redirectTo));
    expect(callbackParams(back.location!)).toHaveProperty('code');
    const tokens = await client.authorizationCodeGrant(pending.config, new URL(back.location!), {
      pkceCodeVerifier: pending.request.codeVerifier,
      expectedState: pending.request.state,
    });
    const profile = await partnerCall(api.baseUrl, '/patient/profile', tokens.access_token);
    expect(profile.body).toMatchObject({ patientId: DEMO_ACCOUNT_IDS.demo });
    const consents = await consentsOf(pending.clientId);
    expect(consents).toHaveLength(1);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/oauth/consents/${consents[0]!.grantId}`,
      headers: bearer(idToken),
    });
    expect(removed.statusCode).toBe(204);
    expect((await partnerCall(api.baseUrl, '/patient/profile', tokens.access_token)).status).toBe(
      401,
    );
  }

  it('sent twice in turn, leaves the first answer usable to the end', async () => {
    const pending = await pendingRequest();
    const first = await decide(pending.uid, 'consent', DEMO_ACCOUNT_IDS.demo);
    const again = await decide(pending.uid, 'consent', DEMO_ACCOUNT_IDS.demo);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    await completeWith(pending, first);
  });

  it('sent several times at once, stores one grant and leaves the first answer usable', async () => {
    const pending = await pendingRequest();
    // Storing the consent is slowed down, so the other requests meet the decision half stored.
    const query = api.db.query.bind(api.db);
    const slowed = jest.spyOn(api.db, 'query').mockImplementation(async (sql, params) => {
      if (sql.includes('INSERT INTO oauth_consents')) await sleep(300);
      return query(sql, params);
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => decide(pending.uid, 'consent', DEMO_ACCOUNT_IDS.demo)),
    ).finally(() => slowed.mockRestore());
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const grants = await api.db.query(
      "SELECT 1 FROM oauth_provider_state WHERE model = 'Grant' AND client_id = $1",
      [pending.clientId],
    );
    expect(grants.rows).toHaveLength(1);
    await completeWith(pending, answers[0]!);
  });

  it('sent at once with another answer, takes one and refuses the other with 409', async () => {
    const pending = await pendingRequest();
    const [approved, denied] = await Promise.all([
      decide(pending.uid, 'consent', DEMO_ACCOUNT_IDS.demo),
      decide(pending.uid, 'deny'),
    ]);
    const statuses = [approved.statusCode, denied.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = approved.statusCode === 409 ? approved : denied;
    expect(refused.json()).toMatchObject({ error: 'interaction_decided_otherwise' });
    const taken = approved.statusCode === 200 ? approved : denied;
    const back = await pending.browser.navigate(new URL(taken.json().redirectTo));
    if (taken === approved) {
      expect(callbackParams(back.location!)).toHaveProperty('code');
    } else {
      expect(callbackParams(back.location!)).toMatchObject({ error: 'access_denied' });
      expect(await consentsOf(pending.clientId)).toEqual([]);
    }
  });

  it('is final: a refusal after an approval is refused, and the partner gets what was approved', async () => {
    const { clientId, browser, uid } = await pendingRequest();
    const approved = await decide(uid, 'consent', DEMO_ACCOUNT_IDS.demo);
    const denied = await decide(uid, 'deny');
    expect(denied.statusCode).toBe(409);
    expect(denied.json()).toMatchObject({ error: 'interaction_decided_otherwise' });
    expect(await consentsOf(clientId)).toEqual([
      expect.objectContaining({ patientId: DEMO_ACCOUNT_IDS.demo }),
    ]);
    const back = await browser.navigate(new URL(approved.json().redirectTo));
    expect(callbackParams(back.location!)).toHaveProperty('code');
  });

  it('is final: no other patient after an approval, no approval after a refusal', async () => {
    const approvedFirst = await pendingRequest();
    await decide(approvedFirst.uid, 'consent', DEMO_ACCOUNT_IDS.demo);
    const otherPatient = await decide(approvedFirst.uid, 'consent', DEMO_ACCOUNT_IDS.demoChild);
    expect(otherPatient.statusCode).toBe(409);
    expect(otherPatient.json()).toMatchObject({ error: 'interaction_decided_otherwise' });
    expect(await consentsOf(approvedFirst.clientId)).toEqual([
      expect.objectContaining({ patientId: DEMO_ACCOUNT_IDS.demo }),
    ]);

    const deniedFirst = await pendingRequest();
    const denied = await decide(deniedFirst.uid, 'deny');
    const approved = await decide(deniedFirst.uid, 'consent', DEMO_ACCOUNT_IDS.demo);
    expect(approved.statusCode).toBe(409);
    expect(await consentsOf(deniedFirst.clientId)).toEqual([]);
    const back = await deniedFirst.browser.navigate(new URL(denied.json().redirectTo));
    expect(callbackParams(back.location!)).toMatchObject({ error: 'access_denied' });
  });
});

describe('the token endpoint', () => {
  it('refuses a wrong code_verifier', async () => {
    const { clientId, config } = await publicClient();
    const { callback } = await codeFor(api, config, idToken, DEMO_ACCOUNT_IDS.demo);
    const response = await tokenRequest(
      api.issuer,
      codeExchange(callback.searchParams.get('code')!, clientId, client.randomPKCECodeVerifier()),
    );
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a replayed code and revokes the tokens issued with it', async () => {
    const { clientId, config } = await publicClient();
    const { callback, codeVerifier } = await codeFor(
      api,
      config,
      idToken,
      DEMO_ACCOUNT_IDS.demo,
      'openid offline_access patient.profile',
    );
    const exchange = codeExchange(callback.searchParams.get('code')!, clientId, codeVerifier);
    const first = await tokenRequest(api.issuer, exchange);
    expect(first.status).toBe(200);
    const accessToken = first.body.access_token as string;
    expect((await partnerCall(api.baseUrl, '/patient/profile', accessToken)).status).toBe(200);

    const replay = await tokenRequest(api.issuer, exchange);
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await partnerCall(api.baseUrl, '/patient/profile', accessToken)).status).toBe(401);
    const refresh = await tokenRequest(api.issuer, {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token as string,
      client_id: clientId,
    });
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a code issued to another client', async () => {
    const { config } = await publicClient();
    const other = await publicClient();
    const { callback, codeVerifier } = await codeFor(api, config, idToken, DEMO_ACCOUNT_IDS.demo);
    const response = await tokenRequest(
      api.issuer,
      codeExchange(callback.searchParams.get('code')!, other.clientId, codeVerifier),
    );
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a redirect_uri other than the one the code was issued for', async () => {
    const { clientId, config } = await registerClient(api.app, idToken, {
      redirectUris: [PARTNER_REDIRECT, 'https://partner.example/other'],
    }).then(async (c) => ({ ...c, config: await discover(api.issuer, c.clientId) }));
    const { callback, codeVerifier } = await codeFor(api, config, idToken, DEMO_ACCOUNT_IDS.demo);
    const response = await tokenRequest(
      api.issuer,
      codeExchange(
        callback.searchParams.get('code')!,
        clientId,
        codeVerifier,
        'https://partner.example/other',
      ),
    );
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a confidential client with a wrong secret', async () => {
    const { clientId } = await registerClient(api.app, idToken, { type: 'confidential' });
    const response = await tokenRequest(
      api.issuer,
      { grant_type: 'client_credentials' },
      { clientId, clientSecret: 'hcs_not-the-secret' },
    );
    expect(response).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });
});

describe('an expired authorization code', () => {
  let shortLived: OAuthTestApi;

  beforeAll(async () => {
    shortLived = await startOAuthApi({ lifetimes: { authorizationCode: 1 } });
  });

  afterAll(async () => {
    await shortLived.close();
  });

  it('is refused with invalid_grant', async () => {
    const token = await signInDemoUser(shortLived.app, 'demo');
    const { clientId } = await registerClient(shortLived.app, token);
    const config = await discover(shortLived.issuer, clientId);
    const { callback, codeVerifier } = await codeFor(
      shortLived,
      config,
      token,
      DEMO_ACCOUNT_IDS.demo,
    );
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await tokenRequest(
      shortLived.issuer,
      codeExchange(callback.searchParams.get('code')!, clientId, codeVerifier),
    );
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });
});

describe('the partner resource API', () => {
  it('answers only for the token’s own patient, whatever the request names', async () => {
    const { config } = await publicClient();
    const forChild = await grantTokens(api, config, idToken, DEMO_ACCOUNT_IDS.demoChild);
    const forSelf = await grantTokens(api, config, idToken, DEMO_ACCOUNT_IDS.demo);
    const attempts = [
      '/patient/profile',
      `/patient/profile?patientId=${DEMO_ACCOUNT_IDS.demo}`,
      `/patient/profile?patient_id=${DEMO_ACCOUNT_IDS.demo}&accountId=${DEMO_ACCOUNT_IDS.demo}`,
    ];
    for (const path of attempts) {
      const response = await partnerCall(api.baseUrl, path, forChild.access_token, {
        'x-patient-id': DEMO_ACCOUNT_IDS.demo,
      });
      expect(response.status).toBe(200);
      expect(response.body.patientId).toBe(DEMO_ACCOUNT_IDS.demoChild);
      expect(response.body.name).toBe('山田 太郎');
    }
    const self = await partnerCall(api.baseUrl, '/patient/profile', forSelf.access_token);
    expect(self.body).toMatchObject({ patientId: DEMO_ACCOUNT_IDS.demo, name: '山田 花子' });
  });

  it('refuses a missing scope with 403 insufficient_scope', async () => {
    const { config } = await publicClient();
    const tokens = await grantTokens(
      api,
      config,
      idToken,
      DEMO_ACCOUNT_IDS.demo,
      'patient.profile',
    );
    const response = await partnerCall(api.baseUrl, '/patient/checkups', tokens.access_token);
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('insufficient_scope');
    expect(response.wwwAuthenticate).toMatch(/error="insufficient_scope"/);
    expect(response.wwwAuthenticate).toMatch(/scope="patient\.checkups"/);
  });

  it('returns empty medication and check-up lists for a granted patient with none saved', async () => {
    const { config } = await publicClient();
    const tokens = await grantTokens(
      api,
      config,
      idToken,
      DEMO_ACCOUNT_IDS.family,
      'patient.medications patient.checkups',
    );
    expect(
      (await partnerCall(api.baseUrl, '/patient/medications', tokens.access_token)).body,
    ).toEqual({ patientId: DEMO_ACCOUNT_IDS.family, dispensings: [], otcMedications: [] });
    expect((await partnerCall(api.baseUrl, '/patient/checkups', tokens.access_token)).body).toEqual(
      { patientId: DEMO_ACCOUNT_IDS.family, checkups: [] },
    );
  });

  it('refuses an unknown or missing token with 401', async () => {
    const unknown = await partnerCall(api.baseUrl, '/patient/profile', 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('invalid_token');
    expect(unknown.wwwAuthenticate).toMatch(/^Bearer .*error="invalid_token"/);
    const missing = await fetch(`${api.baseUrl}/partner/v1/patient/profile`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('refuses a revoked token', async () => {
    const { config } = await publicClient();
    const tokens = await grantTokens(api, config, idToken, DEMO_ACCOUNT_IDS.demo);
    await client.tokenRevocation(config, tokens.access_token);
    const response = await partnerCall(api.baseUrl, '/patient/profile', tokens.access_token);
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('invalid_token');
  });

  it('refuses the tokens of a deleted client', async () => {
    const { clientId, config } = await publicClient();
    const tokens = await grantTokens(
      api,
      config,
      idToken,
      DEMO_ACCOUNT_IDS.demo,
      'openid offline_access patient.profile',
    );
    expect((await partnerCall(api.baseUrl, '/patient/profile', tokens.access_token)).status).toBe(
      200,
    );
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/oauth/clients/${clientId}`,
      headers: bearer(idToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await partnerCall(api.baseUrl, '/patient/profile', tokens.access_token)).status).toBe(
      401,
    );
    const refresh = await tokenRequest(api.issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: clientId,
    });
    expect(refresh).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
  });
});

describe('client credentials', () => {
  it('gives a confidential client a token that acts for no patient', async () => {
    const { clientId, clientSecret } = await registerClient(api.app, idToken, {
      type: 'confidential',
      allowedScopes: ['patient.profile'],
    });
    const config = await discover(api.issuer, clientId, clientSecret);
    const tokens = await client.clientCredentialsGrant(config);
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeUndefined();
    const introspection = await client.tokenIntrospection(config, tokens.access_token);
    expect(introspection).toMatchObject({ active: true, client_id: clientId });
    expect(introspection.patient_id).toBeUndefined();
    expect(introspection.sub).toBeUndefined();
    expect((await partnerCall(api.baseUrl, '/patient/profile', tokens.access_token)).status).toBe(
      401,
    );
  });

  it('may not ask for a patient scope', async () => {
    const { clientId, clientSecret } = await registerClient(api.app, idToken, {
      type: 'confidential',
      allowedScopes: ['patient.profile'],
    });
    const response = await tokenRequest(
      api.issuer,
      { grant_type: 'client_credentials', scope: 'patient.profile' },
      { clientId, clientSecret: clientSecret! },
    );
    expect(response).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
  });

  it('is not offered to a public client', async () => {
    const { clientId } = await publicClient();
    const response = await tokenRequest(api.issuer, {
      grant_type: 'client_credentials',
      client_id: clientId,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^(unauthorized_client|invalid_request)$/);
  });
});

describe('paths under /oauth', () => {
  it.each([
    ['GET', '/no-such-endpoint?client_id=x', 'There is no GET /oauth/no-such-endpoint'],
    ['POST', '/token/extra', 'There is no POST /oauth/token/extra'],
    ['GET', '/token', 'There is no GET /oauth/token'],
  ])(
    'answers %s %s, which the authorization server does not serve, with the api 404',
    async (method, path, message) => {
      const response = await fetch(`${api.issuer}${path}`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'not_found', message });
    },
  );

  it('leaves the answers of the endpoints it serves, errors included, to the server', async () => {
    const discovery = await fetch(`${api.issuer}/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(await discovery.json()).toMatchObject({ issuer: api.issuer });
    expect(await tokenRequest(api.issuer, {})).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    const revoke = await fetch(`${api.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=x',
    });
    expect(revoke.status).toBe(400);
    expect(await revoke.json()).toMatchObject({ error: 'invalid_request' });
  });
});
