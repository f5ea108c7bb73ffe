import { createHash, createHmac, pbkdf2Sync, scryptSync } from 'node:crypto';
import { DEMO_IDENTITY_USERS, DEMO_PASSWORD } from '../../src/modules/identity';
import type { IdentityServer } from './harness';
import { call, signInSession, startIdentityServer } from './harness';

/** Every representation of the password (and of common hashes of it) we must not find. */
function forbiddenForms(password: string, salt?: string): string[] {
  const forms = new Set<string>([
    password,
    Buffer.from(password).toString('base64'),
    Buffer.from(password).toString('hex'),
  ]);
  for (const algorithm of ['md5', 'sha1', 'sha256', 'sha512']) {
    const digest = createHash(algorithm).update(password).digest();
    forms.add(digest.toString('hex'));
    forms.add(digest.toString('base64'));
    if (salt) {
      forms.add(
        createHash(algorithm)
          .update(salt + password)
          .digest('hex'),
      );
      forms.add(
        createHash(algorithm)
          .update(password + salt)
          .digest('hex'),
      );
      forms.add(createHmac(algorithm, salt).update(password).digest('hex'));
    }
  }
  if (salt) {
    forms.add(pbkdf2Sync(password, salt, 1000, 32, 'sha256').toString('hex'));
    forms.add(scryptSync(password, salt, 32).toString('hex'));
  }
  return [...forms];
}

describe('identity: passwords are never stored', () => {
  let server: IdentityServer;

  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps only an SRP salt and verifier in the user row', async () => {
    const email = 'storage-check@harmo.example';
    const password = 'Storage-check-2026';
    await call((cb) => server.pool().signUp(email, password, [], [], cb));
    const code = await server.latestCode(email);
    await call((cb) => server.user(email).confirmRegistration(code, true, cb));
    // Exercise both password paths, plus a change, so any place that might keep a copy has run.
    const user = server.user(email);
    await signInSession(user, password);
    await call((cb) => user.changePassword(password, `${password}x`, cb));

    const { rows } = await server.db.query<Record<string, unknown>>(
      'SELECT * FROM identity_users WHERE email = $1',
      [email],
    );
    const row = rows[0] as Record<string, unknown>;
    const columns = Object.keys(row);
    // The only column named after passwords is the deadline of an admin-issued temporary one.
    expect(columns.filter((c) => /pass|pwd|hash/i.test(c))).toEqual([
      'temporary_password_expires_at',
    ]);
    expect(row.temporary_password_expires_at).toBeNull();
    expect(columns).toEqual(expect.arrayContaining(['srp_salt', 'srp_verifier']));
    expect(String(row.srp_verifier)).toMatch(/^[0-9a-f]{700,770}$/);

    const text = JSON.stringify(row);
    for (const candidate of [password, `${password}x`]) {
      for (const form of forbiddenForms(candidate, String(row.srp_salt))) {
        expect(text).not.toContain(form);
      }
    }
  });

  it('leaves no trace of a password in any identity table', async () => {
    await signInSession(
      server.user(DEMO_IDENTITY_USERS.demo.email),
      DEMO_PASSWORD,
      'USER_PASSWORD_AUTH',
    );
    const { rows: tables } = await server.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_name LIKE 'identity_%'`,
    );
    expect(tables.length).toBeGreaterThan(5);
    const forms = forbiddenForms(DEMO_PASSWORD).concat(forbiddenForms('Storage-check-2026'));
    for (const { table_name } of tables) {
      const { rows } = await server.db.query(`SELECT * FROM ${table_name}`);
      const dump = JSON.stringify(rows);
      for (const form of forms) expect(dump).not.toContain(form);
    }
  });
});
