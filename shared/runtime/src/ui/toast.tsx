import { ToastContainer, cssTransition, toast, type ToastOptions } from 'react-toastify';
import type { ReactNode } from 'react';

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
