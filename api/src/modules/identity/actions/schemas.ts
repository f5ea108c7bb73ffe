import { z } from 'zod';

/** Field shapes shared by the actions (limits as in Cognito's API reference). */
export const ClientId = z.string().min(1).max(128);
export const Username = z.string().min(1).max(128);
export const Password = z.string().min(1).max(256);
export const AccessToken = z.string().min(1).max(8192);
export const Session = z.string().min(20).max(2048);
export const ConfirmationCode = z.string().min(1).max(2048).regex(/^\S+$/);
export const DeviceKey = z.string().min(1).max(55);
export const AttributeList = z
  .array(z.object({ Name: z.string().min(1).max(32), Value: z.string().max(2048) }))
  .max(50);
/** Passed through to Lambda triggers in Cognito; accepted and ignored here. */
export const ClientMetadata = z.record(z.string(), z.string()).optional();
export const StringMap = z.record(z.string().max(128), z.string().max(4096).nullable());
