import './singleton';

export * from './config/runtime-config';
export * from './session/storage-keys';
export * from './session/session-store';
export * from './session/api';
export * from './session/patients';
export * from './session/hand-over';
export * from './session/session-navigation';
export * from './session/session-lifecycle';
export { useChangeCurrentPatient } from './session/use-current-patient';
export * from './auth/identity-errors';
export { decodeJwtClaims, userNameOf } from './auth/jwt-claims';
export type { SessionTokens, SignInResult } from './auth/token-store';
export { hasStoredSession } from './auth/token-store';
export * from './auth/sign-in-service';
export {
  ID_TOKEN_REUSE_MIN_SECONDS,
  TOKEN_REFRESH_INTERVAL_MS,
  getAccessToken,
  getIdToken,
  refreshIdToken,
} from './auth/token-policy';
export * from './auth/password-sign-in';
export * from './auth/account-registration';
export { signedInIdentityUser } from './auth/signed-in-identity';
export { identityClientId } from './auth/identity-pool';
export * from './auth/code-sign-in';
export * from './routing/return-target';
export * from './routing/navigation';
export * from './api/api-client';
export * from './i18n/i18n';
export * from './theme/theme';
export * from './monitoring/error-reporting';
export * from './federation/remote-module';
export * from './query/query-client';
export { MessageIcon, OutlineIcon, type MessageIconType } from './ui/icons';
export { FullAreaSpinner, BareSpinner } from './ui/Spinner';
export { MessageScreen, type MessageScreenProps, type MessageAction } from './ui/MessageScreen';
export { FullPageError } from './ui/FullPageError';
export {
  ToastHost,
  notify,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from './ui/toast';
export {
  APP_DOWNLOAD_TOAST_ID,
  APP_DOWNLOAD_TOAST_SNOOZE_MS,
  TOAST_ROOM_PROPERTY,
  isAppDownloadToastSnoozed,
  isMobileDevice,
  useAppDownloadToast,
} from './ui/app-download-toast';
export { renderFirstInSlices } from './first-render';
export { whenIdle } from './when-idle';
export * from './scanner';
