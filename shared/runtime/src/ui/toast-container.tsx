import { useMemo } from 'react';
import { ToastContainer, cssTransition, type CloseButtonProps } from 'react-toastify';
import { useTranslation } from 'react-i18next';

/** The library's close button, named in the page's language (its own name is English). */
function CloseButton({ closeToast }: Pick<CloseButtonProps, 'closeToast'>) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className="Toastify__close-button harmo-toast-close"
      aria-label={t('toast.close')}
      // `true`: closed by the person, not by a timer or by leaving the screen.
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * Where the page's toasts appear, as the app shows them (toast.tsx's `ToastHost` loads this with
 * the library). Its settings are toast.tsx's, which the app's toast calls time themselves by.
 */
export function AppToastContainer({
  limit,
  autoCloseMs,
  removeDelayMs,
}: {
  limit: number;
  autoCloseMs: number;
  removeDelayMs: number;
}) {
  const { t } = useTranslation('common');
  const fade = useMemo(
    () =>
      cssTransition({
        enter: 'harmo-toast-enter',
        exit: 'harmo-toast-exit',
        collapseDuration: removeDelayMs,
      }),
    [removeDelayMs],
  );
  return (
    <ToastContainer
      // The library's own name for the region is English ("Notifications Alt+T").
      aria-label={t('toast.region')}
      // Its timer bar is named in English too, and says nothing a reader needs.
      hideProgressBar
      position="top-center"
      limit={limit}
      autoClose={autoCloseMs}
      transition={fade}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      closeButton={CloseButton}
    />
  );
}
