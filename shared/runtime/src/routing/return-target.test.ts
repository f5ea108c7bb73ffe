import {
  isSafeReturnPath,
  safeReturnPath,
  readReturnTarget,
  rememberReturnTarget,
  takeReturnPath,
} from './return-target';

describe('return target after sign-in', () => {
  it.each([
    ['/oauth/clients', true],
    ['/guidance/12?from=mail#status', true],
    ['https://evil.example/phish', false],
    ['//evil.example/phish', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['oauth/clients', false],
    ['', false],
    ['/ok\nSet-Cookie: x', false],
    ['/..//evil.example', false],
    ['/./..//evil.example/x', false],
    ['/%2e%2e//evil.example', false],
  ])('%s is safe: %s', (value, safe) => {
    expect(isSafeReturnPath(value)).toBe(safe);
  });

  it('hands back the path as the browser will resolve it', () => {
    expect(safeReturnPath('/guidance/../emap?x=1#y')).toBe('/emap?x=1#y');
    expect(safeReturnPath('/..//evil.example')).toBeNull();
  });

  it('remembers path, query, hash and params, and hands them back once', () => {
    rememberReturnTarget({
      pathname: '/guidance/42',
      search: '?tab=status',
      hash: '#top',
      params: { dispensingOrderId: '42' },
    });
    expect(readReturnTarget()).toEqual({
      pathname: '/guidance/42',
      search: '?tab=status',
      hash: '#top',
      params: { dispensingOrderId: '42' },
    });
    expect(localStorage.getItem('needRedirect')).toBe('true');
    expect(takeReturnPath('/')).toBe('/guidance/42?tab=status#top');
    expect(takeReturnPath('/fallback')).toBe('/fallback');
    expect(localStorage.getItem('needRedirect')).toBeNull();
  });

  it('never remembers the sign-in screens themselves', () => {
    for (const pathname of ['/auth/sign-in', '/auth/sign-out/', '/auth/create-account']) {
      rememberReturnTarget({ pathname, search: '', hash: '', params: {} });
      expect(readReturnTarget()).toBeNull();
    }
  });

  it('remembers the account screens, which are places like any other', () => {
    rememberReturnTarget({ pathname: '/auth/account/devices', search: '', hash: '', params: {} });
    expect(takeReturnPath('/')).toBe('/auth/account/devices');
  });

  it('ignores a tampered stored target that points off-site', () => {
    localStorage.setItem(
      'returnTarget',
      JSON.stringify({ pathname: '//evil.example', search: '', hash: '', params: {} }),
    );
    expect(takeReturnPath('/home')).toBe('/home');
  });
});
