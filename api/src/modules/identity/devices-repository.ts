import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { UNCONFIRMED_DEVICE_LIFETIME_MS } from './constants';
import { randomToken } from './secrets';
import type { PasswordVerifier } from './srp';

/**
 * A device the pool tracks for a user. It is created unconfirmed when a sign-in hands out
 * NewDeviceMetadata, confirmed by ConfirmDevice with the device's own SRP salt and verifier
 * (the device password stays on the device), and optionally remembered, which lets later
 * sign-ins from it skip MFA after proving possession with DEVICE_SRP_AUTH.
 */
export interface Device {
  deviceKey: string;
  userId: string;
  deviceGroupKey: string;
  deviceName: string | null;
  verifier: PasswordVerifier | null;
  remembered: boolean;
  lastIp: string | null;
  confirmedAt: Date | null;
  lastAuthenticatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface DeviceRow {
  device_key: string;
  user_id: string;
  device_group_key: string;
  device_name: string | null;
  srp_salt: string | null;
  srp_verifier: string | null;
  remembered: boolean;
  last_ip: string | null;
  confirmed_at: Date | null;
  last_authenticated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `device_key, user_id, device_group_key, device_name, srp_salt, srp_verifier,
  remembered, last_ip, confirmed_at, last_authenticated_at, created_at, updated_at`;

function toDevice(row: DeviceRow): Device {
  return {
    deviceKey: row.device_key,
    userId: row.user_id,
    deviceGroupKey: row.device_group_key,
    deviceName: row.device_name,
    verifier:
      row.srp_salt && row.srp_verifier
        ? { saltHex: row.srp_salt, verifierHex: row.srp_verifier }
        : null,
    remembered: row.remembered,
    lastIp: row.last_ip,
    confirmedAt: row.confirmed_at,
    lastAuthenticatedAt: row.last_authenticated_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function createPendingDevice(
  db: Queryable,
  input: { userId: string; region: string; lastIp: string | null; now: Date },
): Promise<Device> {
  await db.query(
    'DELETE FROM identity_devices WHERE user_id = $1 AND confirmed_at IS NULL AND created_at < $2',
    [input.userId, new Date(input.now.getTime() - UNCONFIRMED_DEVICE_LIFETIME_MS)],
  );
  const { rows } = await db.query<DeviceRow>(
    `INSERT INTO identity_devices (device_key, user_id, device_group_key, last_ip, created_at,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     RETURNING ${COLUMNS}`,
    [
      `${input.region}_${randomUUID()}`,
      input.userId,
      `-${randomToken(9).replace(/[-_]/g, 'x')}`,
      input.lastIp,
      input.now,
    ],
  );
  return toDevice(rows[0] as DeviceRow);
}

/** A device of this user (never another user's, whatever key the client sends). */
export async function findDevice(
  db: Queryable,
  userId: string,
  deviceKey: string,
): Promise<Device | null> {
  const { rows } = await db.query<DeviceRow>(
    `SELECT ${COLUMNS} FROM identity_devices WHERE user_id = $1 AND device_key = $2`,
    [userId, deviceKey],
  );
  return rows[0] ? toDevice(rows[0]) : null;
}

/** Confirms a pending device once; false when it is unknown, someone else's or already confirmed. */
export async function confirmDevice(
  db: Queryable,
  input: {
    userId: string;
    deviceKey: string;
    verifier: PasswordVerifier;
    deviceName: string | null;
    remembered: boolean;
    now: Date;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE identity_devices SET srp_salt = $3, srp_verifier = $4, device_name = $5,
       remembered = $6, confirmed_at = $7, last_authenticated_at = $7, updated_at = $7
     WHERE user_id = $1 AND device_key = $2 AND confirmed_at IS NULL`,
    [
      input.userId,
      input.deviceKey,
      input.verifier.saltHex,
      input.verifier.verifierHex,
      input.deviceName,
      input.remembered,
      input.now,
    ],
  );
  return rowCount === 1;
}

export interface DevicePageCursor {
  createdAt: Date;
  deviceKey: string;
}

/** Confirmed devices, oldest first, after the cursor (keyset pagination). */
export async function listConfirmedDevices(
  db: Queryable,
  userId: string,
  limit: number,
  after: DevicePageCursor | null,
): Promise<Device[]> {
  const { rows } = await db.query<DeviceRow>(
    `SELECT ${COLUMNS} FROM identity_devices
     WHERE user_id = $1 AND confirmed_at IS NOT NULL
       AND ($2::timestamptz IS NULL OR (created_at, device_key) > ($2::timestamptz, $3::text))
     ORDER BY created_at, device_key
     LIMIT $4`,
    [userId, after?.createdAt ?? null, after?.deviceKey ?? null, limit],
  );
  return rows.map(toDevice);
}

export async function setDeviceRemembered(
  db: Queryable,
  userId: string,
  deviceKey: string,
  remembered: boolean,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE identity_devices SET remembered = $3, updated_at = $4
     WHERE user_id = $1 AND device_key = $2 AND confirmed_at IS NOT NULL`,
    [userId, deviceKey, remembered, now],
  );
  return rowCount === 1;
}

export async function recordDeviceSignIn(
  db: Queryable,
  deviceKey: string,
  lastIp: string | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE identity_devices SET last_authenticated_at = $2, last_ip = COALESCE($3, last_ip),
       updated_at = $2 WHERE device_key = $1`,
    [deviceKey, now, lastIp],
  );
}

export async function deleteDevice(
  db: Queryable,
  userId: string,
  deviceKey: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM identity_devices WHERE user_id = $1 AND device_key = $2',
    [userId, deviceKey],
  );
  return rowCount === 1;
}
