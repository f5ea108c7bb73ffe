import type { PortalLinkCompletion } from '@harmo/contracts/checkups';
import { DEMO_ACCOUNT_IDS, RETURN_URL, bearer, signInDemoUser, startCheckupsApi } from './harness';
import type { CheckupsTestApi } from './harness';

const TARO_ID = DEMO_ACCOUNT_IDS.demoChild;

describe('check-ups: the マイナポータル link through the local stand-in', () => {
  let api: CheckupsTestApi;
  let demo: string;
  let family: string;

  beforeAll(async () => {
    api = await startCheckupsApi();
    demo = await signInDemoUser(api.app, 'demo');
    family = await signInDemoUser(api.app, 'family');
  });
  afterAll(async () => {
    await api?.close();
  });

  const start = (idToken: string, returnUrl = RETURN_URL, patientId = TARO_ID) =>
    api.app.inject({
      method: 'POST',
      url: `/ps/v1/patients/${patientId}/mynapo/links`,
      headers: bearer(idToken),
      payload: { returnUrl },
    });
  const complete = (idToken: string, body: { code: string; state: string }) =>
    api.app.inject({
      method: 'POST',
      url: '/ps/v1/mynapo/links/complete',
      headers: bearer(idToken),
      payload: body,
    });

  /** What a person does on the consent page: read it, then press 同意 (or not). */
  async function consent(consentUrl: string, decision: 'approve' | 'deny') {
    const page = await fetch(consentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('これは本物のマイナポータルではありません');
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2]?.replaceAll('&amp;', '&'),
      ]),
    );
    const answer = await fetch(new URL('authorize', consentUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, decision }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location') ?? '');
  }

  it('says which connection it offers', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/ps/v1/mynapo/portal' });
    expect(res.json()).toEqual({ mode: 'standin' });
  });

  it('brings the demo check-ups in, once, for the patient the link was started for', async () => {
    const started = await start(demo);
    expect(started.statusCode).toBe(200);
    const { consentUrl } = started.json<{ consentUrl: string }>();
    expect(consentUrl.startsWith(`${api.baseUrl}/mynapo-standin/authorize?`)).toBe(true);

    const back = await consent(consentUrl, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    const answer = {
      code: back.searchParams.get('code') ?? '',
      state: back.searchParams.get('state') ?? '',
    };
    // Only the account that started the link may complete it.
    expect((await complete(family, answer)).statusCode).toBe(400);

    const done = await complete(demo, answer);
    expect(done.statusCode).toBe(200);
    const result = done.json<PortalLinkCompletion>();
    expect(result.patientId).toBe(TARO_ID);
    expect(result.files.map((file) => file.outcome)).toEqual(['saved', 'saved', 'saved']);

    const list = await api.app.inject({
      method: 'GET',
      url: `/ps/v1/patients/${TARO_ID}/checkups`,
      headers: bearer(demo),
    });
    const { checkups } = list.json<{ checkups: { source: string; items: unknown[] }[] }>();
    expect(checkups).toHaveLength(3);
    expect(checkups.every((checkup) => checkup.source === 'portal')).toBe(true);

    // The answer is used up.
    const again = await complete(demo, answer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'link_request_invalid' });
  });

  it('asks to link again, not to wait, when the portal refuses the code it sent back', async () => {
    const { consentUrl } = (await start(demo)).json<{ consentUrl: string }>();
    const back = await consent(consentUrl, 'approve');
    const refused = await complete(demo, {
      code: 'not-the-code-it-sent',
      state: back.searchParams.get('state') ?? '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'portal_code_refused' });
  });

  it('returns a refusal on the consent page to the web app without a code', async () => {
    const { consentUrl } = (await start(demo)).json<{ consentUrl: string }>();
    const back = await consent(consentUrl, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('shows its consent page only for a link harmo started, for the patient it was started for', async () => {
    const { consentUrl } = (await start(demo)).json<{ consentUrl: string }>();
    const page = (url: URL) =>
      fetch(url).then(async (r) => ({ status: r.status, html: await r.text() }));
    const forged = new URL(consentUrl);
    forged.searchParams.set('login_hint', DEMO_ACCOUNT_IDS.demo);
    const unstarted = new URL(consentUrl);
    unstarted.searchParams.set('state', 'a-state-harmo-never-gave');
    for (const url of [forged, unstarted]) {
      const { status, html } = await page(url);
      expect(status).toBe(400);
      expect(html).toContain('この連携の依頼は見つからないか、期限が切れています');
      expect(html).not.toContain('山田');
    }
    // Nor is a code given for it.
    const answer = await fetch(new URL('authorize', consentUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(forged.searchParams),
        decision: 'approve',
      }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    // The link started stays usable.
    expect((await page(new URL(consentUrl))).html).toContain('山田 太郎 さんの特定健診の結果');
  });

  it('sends the browser back only to the web app, and only for a patient the caller acts for', async () => {
    const evil = await start(demo, 'https://evil.example/mynapo/link-myna-data');
    expect(evil.statusCode).toBe(400);
    expect(evil.json()).toMatchObject({ error: 'invalid_return_url' });
    expect((await start(family)).statusCode).toBe(404);
  });
});
