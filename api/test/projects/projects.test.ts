import type {
  CreatedProjectResponse,
  ParticipationResponse,
  PatientProjectsResponse,
  ProjectParticipantsResponse,
  ProjectView,
} from '@harmo/contracts/projects';
import { formatJoinCode } from '@harmo/contracts/projects';
import { todayInJapan } from '@harmo/contracts/profile';
import type { PartnerMedicationsResponse } from '@harmo/contracts/medications';
import type { OAuthTestApi } from '../oauth/harness';
import { insertServiceClientIfAbsent } from '../../src/modules/oauth';
import { discover, grantTokens, registerClient, tokenRequest } from '../oauth/harness';
import {
  DEMO_ACCOUNT_IDS,
  RECEIPT,
  START_TIMEOUT_MS,
  bearer,
  crlf,
  saveScan,
  signInDemoUser,
  signInStranger,
  startMedicationsApi,
  symbol,
} from '../medications/harness';

let api: OAuthTestApi;
let demo: string;
let owner: string;
let stranger: string;
/** The projects' clock, when a test moves it on; otherwise the real time. */
let movedClock: Date | null = null;
afterEach(() => {
  movedClock = null;
});

beforeAll(async () => {
  api = await startMedicationsApi({ projectsNow: () => movedClock ?? new Date() });
  demo = await signInDemoUser(api.app, 'demo');
  owner = await signInDemoUser(api.app, 'family');
  stranger = await signInStranger(api.app);
}, START_TIMEOUT_MS);
afterAll(() => api?.close());

const PROJECT = {
  title: 'ひまわり薬局 服薬フォロー',
  description: 'お薬の飲み方を3か月間フォローします。',
  organiser: 'ひまわり薬局 桜町店',
  scopes: ['patient.medications'],
  startDate: '2026-01-01',
  endDate: '2099-12-31',
};

async function createProject(body: Record<string, unknown> = PROJECT, idToken = owner) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/ps/v1/projects',
    headers: bearer(idToken),
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json<CreatedProjectResponse>();
}

const participationUrl = (patientId: string, projectId: string) =>
  `/ps/v1/patients/${patientId}/projects/${projectId}`;

function join(
  project: ProjectView,
  patientId: string,
  idToken = demo,
  body: Record<string, unknown> = { joinCode: project.joinCode, scopes: project.scopes },
) {
  return api.app.inject({
    method: 'PUT',
    url: participationUrl(patientId, project.projectId),
    headers: bearer(idToken),
    payload: body,
  });
}

const leave = (project: ProjectView, patientId: string, idToken = demo) =>
  api.app.inject({
    method: 'DELETE',
    url: participationUrl(patientId, project.projectId),
    headers: bearer(idToken),
  });

const get = (url: string, idToken: string) =>
  api.app.inject({ method: 'GET', url, headers: bearer(idToken) });

describe('creating and finding a project', () => {
  it("creates a project with a typed-friendly join code and its client's secret, once", async () => {
    const { project, client } = await createProject();
    expect(project).toMatchObject({ ...PROJECT, isOwner: true, clientId: client.clientId });
    expect(project.joinCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(client.clientSecret).toMatch(/^hcs_/);
    const owned = await get('/ps/v1/projects', owner);
    expect(owned.json<{ projects: ProjectView[] }>().projects[0]).toEqual(project);
    // The client is the owner's, in the developer console, and has no secret to show again.
    const console = await get(`/ps/v1/oauth/clients/${client.clientId}`, owner);
    expect(console.json()).toMatchObject({
      type: 'confidential',
      redirectUris: [],
      allowedScopes: ['patient.medications'],
    });
    expect(JSON.stringify(console.json())).not.toContain(client.clientSecret);
  });

  it('gives every project its own join code', async () => {
    const codes = new Set<string>();
    for (let n = 0; n < 5; n += 1) codes.add((await createProject()).project.joinCode);
    expect(codes.size).toBe(5);
  });

  it('refuses an end before the start and unknown scopes', async () => {
    for (const payload of [
      { ...PROJECT, endDate: '2025-12-31' },
      { ...PROJECT, scopes: ['openid'] },
      { ...PROJECT, title: '' },
    ]) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/ps/v1/projects',
        headers: bearer(owner),
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is found by its join code however it is typed, and hidden from others without it', async () => {
    const { project } = await createProject();
    const typed = formatJoinCode(project.joinCode).toLowerCase();
    const byCode = await get(`/ps/v1/projects/join-codes/${typed}`, stranger);
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json<ProjectView>()).toMatchObject({
      projectId: project.projectId,
      isOwner: false,
      clientId: null,
    });
    const withCode = await get(
      `/ps/v1/projects/${project.projectId}?joinCode=${project.joinCode}`,
      stranger,
    );
    expect(withCode.statusCode).toBe(200);
    expect((await get(`/ps/v1/projects/${project.projectId}`, stranger)).statusCode).toBe(404);
    const unknown = await get('/ps/v1/projects/join-codes/ZZZZ-ZZZZ-ZZZZ', stranger);
    expect(unknown.json()).toMatchObject({ error: 'project_not_found' });
    expect((await get('/ps/v1/projects/join-codes/nope', stranger)).statusCode).toBe(400);
  });
});

