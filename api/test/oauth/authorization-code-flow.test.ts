import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { ConsentsResponse } from '@harmo/contracts/oauth';
import type { OAuthTestApi } from './harness';
import {
  DEMO_ACCOUNT_IDS,
  PARTNER_REDIRECT,
  TestBrowser,
  approveInBrowser,
  authorizationRequest,
  bearer,
  discover,
  interactionUid,
  registerClient,
  signInDemoUser,
  startOAuthApi,
} from './harness';

let api: OAuthTestApi;
let idToken: string;
let familyIdToken: string;

beforeAll(async () => {
  api = await startOAuthApi();
  idToken = await signInDemoUser(api.app, 'demo');
  familyIdToken = await signInDemoUser(api.app, 'family');
});

afterAll(async () => {
  await api.close();
});

async function profileWith(accessToken: string) {
  const response = await fetch(`${api.baseUrl}/partner/v1/patient/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('authorization code + PKCE with a standard client library (openid-client)', () => {
  it('lets demo@ grant her son’s data, refreshes with rotation, and reads only his profile', async () => {
    const { clientId } = await registerClient(api.app, idToken, { name: 'お薬手帳連携アプリ' });
    const config = await discover(api.issuer, clientId);
    const request = await authorizationRequest(
      config,
      'openid offline_access patient.profile patient.medications',
    );

    // The browser lands on the web app's consent screen…
    const browser = new TestBrowser();
    const landing = await browser.navigate(request.url);
    expect(landing.status).toBe(303);
    const uid = interactionUid(landing.location);

    // …which shows the client, the scopes in plain terms and the patients demo@ acts for.
    const details = await api.app.inject({
      method: 'GET',
      url: `/ps/v1/oauth/interactions/${uid}`,
      headers: bearer(idToken),
    });
    expect(details.statusCode).toBe(200);
    const view = details.json();
    expect(view.client).toEqual({
      clientId,
      name: 'お薬手帳連携アプリ',
      redirectOrigin: 'https://partner.example',
    });
    expect(view.scopes).toEqual([
      { scope: 'openid', descriptionKey: 'openid' },
      { scope: 'offline_access', descriptionKey: 'offlineAccess' },
      { scope: 'patient.profile', descriptionKey: 'patientProfile' },
      { scope: 'patient.medications', descriptionKey: 'patientMedications' },
    ]);
    const patients = Object.fromEntries(
      view.patients.map((p: { patientId: string; type: string }) => [p.patientId, p.type]),
    );
    expect(patients).toEqual({
      [DEMO_ACCOUNT_IDS.demo]: 'self',
      [DEMO_ACCOUNT_IDS.demoChild]: 'family',
      [DEMO_ACCOUNT_IDS.family]: 'sharing',
      [DEMO_ACCOUNT_IDS.familyParent]: 'familySharing',
    });

    // She approves for her son; the browser navigates to the resume URL and on to the client.
    const decision = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/oauth/interactions/${uid}/consent`,
      headers: bearer(idToken),
      payload: { patientId: DEMO_ACCOUNT_IDS.demoChild },
    });
    expect(decision.statusCode).toBe(200);
    const { redirectTo } = decision.json<{ redirectTo: string }>();
    expect(redirectTo.startsWith(`${api.issuer}/auth/${uid}?ticket=`)).toBe(true);
    const back = await browser.navigate(redirectTo);
    expect(back.status).toBe(303);
    const callback = new URL(back.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(PARTNER_REDIRECT);
    expect(callback.searchParams.get('state')).toBe(request.state);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
    });
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.scope?.split(' ').sort()).toEqual(
      ['offline_access', 'openid', 'patient.medications', 'patient.profile'].sort(),
    );
    // The id token is signed with the installation's key published in the JWKS.
    const { payload: claims } = await jwtVerify(
      tokens.id_token!,
      createRemoteJWKSet(new URL(`${api.issuer}/jwks`)),
      { issuer: api.issuer, audience: clientId },
    );
    expect(claims.sub).toBe(DEMO_ACCOUNT_IDS.demo);
    expect(claims.patient_id).toBe(DEMO_ACCOUNT_IDS.demoChild);
    expect(claims.patient_name).toBe('山田 太郎');

    const profile = await profileWith(tokens.access_token);
    expect(profile).toEqual({
      status: 200,
      body: {
        patientId: DEMO_ACCOUNT_IDS.demoChild,
        name: '山田 太郎',
        kana: 'ヤマダ タロウ',
        gender: 'male',
        birthDate: '2016-08-03',
      },
    });

    const introspection = await client.tokenIntrospection(config, tokens.access_token);
    expect(introspection).toMatchObject({
      active: true,
      client_id: clientId,
      sub: DEMO_ACCOUNT_IDS.demo,
      patient_id: DEMO_ACCOUNT_IDS.demoChild,
    });

    // Refresh with rotation: a new refresh token; the old one stops working.
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).toBeDefined();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await profileWith(refreshed.access_token)).body.patientId).toBe(
      DEMO_ACCOUNT_IDS.demoChild,
    );
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('publishes discovery metadata and a public JWKS', async () => {
    const response = await fetch(`${api.issuer}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: api.issuer,
      authorization_endpoint: `${api.issuer}/auth`,
      token_endpoint: `${api.issuer}/token`,
      jwks_uri: `${api.issuer}/jwks`,
      introspection_endpoint: `${api.issuer}/token/introspection`,
      revocation_endpoint: `${api.issuer}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['patient.profile', 'patient.medications', 'patient.checkups']),
    );
    const jwks = (await (await fetch(`${api.issuer}/jwks`)).json()) as { keys: object[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('sends a denied request back to the client with access_denied and the state', async () => {
    const { clientId } = await registerClient(api.app, idToken);
    const config = await discover(api.issuer, clientId);
    const request = await authorizationRequest(config, 'patient.profile');
    const browser = new TestBrowser();
    const uid = interactionUid((await browser.navigate(request.url)).location);
    const denied = await api.app.inject({
      method: 'POST',
      url: `/ps/v1/oauth/interactions/${uid}/deny`,
      headers: bearer(idToken),
    });
    expect(denied.statusCode).toBe(200);
    const back = new URL((await browser.navigate(denied.json().redirectTo)).location!);
    expect(`${back.origin}${back.pathname}`).toBe(PARTNER_REDIRECT);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(request.state);
  });

  it('takes a scope the developer removes from the client off its consents and refreshed tokens', async () => {
    const { clientId } = await registerClient(api.app, idToken);
    const config = await discover(api.issuer, clientId);
    const request = await authorizationRequest(
      config,
      'openid offline_access patient.profile patient.medications',
    );
    const location = await approveInBrowser(
      new TestBrowser(),
      { authorize: api },
      request.url,
      idToken,
      DEMO_ACCOUNT_IDS.demoChild,
    );
    const tokens = await client.authorizationCodeGrant(config, new URL(location), {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
    });

    const narrowed = await api.app.inject({
      method: 'PATCH',
      url: `/ps/v1/oauth/clients/${clientId}`,
      headers: bearer(idToken),
      payload: { allowedScopes: ['openid', 'offline_access', 'patient.medications'] },
    });
    expect(narrowed.statusCode).toBe(200);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.scope?.split(' ').sort()).toEqual(
      ['offline_access', 'openid', 'patient.medications'].sort(),
    );
    const { payload: claims } = await jwtVerify(
      refreshed.id_token!,
      createRemoteJWKSet(new URL(`${api.issuer}/jwks`)),
      { issuer: api.issuer, audience: clientId },
    );
    expect(claims.patient_id).toBe(DEMO_ACCOUNT_IDS.demoChild);
    expect(claims).not.toHaveProperty('patient_name');
    expect((await profileWith(refreshed.access_token)).status).toBe(403);

    // The patient's list of consents says what the client can still read.
    const listed = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/oauth/consents',
      headers: bearer(idToken),
    });
    const consent = listed
      .json<{ consents: { clientId: string; scopes: string[] }[] }>()
      .consents.find((c) => c.clientId === clientId);
    expect(consent?.scopes.sort()).toEqual(['offline_access', 'openid', 'patient.medications']);
  });

  it('remembers a consent per user, client and patient, and lists and revokes it', async () => {
    const { clientId } = await registerClient(api.app, idToken);
    const config = await discover(api.issuer, clientId);
    const run = async () => {
      const request = await authorizationRequest(config, 'patient.profile');
      const location = await approveInBrowser(
        new TestBrowser(),
        { authorize: api },
        request.url,
        idToken,
        DEMO_ACCOUNT_IDS.demo,
      );
      return client.authorizationCodeGrant(config, new URL(location), {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
      });
    };
    const first = await run();

    // The next request shows the patient as already allowed.
    const request = await authorizationRequest(config, 'patient.profile');
    const uid = interactionUid((await new TestBrowser().navigate(request.url)).location);
    const view = (
      await api.app.inject({
        method: 'GET',
        url: `/ps/v1/oauth/interactions/${uid}`,
        headers: bearer(idToken),
      })
    ).json();
    const self = view.patients.find(
      (p: { patientId: string }) => p.patientId === DEMO_ACCOUNT_IDS.demo,
    );
    expect(self.remembered).toBe(true);

    const second = await run();
    const listed = await api.app.inject({
      method: 'GET',
      url: '/ps/v1/oauth/consents',
      headers: bearer(idToken),
    });
    const consents = listed
      .json<{ consents: { grantId: string; clientId: string; patientId: string }[] }>()
      .consents.filter((consent) => consent.clientId === clientId);
    expect(consents).toHaveLength(1);
    expect(consents[0]!.patientId).toBe(DEMO_ACCOUNT_IDS.demo);

    const revoked = await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/oauth/consents/${consents[0]!.grantId}`,
      headers: bearer(idToken),
    });
    expect(revoked.statusCode).toBe(204);
    for (const tokens of [first, second]) {
      expect((await profileWith(tokens.access_token)).status).toBe(401);
    }
  });

  /** demo@ registers a client and allows it to read `patientId`'s profile: its tokens. */
  async function consentedClient(patientId: string) {
    const { clientId } = await registerClient(api.app, idToken);
    const config = await discover(api.issuer, clientId);
    const request = await authorizationRequest(config, 'patient.profile');
    const location = await approveInBrowser(
      new TestBrowser(),
      { authorize: api },
      request.url,
      idToken,
      patientId,
    );
    const tokens = await client.authorizationCodeGrant(config, new URL(location), {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
    });
    return { clientId, tokens };
  }

  /** The consents of a client that the user signed in with `token` is shown. */
  const consentsOf = async (token: string, clientId: string) =>
    (
      await api.app.inject({
        method: 'GET',
        url: '/ps/v1/oauth/consents',
        headers: bearer(token),
      })
    )
      .json<ConsentsResponse>()
      .consents.filter((consent) => consent.clientId === clientId);

  it('shows the patient a consent someone acting for them gave, and lets the patient revoke it', async () => {
    // demo@ acts for 佐藤 一郎 (family@), who shares his notebook with her, and allows a client.
    const { clientId, tokens } = await consentedClient(DEMO_ACCOUNT_IDS.family);
    expect((await profileWith(tokens.access_token)).status).toBe(200);

    const given = { accountId: DEMO_ACCOUNT_IDS.demo, name: '山田 花子' };
    // The one who gave it and the patient it is about both see it, with who gave it.
    expect(await consentsOf(idToken, clientId)).toEqual([
      expect.objectContaining({ patientId: DEMO_ACCOUNT_IDS.family, grantedBy: given }),
    ]);
    const ofPatient = await consentsOf(familyIdToken, clientId);
    expect(ofPatient).toEqual([
      expect.objectContaining({ patientId: DEMO_ACCOUNT_IDS.family, grantedBy: given }),
    ]);

    const revoked = await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/oauth/consents/${ofPatient[0]!.grantId}`,
      headers: bearer(familyIdToken),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await profileWith(tokens.access_token)).status).toBe(401);
    expect(await consentsOf(idToken, clientId)).toEqual([]);
  });

  it('keeps a consent out of the reach of someone it is not about', async () => {
    const { clientId } = await consentedClient(DEMO_ACCOUNT_IDS.demoChild);
    const [mine] = await consentsOf(idToken, clientId);
    // family@ neither gave it nor is its patient: he does not see it and cannot revoke it.
    expect(await consentsOf(familyIdToken, clientId)).toEqual([]);
    const refused = await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/oauth/consents/${mine!.grantId}`,
      headers: bearer(familyIdToken),
    });
    expect(refused.statusCode).toBe(404);
  });
});
