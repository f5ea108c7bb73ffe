import { z } from 'zod';
import { LIST_DEVICES_MAX_LIMIT } from '../constants';
import type { Device, DevicePageCursor } from '../devices-repository';
import {
  confirmDevice,
  deleteDevice,
  findDevice,
  listConfirmedDevices,
  setDeviceRemembered,
} from '../devices-repository';
import { CognitoError, invalidParameter } from '../errors';
import { SRP_N, padHex } from '../srp';
import { authenticateAccessToken } from '../tokens';
import type { IdentityAction } from './action';
import { defineAction } from './action';
import { AccessToken, DeviceKey } from './schemas';

const deviceNotFound = (): CognitoError =>
  new CognitoError('ResourceNotFoundException', 'Device does not exist.');

const epochSeconds = (date: Date | null): number | undefined =>
  date === null ? undefined : date.getTime() / 1000;

/** DeviceType as Cognito returns it. */
function toDeviceType(device: Device) {
  const attributes = [
    { Name: 'device_status', Value: 'valid' },
    {
      Name: 'dev:device_remembered_status',
      Value: device.remembered ? 'remembered' : 'not_remembered',
    },
    ...(device.deviceName ? [{ Name: 'device_name', Value: device.deviceName }] : []),
    ...(device.lastIp ? [{ Name: 'last_ip_used', Value: device.lastIp }] : []),
  ];
  return {
    DeviceKey: device.deviceKey,
    DeviceAttributes: attributes,
    DeviceCreateDate: epochSeconds(device.createdAt),
    DeviceLastModifiedDate: epochSeconds(device.updatedAt),
    DeviceLastAuthenticatedDate: epochSeconds(device.lastAuthenticatedAt),
  };
}

/** base64 → hex of a positive big number the client computed (salt, verifier). */
function base64ToHex(value: string, maxBytes: number, name: string): string {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length === 0 || bytes.length > maxBytes || !/^[A-Za-z0-9+/=]+$/.test(value)) {
    throw invalidParameter(`${name} is invalid.`);
  }
  return padHex(BigInt(`0x${bytes.toString('hex')}`));
}

/**
 * ConfirmDevice: stores the device's own SRP salt and verifier, computed on the device from a
 * random device password that never leaves it. Security: only a pending device of the user the
 * access token belongs to, and the one that token's sign-in issued when the token names one.
 */
export const confirmDeviceAction = defineAction(
  'ConfirmDevice',
  z.object({
    AccessToken,
    DeviceKey,
    DeviceSecretVerifierConfig: z.object({
      PasswordVerifier: z.string().min(1).max(1024),
      Salt: z.string().min(1).max(1024),
    }),
    DeviceName: z.string().max(1024).optional().nullable(),
  }),
  async (context, input) => {
    const { user, deviceKey } = await authenticateAccessToken(context, input.AccessToken);
    if (deviceKey !== null && deviceKey !== input.DeviceKey) throw deviceNotFound();
    const saltHex = base64ToHex(input.DeviceSecretVerifierConfig.Salt, 64, 'Salt');
    const verifierHex = base64ToHex(
      input.DeviceSecretVerifierConfig.PasswordVerifier,
      400,
      'PasswordVerifier',
    );
    if (BigInt(`0x${verifierHex}`) % SRP_N === 0n)
      throw invalidParameter('PasswordVerifier is invalid.');
    const tracking = context.config.deviceTracking;
    const confirmed = await confirmDevice(context.db, {
      userId: user.id,
      deviceKey: input.DeviceKey,
      verifier: { saltHex, verifierHex },
      deviceName: input.DeviceName ?? null,
      remembered: tracking === 'always',
      now: context.now(),
    });
    if (!confirmed) throw deviceNotFound();
    return { UserConfirmationNecessary: tracking === 'opt-in' };
  },
);

function encodeCursor(device: Device): string {
  return Buffer.from(
    JSON.stringify({ c: device.createdAt.toISOString(), k: device.deviceKey }),
  ).toString('base64url');
}

function decodeCursor(token: string): DevicePageCursor {
  try {
    const parsed = z
      .object({ c: z.iso.datetime(), k: z.string().min(1).max(55) })
      .parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return { createdAt: new Date(parsed.c), deviceKey: parsed.k };
  } catch {
    throw invalidParameter('PaginationToken is invalid.');
  }
}

/** ListDevices: the user's confirmed devices, Limit per page, PaginationToken to go on. */
export const listDevices = defineAction(
  'ListDevices',
  z.object({
    AccessToken,
    Limit: z.number().int().min(0).max(LIST_DEVICES_MAX_LIMIT).optional().nullable(),
    PaginationToken: z.string().min(1).max(512).optional().nullable(),
  }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    const limit = input.Limit || LIST_DEVICES_MAX_LIMIT;
    const after = input.PaginationToken ? decodeCursor(input.PaginationToken) : null;
    // The cursor only moves within this user's own devices (the query is scoped by user).
    const page = await listConfirmedDevices(context.db, user.id, limit + 1, after);
    const devices = page.slice(0, limit);
    const last = devices[devices.length - 1];
    return {
      Devices: devices.map(toDeviceType),
      ...(page.length > limit && last ? { PaginationToken: encodeCursor(last) } : {}),
    };
  },
);

export const getDevice = defineAction(
  'GetDevice',
  z.object({ AccessToken, DeviceKey }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    const device = await findDevice(context.db, user.id, input.DeviceKey);
    if (!device || device.confirmedAt === null) throw deviceNotFound();
    return { Device: toDeviceType(device) };
  },
);

export const forgetDevice = defineAction(
  'ForgetDevice',
  z.object({ AccessToken, DeviceKey }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    if (!(await deleteDevice(context.db, user.id, input.DeviceKey))) throw deviceNotFound();
    return {};
  },
);

export const updateDeviceStatus = defineAction(
  'UpdateDeviceStatus',
  z.object({
    AccessToken,
    DeviceKey,
    DeviceRememberedStatus: z.enum(['remembered', 'not_remembered']).optional().nullable(),
  }),
  async (context, input) => {
    const { user } = await authenticateAccessToken(context, input.AccessToken);
    const remembered = input.DeviceRememberedStatus === 'remembered';
    if (
      !(await setDeviceRemembered(context.db, user.id, input.DeviceKey, remembered, context.now()))
    ) {
      throw deviceNotFound();
    }
    return {};
  },
);

export const deviceActions: IdentityAction[] = [
  confirmDeviceAction,
  listDevices,
  getDevice,
  forgetDevice,
  updateDeviceStatus,
];
