import { createHash } from 'node:crypto';
import type { TestApi } from '../accounts/harness';
import {
  centralPost,
  randomHex32,
  runLiteAccountSequence,
  sha256Hex,
  startTestApi,
} from '../accounts/harness';

const MINUTE_MS = 60 * 1000;

describe('central server: /personal/*', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });
  afterEach(() => {
    api.clock.offsetMs = 0;
  });

  const issueToken = async (): Promise<string> => {
    const res = await centralPost(api.app, 'issueRegistrationToken', {});
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };

  const registration = (authCode: string, overrides: Record<string, string> = {}) => ({
    idm: randomHex32(),
    secret: randomHex32(),
    rsv: '18446744073709551615',
    authCode,
    ...overrides,
  });

  const issues = (res: { json: () => unknown }): string[] =>
    (res.json() as { issues: { path: string }[] }).issues.map((issue) => issue.path);

  describe('register', () => {
    it('returns a numeric did for authCode = hex SHA-256 of an issued token, once', async () => {
      const token = await issueToken();
      const fields = registration(sha256Hex(token));
      const res = await centralPost(api.app, 'register', fields);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ did: expect.stringMatching(/^[1-9]\d{15}$/) });

      const reused = await centralPost(api.app, 'register', registration(sha256Hex(token)));
      expect(reused.statusCode).toBe(403);
      expect(reused.json().error).toBe('invalid_auth_code');
    });

    it('fails with a wrong authCode, and writes nothing', async () => {
      const token = await issueToken();
      for (const authCode of [
        sha256Hex(`${token}x`),
        createHash('sha256').update(token.toUpperCase()).digest('hex'),
        'a'.repeat(64),
      ]) {
        const fields = registration(authCode);
        const res = await centralPost(api.app, 'register', fields);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: 'invalid_auth_code',
          message: 'The registration token is unknown, expired or already used',
        });
        const { rows } = await api.db.query('SELECT 1 FROM central_lite_users WHERE idm = $1', [
          fields.idm,
        ]);
        expect(rows).toHaveLength(0);
      }
      // The token itself is still good.
      expect(
        (await centralPost(api.app, 'register', registration(sha256Hex(token)))).statusCode,
      ).toBe(200);
    });

    it('fails with a token older than 10 minutes', async () => {
      const token = await issueToken();
      api.clock.offsetMs = 11 * MINUTE_MS;
      const res = await centralPost(api.app, 'register', registration(sha256Hex(token)));
      expect(res.statusCode).toBe(403);
    });

    it('validates every field (400 with one issue per field)', async () => {
      const token = await issueToken();
      const res = await centralPost(api.app, 'register', {
        idm: 'zz',
        secret: '1234',
        rsv: '18446744073709551616',
        authCode: 'nothex',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_error');
      expect(issues(res).sort()).toEqual(['body.authCode', 'body.idm', 'body.rsv', 'body.secret']);
      const negative = await centralPost(
        api.app,
        'register',
        registration(sha256Hex(token), { rsv: '-1' }),
      );
      expect(issues(negative)).toEqual(['body.rsv']);
      for (const rsv of ['abc', '１２３', '12 3']) {
        const notDigits = await centralPost(
          api.app,
          'register',
          registration(sha256Hex(token), { rsv }),
        );
        expect([notDigits.statusCode, issues(notDigits)]).toEqual([400, ['body.rsv']]);
      }
      const missing = await centralPost(api.app, 'register', { idm: randomHex32() });
      expect(issues(missing).sort()).toEqual(['body.authCode', 'body.rsv', 'body.secret']);
    });

    it('refuses an idm that is already registered (409)', async () => {
      const idm = randomHex32();
      const first = await centralPost(
        api.app,
        'register',
        registration(sha256Hex(await issueToken()), { idm }),
      );
      expect(first.statusCode).toBe(200);
      const second = await centralPost(
        api.app,
        'register',
        registration(sha256Hex(await issueToken()), { idm: idm.toUpperCase() }),
      );
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toBe('idm_already_registered');
    });

    it('never stores the secret or the token in plain text', async () => {
      const token = await issueToken();
      const fields = registration(sha256Hex(token));
      const { did } = (await centralPost(api.app, 'register', fields)).json<{ did: string }>();
      const entered = await centralPost(api.app, 'enter', {
        idm: fields.idm,
        did,
        secret: fields.secret,
      });
      const { session } = entered.json<{ session: string }>();

      const everything = [];
      for (const table of [
        'central_devices',
        'central_lite_users',
        'central_registration_tokens',
        'central_sessions',
      ]) {
        everything.push(...(await api.db.query(`SELECT * FROM ${table}`)).rows);
      }
      const dump = JSON.stringify(everything);
      for (const plain of [fields.secret, token, sha256Hex(token), session]) {
        expect(dump).not.toContain(plain);
      }
      const { rows } = await api.db.query<{ secret_hash: string }>(
        'SELECT secret_hash FROM central_devices WHERE did = $1',
        [did],
      );
      expect(rows[0]?.secret_hash).toBe(sha256Hex(fields.secret));
    });
  });

  describe('enter, updatePersonalInfo, registerDevice', () => {
    it('runs the whole lite-account sequence', async () => {
      const lite = await runLiteAccountSequence(api.app, { birthYear: '1958', sex: '1' });
      const { rows } = await api.db.query<{ did: string }>(
        'SELECT did FROM central_devices WHERE idm = $1 ORDER BY created_at',
        [lite.idm],
      );
      expect(rows.map((row) => row.did).sort()).toEqual([lite.firstDid, lite.did].sort());
      // The new device signs in with its own did.
      const entered = await centralPost(api.app, 'enter', {
        idm: lite.idm,
        did: lite.did,
        secret: lite.secret,
      });
      expect(entered.statusCode).toBe(200);
      expect(entered.json()).toEqual({ result: 'ok', session: expect.any(String), expiresIn: 600 });
    });

    it('enter checks the idm, did and secret triple', async () => {
      const a = await runLiteAccountSequence(api.app);
      const b = await runLiteAccountSequence(api.app);
      for (const fields of [
        { idm: a.idm, did: a.did, secret: randomHex32() },
        { idm: a.idm, did: b.did, secret: a.secret },
        { idm: b.idm, did: a.did, secret: a.secret },
      ]) {
        const res = await centralPost(api.app, 'enter', fields);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe('invalid_device_credentials');
      }
      const upper = await centralPost(api.app, 'enter', {
        idm: a.idm.toUpperCase(),
        did: a.did,
        secret: a.secret.toUpperCase(),
      });
      expect(upper.statusCode).toBe(200);
      const invalid = await centralPost(api.app, 'enter', {
        idm: a.idm,
        did: 'abc',
        secret: a.secret,
      });
      expect(invalid.statusCode).toBe(400);
      expect(issues(invalid)).toEqual(['body.did']);
    });

    it('updatePersonalInfo and registerDevice need the session of enter', async () => {
      const lite = await runLiteAccountSequence(api.app);
      const info = { birthYear: '1985', sex: '2', name: '0000' };
      const withoutSession: Record<string, string>[] = [
        {},
        { 'x-central-session': 'f'.repeat(64) },
      ];
      for (const headers of withoutSession) {
        const update = await centralPost(api.app, 'updatePersonalInfo', info, headers);
        expect(update.statusCode).toBe(401);
        expect(update.json().error).toBe('central_session_required');
        const device = await centralPost(
          api.app,
          'registerDevice',
          { secret: randomHex32() },
          headers,
        );
        expect(device.statusCode).toBe(401);
      }
      const malformed = await centralPost(api.app, 'updatePersonalInfo', info, {
        'x-central-session': 'not-a-session',
      });
      expect(malformed.statusCode).toBe(400);

      const { session } = (
        await centralPost(api.app, 'enter', { idm: lite.idm, did: lite.did, secret: lite.secret })
      ).json<{ session: string }>();
      const headers = { 'x-central-session': session };
      expect((await centralPost(api.app, 'updatePersonalInfo', info, headers)).statusCode).toBe(
        200,
      );

      // Sessions last 10 minutes.
      api.clock.offsetMs = 11 * MINUTE_MS;
      expect((await centralPost(api.app, 'updatePersonalInfo', info, headers)).statusCode).toBe(
        401,
      );
    });

    it('validates the personal info', async () => {
      const lite = await runLiteAccountSequence(api.app);
      const { session } = (
        await centralPost(api.app, 'enter', { idm: lite.idm, did: lite.did, secret: lite.secret })
      ).json<{ session: string }>();
      const headers = { 'x-central-session': session };
      const nextYear = String(new Date().getFullYear() + 2);
      for (const [fields, path] of [
        [{ birthYear: nextYear, sex: '1', name: '0000' }, 'body.birthYear'],
        [{ birthYear: '1899', sex: '1', name: '0000' }, 'body.birthYear'],
        [{ birthYear: '85', sex: '1', name: '0000' }, 'body.birthYear'],
        [{ birthYear: '1985', sex: '0', name: '0000' }, 'body.sex'],
        [{ birthYear: '1985', sex: '1', name: '' }, 'body.name'],
      ] as const) {
        const res = await centralPost(api.app, 'updatePersonalInfo', fields, headers);
        expect(res.statusCode).toBe(400);
        expect(issues(res)).toEqual([path]);
      }
      const { rows } = await api.db.query(
        'SELECT birth_year FROM central_lite_users WHERE idm = $1',
        [lite.idm],
      );
      expect(rows[0]).toEqual({ birth_year: 1985 });
    });

    it('accepts JSON bodies too', async () => {
      const token = await issueToken();
      const res = await api.app.inject({
        method: 'POST',
        url: '/personal/register',
        payload: registration(sha256Hex(token)),
      });
      expect(res.statusCode).toBe(200);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});
