import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { ApiInstance, OAuthTestApi } from './harness';
import {
  DEMO_ACCOUNT_IDS,
  TestBrowser,
  approveInBrowser,
  authorizationRequest,
  discover,
  partnerCall,
  registerClient,
  signInDemoUser,
  startOAuthApi,
  tokenRequest,
} from './harness';

let first: OAuthTestApi;
let second: ApiInstance;

beforeAll(async () => {
  first = await startOAuthApi();
  second = await first.secondInstance();
});

afterAll(async () => {
  await first.close();
});

describe('two api instances on one database', () => {
  it('serve one authorization flow, each step on either instance', async () => {
    const idToken = await signInDemoUser(second.app, 'demo');
    const { clientId } = await registerClient(first.app, idToken);
    const config = await discover(first.issuer, clientId);
    const request = await authorizationRequest(config, 'openid offline_access patient.profile');

    // The request starts on the first instance; the consent screen's calls and the browser's
    // resume reach the second (same cookie keys, same stored interaction).
    const location = await approveInBrowser(
      new TestBrowser(),
      { authorize: first, consent: second, resume: second },
      request.url,
      idToken,
      DEMO_ACCOUNT_IDS.familyParent,
    );
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe(request.state);

    // The code issued by the second instance is redeemed on it…
    const exchanged = await tokenRequest(`${second.baseUrl}/oauth`, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      client_id: clientId,
      redirect_uri: 'https://partner.example/callback',
      code_verifier: request.codeVerifier,
    });
    expect(exchanged.status).toBe(200);
    // …its id token verifies with the first instance's JWKS (one installation key)…
    const { payload } = await jwtVerify(
      exchanged.body.id_token as string,
      createRemoteJWKSet(new URL(`${first.baseUrl}/oauth/jwks`)),
      { issuer: first.issuer, audience: clientId },
    );
    expect(payload.patient_id).toBe(DEMO_ACCOUNT_IDS.familyParent);

    // …the first instance refreshes it, and both serve the patient's data.
    const refreshed = await client.refreshTokenGrant(
      config,
      exchanged.body.refresh_token as string,
    );
    for (const instance of [first, second]) {
      for (const token of [exchanged.body.access_token as string, refreshed.access_token]) {
        const profile = await partnerCall(instance.baseUrl, '/patient/profile', token);
        expect(profile.body).toMatchObject({
          patientId: DEMO_ACCOUNT_IDS.familyParent,
          name: '佐藤 トメ',
        });
      }
    }
    // The rotated refresh token is refused by the second instance too.
    const reused = await tokenRequest(`${second.baseUrl}/oauth`, {
      grant_type: 'refresh_token',
      refresh_token: exchanged.body.refresh_token as string,
      client_id: clientId,
    });
    expect(reused).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('store no usable code or token in the database', async () => {
    const idToken = await signInDemoUser(first.app, 'demo');
    const { clientId } = await registerClient(first.app, idToken);
    const config = await discover(first.issuer, clientId);
    const request = await authorizationRequest(config, 'patient.profile');
    const location = await approveInBrowser(
      new TestBrowser(),
      { authorize: first },
      request.url,
      idToken,
      DEMO_ACCOUNT_IDS.demo,
    );
    const code = new URL(location).searchParams.get('code')!;
    const tokens = await client.authorizationCodeGrant(config, new URL(location), {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
    });
    const { rows } = await first.db.query<{ dump: string }>(
      `SELECT string_agg(id_hash || ' ' || payload::text, ' ') AS dump FROM oauth_provider_state`,
    );
    expect(rows[0]!.dump).not.toContain(code);
    expect(rows[0]!.dump).not.toContain(tokens.access_token);
  });
});