describe('taking part', () => {
  let project: ProjectView;
  beforeAll(async () => {
    project = (await createProject()).project;
  });

  it('joins for a family member with consent to the scopes shown, once', async () => {
    const joined = await join(project, DEMO_ACCOUNT_IDS.demoChild);
    expect(joined.statusCode).toBe(201);
    expect(joined.json<ParticipationResponse>().participation).toMatchObject({
      projectId: project.projectId,
      patientId: DEMO_ACCOUNT_IDS.demoChild,
      scopes: ['patient.medications'],
      leftAt: null,
    });
    const again = await join(project, DEMO_ACCOUNT_IDS.demoChild);
    expect(again.statusCode).toBe(200);
    expect(again.json<ParticipationResponse>().participation.joinedAt).toBe(
      joined.json<ParticipationResponse>().participation.joinedAt,
    );
    const list = await get(`/ps/v1/patients/${DEMO_ACCOUNT_IDS.demoChild}/projects`, demo);
    expect(list.json<PatientProjectsResponse>().projects.map((p) => p.project.projectId)).toEqual([
      project.projectId,
    ]);
    // A user acting for a participant sees the project without the code.
    expect((await get(`/ps/v1/projects/${project.projectId}`, demo)).statusCode).toBe(200);
  });

  it('refuses a wrong join code, other scopes than shown, and a patient the user does not act for', async () => {
    const wrongCode = await join(project, DEMO_ACCOUNT_IDS.demo, demo, {
      joinCode: 'ZZZZZZZZZZZZ',
      scopes: project.scopes,
    });
    expect(wrongCode.statusCode).toBe(404);
    const otherScopes = await join(project, DEMO_ACCOUNT_IDS.demo, demo, {
      joinCode: project.joinCode,
      scopes: ['patient.medications', 'patient.profile'],
    });
    expect(otherScopes.statusCode).toBe(409);
    expect(otherScopes.json()).toMatchObject({ error: 'scopes_changed' });
    const notTheirs = await join(project, DEMO_ACCOUNT_IDS.demoChild, stranger);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ error: 'patient_not_allowed' });
    const listOfOther = await get(
      `/ps/v1/patients/${DEMO_ACCOUNT_IDS.demoChild}/projects`,
      stranger,
    );
    expect(listOfOther.statusCode).toBe(403);
  });

  it('refuses a consent that names a scope twice, which would stand for scopes not shown', async () => {
    const { project: twoScopes } = await createProject({
      ...PROJECT,
      scopes: ['patient.profile', 'patient.medications'],
    });
    const repeated = await join(twoScopes, DEMO_ACCOUNT_IDS.demo, demo, {
      joinCode: twoScopes.joinCode,
      scopes: ['patient.profile', 'patient.profile'],
    });
    expect(repeated.statusCode).toBe(400);
    const list = await get(`/ps/v1/patients/${DEMO_ACCOUNT_IDS.demo}/projects`, demo);
    expect(
      list.json<PatientProjectsResponse>().projects.map((p) => p.project.projectId),
    ).not.toContain(twoScopes.projectId);
  });

  it('leaves, and the project is no longer listed', async () => {
    expect((await leave(project, DEMO_ACCOUNT_IDS.demoChild, stranger)).statusCode).toBe(403);
    expect((await leave(project, DEMO_ACCOUNT_IDS.demoChild)).statusCode).toBe(204);
    const list = await get(`/ps/v1/patients/${DEMO_ACCOUNT_IDS.demoChild}/projects`, demo);
    expect(list.json<PatientProjectsResponse>().projects).toEqual([]);
    const again = await leave(project, DEMO_ACCOUNT_IDS.demoChild);
    expect(again.json()).toMatchObject({ error: 'participation_not_found' });
  });

  it('takes participants on its last day (Japan time), and none after it', async () => {
    const lastDay = todayInJapan();
    const { project: ending } = await createProject({
      ...PROJECT,
      startDate: '2020-01-01',
      endDate: lastDay,
    });
    // 23:59 of the last day in Japan is 14:59 UTC.
    movedClock = new Date(`${lastDay}T14:59:00Z`);
    expect((await join(ending, DEMO_ACCOUNT_IDS.demo)).statusCode).toBe(201);
    expect((await leave(ending, DEMO_ACCOUNT_IDS.demo)).statusCode).toBe(204);
    movedClock = new Date(`${lastDay}T15:00:00Z`);
    const res = await join(ending, DEMO_ACCOUNT_IDS.demo);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'project_ended' });
  });

  it('is not created when its end date has passed, and leaves no client behind', async () => {
    const listBefore = await get('/ps/v1/projects', owner);
    const clientsBefore = await get('/ps/v1/oauth/clients', owner);
    movedClock = new Date('2027-04-01T00:00:00+09:00');
    const res = await api.app.inject({
      method: 'POST',
      url: '/ps/v1/projects',
      headers: bearer(owner),
      payload: { ...PROJECT, startDate: '2027-01-01', endDate: '2027-03-31' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'end_date_passed' });
    expect((await get('/ps/v1/projects', owner)).json()).toEqual(listBefore.json());
    expect((await get('/ps/v1/oauth/clients', owner)).json()).toEqual(clientsBefore.json());
  });
});

