import './singleton';

export { sharedInstanceCount } from './singleton';
export * from './config/runtime-config';
export * from './session/storage-keys';
export * from './session/session-store';
export * from './routing/return-target';
export * from './api/api-client';
export * from './i18n/i18n';
export * from './theme/theme';
export * from './monitoring/error-reporting';
export * from './federation/remote-module';
export * from './query/query-client';
export { MessageIcon, type MessageIconType } from './ui/icons';
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
  isMobileDevice,
  useAppDownloadToast,
} from './ui/app-download-toast';
export { StandaloneFrame } from './ui/StandaloneFrame';
export { bootstrapStandalone } from './bootstrap-standalone';
export { PendingScreen } from './ui/PendingScreen';
export { createPendingRoute } from './ui/pending-route';
