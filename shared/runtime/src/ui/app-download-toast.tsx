import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../config/runtime-config';

export const APP_DOWNLOAD_TOAST_ID = 'download-harmo-toast';
const CLOSED_KEY = 'harmo.appDownloadToastClosed';

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

/** Shows the app-download invitation on mobile devices while the calling screen is shown. */
export function useAppDownloadToast(enabled = true): void {
  useEffect(() => {
    if (!enabled || !isMobileDevice()) return;
    if (sessionStorage.getItem(CLOSED_KEY)) return;
    holders += 1;
    if (!toast.isActive(APP_DOWNLOAD_TOAST_ID)) {
      toast(<AppDownloadToastContent />, {
        toastId: APP_DOWNLOAD_TOAST_ID,
        position: 'bottom-center',
        autoClose: false,
        closeOnClick: false,
        draggable: false,
        className: 'harmo-app-download-toast',
        onClose: (reason) => {
          // Closed by the person (not by leaving the screen): keep it closed for this visit.
          if (reason === true) sessionStorage.setItem(CLOSED_KEY, '1');
        },
      });
    }
    return () => {
      holders -= 1;
      if (holders === 0) toast.dismiss(APP_DOWNLOAD_TOAST_ID);
    };
  }, [enabled]);
}
