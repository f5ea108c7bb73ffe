import { hasStoredSession, scopesFor, setIdTokenProbe, useSessionStore } from './session-store';

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().clear());

  it('holds the user scope only without id token and refresh token', () => {
    expect(scopesFor(false, false)).toEqual(['user']);
    expect(scopesFor(true, false)).toEqual([]);
    expect(scopesFor(false, true)).toEqual([]);
  });

  it('stores sign-in credentials under their local storage keys and recomputes scopes', () => {
    expect(hasStoredSession()).toBe(false);
    expect(useSessionStore.getState().scopes).toEqual(['user']);
    useSessionStore.getState().storeCredentials({ refreshToken: 'r-1', cognitoUserName: 'u-1' });
    expect(localStorage.getItem('refreshToken')).toBe('r-1');
    expect(localStorage.getItem('cognitoUserName')).toBe('u-1');
    expect(hasStoredSession()).toBe(true);
    expect(useSessionStore.getState().scopes).toEqual([]);
  });

  it('a user name alone (identity-provider sign-in) counts as a stored session', () => {
    localStorage.setItem('cognitoUserName', 'Google_123');
    expect(hasStoredSession()).toBe(true);
  });

  it('sign-out clears user, current patient, refresh token and user name', () => {
    const store = useSessionStore.getState();
    store.storeCredentials({ refreshToken: 'r', cognitoUserName: 'u' });
    store.setUser({
      accountId: 'a1',
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      gender: 'female',
      birthDate: null,
    });
    store.setCurrentPatientId('a1');
    expect(localStorage.getItem('currentPatientId')).toBe('a1');
    useSessionStore.getState().clear();
    const after = useSessionStore.getState();
    expect(after.user).toBeNull();
    expect(after.currentPatientId).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('cognitoUserName')).toBeNull();
    expect(localStorage.getItem('currentPatientId')).toBeNull();
  });

  it('asks the identity layer whether an id token is cached', () => {
    setIdTokenProbe(() => true);
    useSessionStore.getState().recomputeScopes();
    expect(useSessionStore.getState().scopes).toEqual([]);
    setIdTokenProbe(() => false);
    useSessionStore.getState().recomputeScopes();
    expect(useSessionStore.getState().scopes).toEqual(['user']);
  });
});
