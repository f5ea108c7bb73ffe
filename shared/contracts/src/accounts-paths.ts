// The accounts api's paths, in a module of their own without zod: the web's session layer starts
// a request with its path while the schema that checks the answer is still loading.
export const ACCOUNTS_PATHS = {
  me: '/ps/v1/accounts/me',
  familyMember: (accountId: string) => `/ps/v1/accounts/family/${encodeURIComponent(accountId)}`,
  patients: '/ps/v1/accounts/patients',
  family: '/ps/v1/accounts/family',
  sharing: '/ps/v1/accounts/sharing',
  invitations: '/ps/v1/accounts/sharing/invitations',
  acceptInvitation: (id: string) =>
    `/ps/v1/accounts/sharing/invitations/${encodeURIComponent(id)}/accept`,
  endSharing: (id: string) => `/ps/v1/accounts/sharing/${encodeURIComponent(id)}`,
  upgrade: '/ps/v1/accounts/v2/upgrade',
  legacySession: '/ps/v1/legacy/session',
  token: '/ps/v1/token',
} as const;

/**
 * The device category a web client names when it opens a legacy session (the mobile apps name
 * theirs): the api refuses any other from the web's session call.
 */
export const WEB_DEVICE_CATEGORY = 20;
