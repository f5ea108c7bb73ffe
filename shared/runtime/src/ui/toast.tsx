import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type * as ToastLibraryModule from 'react-toastify';
import type { CloseButtonProps, Id, ToastOptions } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { reportError } from '../monitoring/error-reporting';

/** Toast defaults (docs/constants.md). */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;
/** Time a dismissed toast takes to leave before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1000;

type ToastLibrary = typeof ToastLibraryModule;

let library: Promise<ToastLibrary> | null = null;
let requested = false;
const listeners = new Set<() => void>();

/**
 * The toast library and the styles it injects, fetched with the first toast of the page rather
 * than with the page: most screens show none.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (!library) {
    library = import(/* webpackChunkName: "toasts" */ 'react-toastify').catch((error: unknown) => {
      // Asked again with the next toast.
      library = null;
      throw error;
    });
  }
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return library;
}

/** Runs `use` once the library is here; a toast that cannot be shown is reported, not thrown. */
export function withToastLibrary(use: (library: ToastLibrary) => void): void {
  loadToastLibrary().then(use, (error: unknown) => reportError(error, { part: 'toasts' }));
}

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

const LazyToastContainer = lazy(async () => {
  const { ToastContainer, cssTransition } = await loadToastLibrary();
  const fade = cssTransition({
    enter: 'harmo-toast-enter',
    exit: 'harmo-toast-exit',
    collapseDuration: TOAST_REMOVE_DELAY_MS,
  });
  function Container() {
    const { t } = useTranslation('common');
    return (
      <ToastContainer
        // The library's own name for the region is English ("Notifications Alt+T").
        aria-label={t('toast.region')}
        // Its timer bar is named in English too, and says nothing a reader needs.
        hideProgressBar
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
  return { default: Container };
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where the page's toasts appear. It renders nothing until the first toast is asked for; toasts
 * asked for before it is ready are kept by the library and shown once it is.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  );
}

let lastId = 0;

type Toast = ToastLibrary['toast'];

/** Asks for a toast; its id is known at once, even while the library is still on its way. */
function show(options: ToastOptions, display: (toast: Toast, options: ToastOptions) => Id): Id {
  lastId += 1;
  const toastId = options.toastId ?? `harmo-toast-${lastId}`;
  withToastLibrary(({ toast }) => display(toast, { ...options, toastId }));
  return toastId;
}

/** The app's toast calls; every remote uses these so toasts look and time the same. */
export const notify = {
  blank: (content: ReactNode, options?: ToastOptions) =>
    show({ autoClose: TOAST_DURATION_MS.blank, ...options }, (toast, all) => toast(content, all)),
  success: (content: ReactNode, options?: ToastOptions) =>
    show({ autoClose: TOAST_DURATION_MS.success, ...options }, (toast, all) =>
      toast.success(content, all),
    ),
  error: (content: ReactNode, options?: ToastOptions) =>
    show({ autoClose: TOAST_DURATION_MS.error, ...options }, (toast, all) =>
      toast.error(content, all),
    ),
  custom: (content: ReactNode, options?: ToastOptions) =>
    show({ autoClose: TOAST_DURATION_MS.custom, ...options }, (toast, all) => toast(content, all)),
  /** Loading toasts stay until updated or dismissed. */
  loading: (content: ReactNode, options?: ToastOptions) =>
    show({ autoClose: false, ...options }, (toast, all) => toast.loading(content, all)),
  /** Nothing to dismiss while no toast was ever asked for. */
  dismiss: (id?: Id) => {
    if (library) withToastLibrary(({ toast }) => toast.dismiss(id));
  },
};
