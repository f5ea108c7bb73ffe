import {
  ToastContainer,
  cssTransition,
  toast,
  type CloseButtonProps,
  type ToastOptions,
} from 'react-toastify';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Toast defaults (docs/constants.md). */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;
/** Time a dismissed toast takes to leave before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1000;

const fade = cssTransition({
  enter: 'harmo-toast-enter',
  exit: 'harmo-toast-exit',
  collapseDuration: TOAST_REMOVE_DELAY_MS,
});

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

export function ToastHost() {
  return (
    <ToastContainer
      position="top-center"
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS.blank}
      transition={fade}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      closeButton={CloseButton}
    />
  );
}

/** The app's toast calls; every remote uses these so toasts look and time the same. */
export const notify = {
  blank: (content: ReactNode, options?: ToastOptions) =>
    toast(content, { autoClose: TOAST_DURATION_MS.blank, ...options }),
  success: (content: ReactNode, options?: ToastOptions) =>
    toast.success(content, { autoClose: TOAST_DURATION_MS.success, ...options }),
  error: (content: ReactNode, options?: ToastOptions) =>
    toast.error(content, { autoClose: TOAST_DURATION_MS.error, ...options }),
  custom: (content: ReactNode, options?: ToastOptions) =>
    toast(content, { autoClose: TOAST_DURATION_MS.custom, ...options }),
  /** Loading toasts stay until updated or dismissed. */
  loading: (content: ReactNode, options?: ToastOptions) =>
    toast.loading(content, { autoClose: false, ...options }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
