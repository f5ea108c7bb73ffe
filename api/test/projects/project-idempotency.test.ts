import { randomUUID } from 'node:crypto';
import type { CreatedProjectResponse, ProjectView } from '@harmo/contracts/projects';
import { PROJECT_LIMITS } from '@harmo/contracts/projects';
import type { ClientsResponse } from '@harmo/contracts/oauth';
import { newJoinCode } from '../../src/modules/projects/join-code';
import { backend } from '../helpers/database';
import type { OAuthTestApi } from '../oauth/harness';
import { tokenRequest } from '../oauth/harness';
import {
  DEMO_ACCOUNT_IDS,
  START_TIMEOUT_MS,
  bearer,
  signInDemoUser,
  signInStranger,
  startMedicationsApi,
} from '../medications/harness';

let api: OAuthTestApi;
let owner: string;
let neighbour: string;
let stranger: string;
/** The projects' clock, when a test moves it on; otherwise the real time. */
let movedClock: Date | null = null;
afterEach(() => {
  movedClock = null;
});

beforeAll(async () => {
  api = await startMedicationsApi({ projectsNow: () => movedClock ?? new Date() });
  owner = await signInDemoUser(api.app, 'family');
  neighbour = await signInDemoUser(api.app, 'demo');
  stranger = await signInStranger(api.app);
}, START_TIMEOUT_MS);
afterAll(() => api?.close());

const REUSED = {
  error: 'idempotency_key_reused',
  message:
    'This idempotency key was already used for a different project; make a new key for a new project',
};

const newKey = () => randomUUID();

let titles = 0;
/** A project of its own title, so that each test finds its projects in the owner's list. */
const newProject = () => {
  titles += 1;
  return {
    title: `ひまわり薬局 服薬フォロー ${titles}`,
    description: 'お薬の飲み方を3か月間フォローします。',
    organiser: 'ひまわり薬局 桜町店',
    scopes: ['patient.medications', 'patient.checkups'],
    startDate: '2026-01-01',
    endDate: '2099-12-31',
  };
};

const create = (idToken: string, body: Record<string, unknown>, key?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/ps/v1/projects',
    headers: { ...bearer(idToken), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });

const get = (url: string, idToken: string) =>
  api.app.inject({ method: 'GET', url, headers: bearer(idToken) });

/** The owner's projects of this title. */
const projectsTitled = async (idToken: string, title: string) =>
  (await get('/ps/v1/projects', idToken))
    .json<{ projects: ProjectView[] }>()
    .projects.filter((project) => project.title === title);

/** The account's OAuth clients' ids, sorted: the console's order follows a moved clock. */
const clientIds = async (idToken: string) =>
  (await get('/ps/v1/oauth/clients', idToken))
    .json<ClientsResponse>()
    .clients.map((client) => client.clientId)
    .sort();

/** The token endpoint's answer to the client's credentials: 200 while the secret is current. */
const tokenStatus = async ({ clientId, clientSecret }: CreatedProjectResponse['client']) =>
  (await tokenRequest(api.issuer, { grant_type: 'client_credentials' }, { clientId, clientSecret }))
    .status;

