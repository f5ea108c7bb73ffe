import type { Queryable } from '../../../db';
import { randomDeviceId, sameDigest, secretHashOf } from '../hashing';

export interface DeviceCredentials {
  idm: string;
  did: string;
  secret: string;
}

export interface PersonalInfo {
  birthYear: number;
  sex: number;
  name: string;
}

async function insertDevice(
  db: Queryable,
  input: { idm: string; secret: string; now: Date },
): Promise<string> {
  // A 16-digit random id clashes with an existing one about never; retry a few times anyway.
  for (let attempt = 0; ; attempt++) {
    const did = randomDeviceId();
    const { rowCount } = await db.query(
      `INSERT INTO central_devices (did, idm, secret_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (did) DO NOTHING`,
      [did, input.idm, secretHashOf(input.secret), input.now],
    );
    if (rowCount === 1) return did;
    if (attempt >= 4) throw new Error('Could not allocate a device id');
  }
}

/** Creates the lite user and its first device; returns the device id. */
export async function insertLiteUser(
  db: Queryable,
  input: { idm: string; rsv: string; secret: string; now: Date },
): Promise<string> {
  await db.query(
    `INSERT INTO central_lite_users (idm, rsv, created_at, updated_at) VALUES ($1, $2, $3, $3)`,
    [input.idm, input.rsv, input.now],
  );
  return insertDevice(db, input);
}

/** Adds a device to an existing lite user; returns its device id. */
export async function addDevice(
  db: Queryable,
  input: { idm: string; secret: string; now: Date },
): Promise<string> {
  return insertDevice(db, input);
}

/**
 * True when did is a device of the lite user idm and secret is that device's secret.
 * Security: the secret is compared by hash, in constant time.
 */
export async function devicePresentsValidCredentials(
  db: Queryable,
  credentials: DeviceCredentials,
): Promise<boolean> {
  const { rows } = await db.query<{ secret_hash: string }>(
    'SELECT secret_hash FROM central_devices WHERE did = $1 AND idm = $2',
    [credentials.did, credentials.idm.toLowerCase()],
  );
  const stored = rows[0]?.secret_hash;
  return stored !== undefined && sameDigest(stored, secretHashOf(credentials.secret));
}

export async function updatePersonalInfo(
  db: Queryable,
  idm: string,
  info: PersonalInfo,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE central_lite_users SET birth_year = $2, sex = $3, name = $4, updated_at = $5
     WHERE idm = $1`,
    [idm, info.birthYear, info.sex, info.name, now],
  );
}
