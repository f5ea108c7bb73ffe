export { accountsQueryKeys } from './account-keys';
export { getMe, meQueryOptions, useMe } from './get-me';
export { getFamily, familyQueryOptions, useFamily } from './get-family';
export { getSharing, sharingQueryOptions, useSharing } from './get-sharing';
export { openLegacySession, useOpenLegacySession } from './open-legacy-session';