describe(`projects: creating a project with an idempotency key (${backend})`, () => {
  it('creates once: a retry answers 200 with the project and a new secret, the lost one void', async () => {
    const body = newProject();
    const key = newKey();
    const clientsBefore = await clientIds(owner);
    const first = await create(owner, { ...body, scopes: [...body.scopes].reverse() }, key);
    expect(first.statusCode).toBe(201);
    const created = first.json<CreatedProjectResponse>();
    expect(created.project).toMatchObject({ ...body, isOwner: true });

    // The same body as parsed: fields and scopes in another order, spaces around the title.
    const retry = await create(
      owner,
      {
        endDate: body.endDate,
        startDate: body.startDate,
        scopes: body.scopes,
        organiser: body.organiser,
        description: body.description,
        title: ` ${body.title} `,
      },
      key,
    );
    expect(retry.statusCode).toBe(200);
    const retried = retry.json<CreatedProjectResponse>();
    expect(retried.project).toEqual(created.project);
    expect(retried.client.clientId).toBe(created.client.clientId);
    expect(retried.client.clientSecret).toMatch(/^hcs_/);
    expect(retried.client.clientSecret).not.toBe(created.client.clientSecret);

    // The secret the lost answer carried no longer authenticates; the new one does.
    expect(await tokenStatus(created.client)).toBe(401);
    expect(await tokenStatus(retried.client)).toBe(200);
    expect(await projectsTitled(owner, body.title)).toEqual([created.project]);
    expect(await clientIds(owner)).toEqual([created.client.clientId, ...clientsBefore].sort());
  });

  it('refuses the same key with another body, creating nothing and keeping the secret', async () => {
    const body = newProject();
    const key = newKey();
    const first = await create(owner, body, key);
    expect(first.statusCode).toBe(201);
    const created = first.json<CreatedProjectResponse>();
    const clientsBefore = await clientIds(owner);
    for (const other of [
      { ...body, title: `${body.title} 2` },
      { ...body, description: '' },
      { ...body, organiser: 'さくら薬局' },
      { ...body, scopes: ['patient.medications'] },
      { ...body, startDate: '2026-01-02' },
      { ...body, endDate: null },
    ]) {
      const reused = await create(owner, other, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual(REUSED);
    }
    expect(await projectsTitled(owner, body.title)).toEqual([created.project]);
    expect(await projectsTitled(owner, `${body.title} 2`)).toEqual([]);
    expect(await clientIds(owner)).toEqual(clientsBefore);
    expect(await tokenStatus(created.client)).toBe(200);
  });

  it('creates anew for every request without the header, as before', async () => {
    const body = newProject();
    const first = await create(owner, body);
    const second = await create(owner, body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const [a, b] = [first, second].map((res) => res.json<CreatedProjectResponse>());
    expect(a!.project.projectId).not.toBe(b!.project.projectId);
    expect(a!.client.clientId).not.toBe(b!.client.clientId);
    expect(await projectsTitled(owner, body.title)).toHaveLength(2);
  });

  it.each([
    ['too short', 'abc'],
    ['with a character outside the alphabet', `${newKey()}!`],
    ['empty', ''],
  ])('refuses a key %s with the validation error, creating nothing', async (_what, key) => {
    const body = newProject();
    const clientsBefore = await clientIds(owner);
    const res = await create(owner, body, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation_error',
      issues: [expect.objectContaining({ path: expect.stringContaining('idempotency-key') })],
    });
    expect(await projectsTitled(owner, body.title)).toEqual([]);
    expect(await clientIds(owner)).toEqual(clientsBefore);
  });

  it('keeps keys per account: another account creates its own project with the same key', async () => {
    const body = newProject();
    const key = newKey();
    const own = await create(owner, body, key);
    const theirs = await create(neighbour, body, key);
    expect([own.statusCode, theirs.statusCode]).toEqual([201, 201]);
    const [mine, others] = [own, theirs].map((res) => res.json<CreatedProjectResponse>());
    expect(others!.project.projectId).not.toBe(mine!.project.projectId);
    expect(await projectsTitled(owner, body.title)).toEqual([mine!.project]);
    expect(await projectsTitled(neighbour, body.title)).toEqual([others!.project]);
    // Each answers its own retry with its own project.
    const neighbourRetry = await create(neighbour, body, key);
    expect(neighbourRetry.statusCode).toBe(200);
    expect(neighbourRetry.json<CreatedProjectResponse>().project).toEqual(others!.project);
    const ownRetry = await create(owner, body, key);
    expect(ownRetry.statusCode).toBe(200);
    expect(ownRetry.json<CreatedProjectResponse>().project).toEqual(mine!.project);
  });

  it('creates one project and one client when the same creation arrives twice at once', async () => {
    const body = newProject();
    const key = newKey();
    const clientsBefore = await clientIds(owner);
    const answers = await Promise.all([create(owner, body, key), create(owner, body, key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [created, retried] = [201, 200].map((status) =>
      answers.find((answer) => answer.statusCode === status)!.json<CreatedProjectResponse>(),
    );
    expect(retried!.project).toEqual(created!.project);
    expect(retried!.client.clientId).toBe(created!.client.clientId);
    expect(await projectsTitled(owner, body.title)).toEqual([created!.project]);
    expect(await clientIds(owner)).toEqual([created!.client.clientId, ...clientsBefore].sort());
    // The retry, served second, holds the current secret.
    expect(await tokenStatus(retried!.client)).toBe(200);
    expect(await tokenStatus(created!.client)).toBe(401);
  });

  it('answers a retry with its project when the account has reached the quota since', async () => {
    const body = newProject();
    const key = newKey();
    const first = await create(stranger, body, key);
    expect(first.statusCode).toBe(201);
    const created = first.json<CreatedProjectResponse>();
    // The other projects of the quota, stored directly: through the api each would take one of
    // the account's OAuth clients too.
    const fillers: string[] = [];
    for (let n = 1; n < PROJECT_LIMITS.perAccount; n += 1) {
      const id = randomUUID();
      await api.db.query(
        `INSERT INTO projects (id, owner_account_id, title, description, organiser, scopes,
           start_date, join_code, created_at)
         VALUES ($1, $2, 'filler', '', 'filler', '{patient.medications}', '2026-01-01', $3, now())`,
        [id, DEMO_ACCOUNT_IDS.totp, newJoinCode()],
      );
      fillers.push(id);
    }

    const retry = await create(stranger, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<CreatedProjectResponse>().project).toEqual(created.project);
    // A new key is a new project, refused at the quota, and not spent by the refusal.
    const later = newKey();
    const refused = await create(stranger, body, later);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'project_quota_reached' });
    await api.db.query('DELETE FROM projects WHERE id = $1', [fillers[0]]);
    expect((await create(stranger, body, later)).statusCode).toBe(201);
  });

  it('answers a retry with its project when its end date has passed since', async () => {
    const body = { ...newProject(), startDate: '2027-01-01', endDate: '2027-03-31' };
    const key = newKey();
    movedClock = new Date('2027-03-31T12:00:00+09:00');
    const first = await create(owner, body, key);
    expect(first.statusCode).toBe(201);
    movedClock = new Date('2027-04-01T00:00:00+09:00');
    const retry = await create(owner, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<CreatedProjectResponse>().project).toEqual(
      first.json<CreatedProjectResponse>().project,
    );
    const refused = await create(owner, body, newKey());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'end_date_passed' });
  });

  it('never creates again, nor gives a client back to, a project whose client was deleted', async () => {
    const body = newProject();
    const key = newKey();
    const first = await create(owner, body, key);
    expect(first.statusCode).toBe(201);
    const created = first.json<CreatedProjectResponse>();
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/ps/v1/oauth/clients/${created.client.clientId}`,
      headers: bearer(owner),
    });
    expect(deleted.statusCode).toBe(204);
    const clientsBefore = await clientIds(owner);

    const late = await create(owner, body, key);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual({
      error: 'project_not_found',
      message: 'The project this idempotency key created, or its client, has since been deleted',
    });
    expect(await projectsTitled(owner, body.title)).toEqual([
      { ...created.project, clientId: null },
    ]);
    expect(await clientIds(owner)).toEqual(clientsBefore);
    // The key stays spent: another body with it is still refused.
    expect((await create(owner, { ...body, title: `${body.title} 2` }, key)).json()).toEqual(
      REUSED,
    );
    // A new key creates the project anew, as a new creation would.
    const again = await create(owner, body, newKey());
    expect(again.statusCode).toBe(201);
    expect(again.json<CreatedProjectResponse>().project.projectId).not.toBe(
      created.project.projectId,
    );
  });

  it('keeps the key and the hash together', async () => {
    const { project } = (await create(owner, newProject())).json<CreatedProjectResponse>();
    await expect(
      api.db.query("UPDATE projects SET idempotency_key = 'k' WHERE id = $1", [project.projectId]),
    ).rejects.toThrow(/check constraint/);
  });

  it('documents the optional header, the retry answer and the refusals', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: unknown[]; responses: object }>>;
    }>();
    const operation = doc.paths['/ps/v1/projects']?.post;
    expect(operation?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '400', '404', '409']),
    );
  });
});