describe("a project's client reads only consented, current participants", () => {
  let project: ProjectView;
  let clientId: string;
  let clientSecret: string;

  const projectToken = async (scope?: string) => {
    const res = await tokenRequest(
      api.issuer,
      { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
      { clientId, clientSecret },
    );
    return res;
  };
  const partner = async (path: string, accessToken: string) => {
    const res = await fetch(`${api.baseUrl}/partner/v1/project${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    ({
      project,
      client: { clientId, clientSecret },
    } = await createProject());
    for (const patientId of [
      DEMO_ACCOUNT_IDS.demo,
      DEMO_ACCOUNT_IDS.demoChild,
      DEMO_ACCOUNT_IDS.familyParent,
    ]) {
      const saved = await saveScan(api, demo, patientId, [symbol(crlf(RECEIPT))]);
      expect(saved.statusCode).toBeLessThan(300);
    }
    // 山田 花子 takes part; her son joined and left; 佐藤 トメ never joined.
    expect((await join(project, DEMO_ACCOUNT_IDS.demo)).statusCode).toBe(201);
    expect((await join(project, DEMO_ACCOUNT_IDS.demoChild)).statusCode).toBe(201);
    expect((await leave(project, DEMO_ACCOUNT_IDS.demoChild)).statusCode).toBe(204);
  }, START_TIMEOUT_MS);

  it('lists only the participants who take part now', async () => {
    const token = await projectToken('patient.medications');
    expect(token.status).toBe(200);
    const res = await partner('/participants', token.body.access_token as string);
    expect(res.status).toBe(200);
    const body = res.body as unknown as ProjectParticipantsResponse;
    expect(body.projectId).toBe(project.projectId);
    expect(body.participants).toEqual([
      {
        patientId: DEMO_ACCOUNT_IDS.demo,
        scopes: ['patient.medications'],
        joinedAt: expect.any(String),
      },
    ]);
  });

  it("reads a consenting participant's medications, and nobody else's", async () => {
    const accessToken = (await projectToken('patient.medications')).body.access_token as string;
    const own = await partner(`/participants/${DEMO_ACCOUNT_IDS.demo}/medications`, accessToken);
    expect(own.status).toBe(200);
    const body = own.body as unknown as PartnerMedicationsResponse;
    expect(body.patientId).toBe(DEMO_ACCOUNT_IDS.demo);
    expect(body.dispensings.map((d) => d.date)).toEqual(['2025-09-12', '2025-03-01']);
    for (const patientId of [
      DEMO_ACCOUNT_IDS.demoChild, // left
      DEMO_ACCOUNT_IDS.familyParent, // never joined
      DEMO_ACCOUNT_IDS.family, // the owner himself, not a participant
    ]) {
      const res = await partner(`/participants/${patientId}/medications`, accessToken);
      expect({ patientId, status: res.status, error: res.body.error }).toEqual({
        patientId,
        status: 404,
        error: 'participant_not_found',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/ひまわり|ノルバスク/);
    }
  });

  it('reads scope by scope: only what the token, the project and the consent all allow', async () => {
    const withoutScope = (await projectToken()).body.access_token as string;
    const res = await partner(`/participants/${DEMO_ACCOUNT_IDS.demo}/medications`, withoutScope);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('insufficient_scope');
    const accessToken = (await projectToken('patient.medications')).body.access_token as string;
    const profile = await partner(`/participants/${DEMO_ACCOUNT_IDS.demo}/profile`, accessToken);
    expect(profile.status).toBe(403);
    expect(JSON.stringify(profile.body)).not.toContain('山田');
    // The project may not see profiles, so its client cannot even get such a token.
    expect(await projectToken('patient.profile')).toMatchObject({
      status: 400,
      body: { error: 'invalid_scope' },
    });
  });

  it('stops reading a participant the moment they leave', async () => {
    const accessToken = (await projectToken('patient.medications')).body.access_token as string;
    const path = `/participants/${DEMO_ACCOUNT_IDS.demo}/medications`;
    expect((await partner(path, accessToken)).status).toBe(200);
    expect((await leave(project, DEMO_ACCOUNT_IDS.demo)).statusCode).toBe(204);
    expect((await partner(path, accessToken)).status).toBe(404);
    const list = await partner('/participants', accessToken);
    expect((list.body as unknown as ProjectParticipantsResponse).participants).toEqual([]);
  });

  it("refuses tokens that are not a project client's", async () => {
    // A partner token bound to a patient (authorization code) is no project token.
    const { clientId: partnerId } = await registerClient(api.app, demo, { type: 'public' });
    const tokens = await grantTokens(
      api,
      await discover(api.issuer, partnerId),
      demo,
      DEMO_ACCOUNT_IDS.demo,
      'patient.medications',
    );
    expect((await partner('/participants', tokens.access_token)).status).toBe(401);
    // A confidential console client that is no project's gets no patient scope by itself.
    const other = await registerClient(api.app, owner, { type: 'confidential' });
    const refused = await tokenRequest(
      api.issuer,
      { grant_type: 'client_credentials', scope: 'patient.medications' },
      { clientId: other.clientId, clientSecret: other.clientSecret! },
    );
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    const plain = await tokenRequest(
      api.issuer,
      { grant_type: 'client_credentials' },
      { clientId: other.clientId, clientSecret: other.clientSecret! },
    );
    expect((await partner('/participants', plain.body.access_token as string)).status).toBe(401);
    expect((await partner('/participants', 'not-a-token')).status).toBe(401);
  });

  it('tells a pharmacy its token is for another API, not that its client is gone', async () => {
    const pharmacy = { clientId: 'test-project-pharmacy', secret: 'p'.repeat(40) };
    await insertServiceClientIfAbsent(api.db, {
      ...pharmacy,
      kind: 'pharmacy',
      name: 'テスト薬局',
      now: new Date(),
    });
    const token = await tokenRequest(
      api.issuer,
      { grant_type: 'client_credentials' },
      { clientId: pharmacy.clientId, clientSecret: pharmacy.secret },
    );
    expect(token.status).toBe(200);
    const res = await partner('/participants', token.body.access_token as string);
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).toContain('not of a client of this API');
    expect(JSON.stringify(res.body)).not.toContain('no longer exists');
  });
});
