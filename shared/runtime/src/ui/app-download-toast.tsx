import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { withToastLibrary } from './toast';
import { getRuntimeConfig } from '../config/runtime-config';
import { STORAGE_KEYS, storage } from '../session/storage-keys';
import { whenIdle } from '../when-idle';

export const APP_DOWNLOAD_TOAST_ID = 'download-harmo-toast';

/** Once closed by the person, the invitation stays away this long (docs/constants.md). */
export const APP_DOWNLOAD_TOAST_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether the person closed the invitation recently enough that it stays away. */
export function isAppDownloadToastSnoozed(now = Date.now()): boolean {
  const closedAt = Number(storage.get(STORAGE_KEYS.appDownloadToastClosedAt));
  return Number.isFinite(closedAt) && closedAt > 0 && now - closedAt < APP_DOWNLOAD_TOAST_SNOOZE_MS;
}

/** CSS property holding the room the page keeps at the bottom for the toast (0 when hidden). */
export const TOAST_ROOM_PROPERTY = '--harmo-toast-room';
/** Space kept between the page's last line and the toast. */
const TOAST_ROOM_GAP_PX = 16;

let roomObserver: ResizeObserver | null = null;

/** Keeps the page's bottom room equal to the toast's height while it is shown. */
function keepRoomForToast(framesLeft = 60): void {
  const element = document.getElementById(APP_DOWNLOAD_TOAST_ID);
  if (!element) {
    // The toast renders a frame or two after it is asked for.
    if (framesLeft > 0) requestAnimationFrame(() => keepRoomForToast(framesLeft - 1));
    return;
  }
  const setRoom = () => {
    const height = element.getBoundingClientRect().height;
    document.documentElement.style.setProperty(
      TOAST_ROOM_PROPERTY,
      `${Math.ceil(height) + TOAST_ROOM_GAP_PX}px`,
    );
  };
  setRoom();
  roomObserver?.disconnect();
  if (typeof ResizeObserver !== 'undefined') {
    roomObserver = new ResizeObserver(setRoom);
    roomObserver.observe(element);
  }
}

function releaseRoom(): void {
  roomObserver?.disconnect();
  roomObserver = null;
  document.documentElement.style.removeProperty(TOAST_ROOM_PROPERTY);
}

/** Phones and tablets, including iPadOS that presents itself as a Mac with touch. */
export function isMobileDevice(nav: Navigator = navigator): boolean {
  const uaData = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (uaData?.mobile) return true;
  if (/Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}

function AppDownloadToastContent() {
  const { t } = useTranslation('common');
  const { appStoreUrl, googlePlayUrl } = getRuntimeConfig().appDownload;
  return (
    <div className="harmo-app-download">
      <p className="harmo-app-download__title">{t('appDownload.title')}</p>
      <div className="harmo-app-download__links">
        <a href={appStoreUrl} target="_blank" rel="noopener noreferrer">
          {t('appDownload.appStore')}
        </a>
        <a href={googlePlayUrl} target="_blank" rel="noopener noreferrer">
          {t('appDownload.googlePlay')}
        </a>
      </div>
    </div>
  );
}

// Several screens may ask for the toast at once; it leaves when the last of them is left.
let holders = 0;
/** Whether the toast was asked for in this page (only then is there one to take away). */
let asked = false;

/**
 * The invitation comes this long after the screen is shown, once the browser is idle then (or
 * at the latest `APP_DOWNLOAD_TOAST_IDLE_TIMEOUT_MS` later): first what the person came for.
 */
export const APP_DOWNLOAD_TOAST_DELAY_MS = 1_000;
export const APP_DOWNLOAD_TOAST_IDLE_TIMEOUT_MS = 2_000;

/**
 * Shows the app-download invitation on mobile devices while the calling screen is shown. The
 * invitation and its library come a moment after that screen, once the browser is idle, so that
 * on a slow phone they never hold up the screen's own content.
 */
export function useAppDownloadToast(enabled = true): void {
  useEffect(() => {
    if (!enabled || !isMobileDevice()) return;
    if (isAppDownloadToastSnoozed()) return;
    holders += 1;
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(showAppDownloadToast, APP_DOWNLOAD_TOAST_IDLE_TIMEOUT_MS);
    }, APP_DOWNLOAD_TOAST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
      holders -= 1;
      if (!asked) return;
      withToastLibrary(({ toast }) => {
        if (holders === 0) toast.dismiss(APP_DOWNLOAD_TOAST_ID);
      });
    };
  }, [enabled]);
}

/**
 * By the time the library has come the screen may be gone (or, in development, mounted twice),
 * so each step looks at who still holds the toast.
 */
function showAppDownloadToast(): void {
  asked = true;
  withToastLibrary(({ toast }) => {
    if (holders === 0 || toast.isActive(APP_DOWNLOAD_TOAST_ID)) return;
    toast(<AppDownloadToastContent />, {
      toastId: APP_DOWNLOAD_TOAST_ID,
      position: 'bottom-center',
      autoClose: false,
      closeOnClick: false,
      draggable: false,
      // An invitation, not an alert: announced when the reader is free, never interrupting.
      role: 'status',
      className: 'harmo-app-download-toast',
      onClose: (reason) => {
        releaseRoom();
        // Closed by the person (not by leaving the screen): it stays away for a while.
        if (reason === true) storage.set(STORAGE_KEYS.appDownloadToastClosedAt, String(Date.now()));
      },
    });
    keepRoomForToast();
  });
}
