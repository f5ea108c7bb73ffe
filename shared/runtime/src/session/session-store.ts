import { create } from 'zustand';
import type { MeResponse, PatientsMap } from '@harmo/contracts/accounts';
import { STORAGE_KEYS, storage } from './storage-keys';

export type { Patient, PatientType, PatientsMap } from '@harmo/contracts/accounts';
export type { Gender } from '@harmo/contracts/profile';

/** The signed-in account, as the me call shows it. */
export type Account = MeResponse;

/** A hand-over link for another user, waiting for the user's choice (see session-lifecycle). */
export interface PendingHandOverView {
  /** The user name the link carries. */
  incomingUserName: string;
  /** The user name signed in here. */
  currentUserName: string;
}

/** The auth context, held once for the host and every remote (docs/session.md). */
export interface SessionState {
  user: Account | null;
  /** Everyone the account acts for, keyed by accountId. */
  patients: PatientsMap;
  /** The account's own id: the one patient that can never be removed from the switcher. */
  mainPatientId: string | null;
  /** Whose notebook the screens show and act on. */
  currentPatientId: string | null;
  /**
   * `['user']` while this browser holds neither an id token nor a refresh token (a visitor who
   * may only sign in), `[]` otherwise; the guard and the debug page read it.
   */
  scopes: string[];
  /** The account and patients are loading: guarded screens show the spinner meanwhile. */
  loading: boolean;
  /**
   * The last load of the account and patients failed on the way (offline, the api down), the
   * session itself being good: guarded screens say so and offer to load again, rather than
   * showing a signed-in person an empty notebook.
   */
  loadFailed: boolean;
  /** A sign-in answered and is being verified and stored: the host shows that it is signing in. */
  signInPending: boolean;
  /**
   * A sign-in left for Google or Apple: kept in storage so that it survives the round trip to the
   * identity provider; the callback screen knows it is finishing a sign-in this browser began.
   */
  snsRedirect: boolean;
  /** A hand-over link for another user, waiting for the user's choice. */
  pendingHandOver: PendingHandOverView | null;
  /**
   * The session ended without the person asking (its refresh refused, signed out in another tab):
   * the sign-in screen tells them so. Several parts may send them to sign-in as it ends (the
   * session layer, the guard of the page they were on), so it is the store's to say, not one
   * navigation's. A sign-out or the next session's start clears it with the rest.
   */
  sessionEnded: boolean;
}

export interface SessionActions {
  setUser(user: Account | null): void;
  setPatients(patients: PatientsMap, mainPatientId: string | null): void;
  setCurrentPatientId(id: string | null): void;
  setLoading(loading: boolean): void;
  setSignInPending(pending: boolean): void;
  setSnsRedirect(value: boolean): void;
  setPendingHandOver(pending: PendingHandOverView | null): void;
  /** Sign-out: clears the user, the patients and the current patient. */
  clear(): void;
  recomputeScopes(): void;
}

export type SessionStore = SessionState & SessionActions;

/**
 * The scope list holds `user` only when there is neither an id token nor a refresh
 * token; otherwise it is empty.
 */
export function scopesFor(hasIdToken: boolean, hasRefreshToken: boolean): string[] {
  return !hasIdToken && !hasRefreshToken ? ['user'] : [];
}

let idTokenPresent: () => boolean = () => false;
/** The identity layer tells the store how to know whether an id token is cached. */
export function setIdTokenProbe(probe: () => boolean): void {
  idTokenPresent = probe;
}

const initialState = (): SessionState => ({
  user: null,
  patients: {},
  mainPatientId: null,
  currentPatientId: storage.get(STORAGE_KEYS.currentPatientId),
  scopes: scopesFor(idTokenPresent(), Boolean(storage.get(STORAGE_KEYS.refreshToken))),
  loading: false,
  loadFailed: false,
  signInPending: false,
  snsRedirect: storage.get(STORAGE_KEYS.snsRedirect) === 'true',
  pendingHandOver: null,
  sessionEnded: false,
});

export const useSessionStore = create<SessionStore>()((set, get) => ({
  ...initialState(),
  setUser: (user) => set({ user }),
  setPatients: (patients, mainPatientId) => set({ patients, mainPatientId }),
  setCurrentPatientId: (id) => {
    if (id) storage.set(STORAGE_KEYS.currentPatientId, id);
    else storage.remove(STORAGE_KEYS.currentPatientId);
    set({ currentPatientId: id });
  },
  setLoading: (loading) => set({ loading }),
  setSignInPending: (signInPending) => set({ signInPending }),
  setSnsRedirect: (snsRedirect) => {
    if (snsRedirect) storage.set(STORAGE_KEYS.snsRedirect, 'true');
    else storage.remove(STORAGE_KEYS.snsRedirect);
    set({ snsRedirect });
  },
  setPendingHandOver: (pendingHandOver) => set({ pendingHandOver }),
  clear: () => {
    storage.remove(STORAGE_KEYS.currentPatientId);
    storage.remove(STORAGE_KEYS.snsRedirect);
    set({ ...initialState(), currentPatientId: null });
    get().recomputeScopes();
  },
  recomputeScopes: () =>
    set({ scopes: scopesFor(idTokenPresent(), Boolean(storage.get(STORAGE_KEYS.refreshToken))) }),
}));
