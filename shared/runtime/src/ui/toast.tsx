import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type * as ToastLibraryModule from 'react-toastify';
import type { Id, ToastOptions } from 'react-toastify';
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

/*
 * The container's settings and its close button come with the library, in the chunk fetched
 * with the first toast: the first screen carries neither.
 */
const LazyToastContainer = lazy(async () => {
  const [, { AppToastContainer }] = await Promise.all([
    loadToastLibrary(),
    import(/* webpackChunkName: "toasts" */ './toast-container'),
  ]);
  function Container() {
    return (
      <AppToastContainer
        limit={TOAST_LIMIT}
        autoCloseMs={TOAST_DURATION_MS.blank}
        removeDelayMs={TOAST_REMOVE_DELAY_MS}
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
