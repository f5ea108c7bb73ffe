import { create } from 'zustand';
import { STORAGE_KEYS, storage } from './storage-keys';

export type Gender = 'male' | 'female' | string;

export interface Account {
  accountId: string;
  name: string;
  kana: string;
  gender: Gender;
  birthDate: string | null;
  email?: string | null;
}

export type PatientType = 'self' | 'family' | 'sharing' | 'familySharing';

export interface Patient {
  type: PatientType;
  name: string;
  kana: string;
  gender: Gender;
  birthDate: string | null;
  /** Only the signed-in account's own entry carries an e-mail address. */
  email?: string | null;
}

export type PatientsMap = Record<string, Patient>;

/** The auth context, held once for the host and every remote (docs/session.md). */
export interface SessionState {
  user: Account | null;
  patients: PatientsMap;
  mainPatientId: string | null;
  currentPatientId: string | null;
  scopes: string[];
  loading: boolean;
  signInPending: boolean;
  snsRedirect: boolean;
}

export interface SessionActions {
  setUser(user: Account | null): void;
  setPatients(patients: PatientsMap, mainPatientId: string | null): void;
  setCurrentPatientId(id: string | null): void;
  setLoading(loading: boolean): void;
  setSignInPending(pending: boolean): void;
  setSnsRedirect(value: boolean): void;
  /** Stores what a successful sign-in returned and recomputes the scopes. */
  storeCredentials(credentials: { refreshToken: string; cognitoUserName: string }): void;
  /** Sign-out: clears the user, current patient, refresh token and user name. */
  clear(): void;
  recomputeScopes(): void;
}

export type SessionStore = SessionState & SessionActions;

/** Whether a visitor has anything to restore a session from. */
export function hasStoredSession(): boolean {
  return Boolean(
    storage.get(STORAGE_KEYS.refreshToken) || storage.get(STORAGE_KEYS.cognitoUserName),
  );
}

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
  signInPending: false,
  snsRedirect: false,
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
  setSnsRedirect: (snsRedirect) => set({ snsRedirect }),
  storeCredentials: ({ refreshToken, cognitoUserName }) => {
    storage.set(STORAGE_KEYS.refreshToken, refreshToken);
    storage.set(STORAGE_KEYS.cognitoUserName, cognitoUserName);
    get().recomputeScopes();
  },
  clear: () => {
    storage.remove(STORAGE_KEYS.refreshToken);
    storage.remove(STORAGE_KEYS.cognitoUserName);
    storage.remove(STORAGE_KEYS.currentPatientId);
    set({ ...initialState(), currentPatientId: null });
    get().recomputeScopes();
  },
  recomputeScopes: () =>
    set({ scopes: scopesFor(idTokenPresent(), Boolean(storage.get(STORAGE_KEYS.refreshToken))) }),
}));
