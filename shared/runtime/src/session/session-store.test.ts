import { scopesFor, setIdTokenProbe, useSessionStore } from './session-store';

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().clear());

  it('holds the user scope only without id token and refresh token', () => {
    expect(scopesFor(false, false)).toEqual(['user']);
    expect(scopesFor(true, false)).toEqual([]);
    expect(scopesFor(false, true)).toEqual([]);
  });

  it('sign-out clears the user and the current patient', () => {
    const store = useSessionStore.getState();
    store.setUser({
      accountId: 'a1',
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      gender: 'female',
      birthDate: null,
      email: null,
    });
    store.setCurrentPatientId('a1');
    expect(localStorage.getItem('currentPatientId')).toBe('a1');
    useSessionStore.getState().clear();
    const after = useSessionStore.getState();
    expect(after.user).toBeNull();
    expect(after.currentPatientId).toBeNull();
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
