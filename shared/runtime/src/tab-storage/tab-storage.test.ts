import {
  TAB_KEPT_PREFIX,
  forgetEverythingKept,
  forgetKept,
  keep,
  keepText,
  readKept,
  readKeptText,
} from './tab-storage';

const asText = (stored: unknown) => (typeof stored === 'string' ? stored : null);

function refuseStorage(...methods: ('getItem' | 'setItem' | 'removeItem' | 'key')[]) {
  for (const method of methods) {
    jest.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
  }
}

afterEach(() => jest.restoreAllMocks());

describe('what a tab keeps', () => {
  it('keeps values in the tab under its own prefix, and reads them back', () => {
    expect(keep('payment.pending', { tokenId: 'tok_1' })).toBe(true);
    expect(sessionStorage.getItem(`${TAB_KEPT_PREFIX}payment.pending`)).toBe('{"tokenId":"tok_1"}');
    expect(readKept('payment.pending', (stored) => stored)).toEqual({ tokenId: 'tok_1' });
    // Only the tab: nothing reaches the browser's lasting storage.
    expect(localStorage).toHaveLength(0);

    forgetKept('payment.pending');
    expect(readKeptText('payment.pending')).toBeNull();
  });

  it.each([
    ['is not JSON', '{"tokenId":'],
    ['is refused by its reader', '123'],
  ])('forgets a value that %s, never handing it on', (_case, stored) => {
    sessionStorage.setItem(`${TAB_KEPT_PREFIX}draft`, stored);
    expect(readKept('draft', asText)).toBeNull();
    expect(sessionStorage.getItem(`${TAB_KEPT_PREFIX}draft`)).toBeNull();
  });

  it('forgets the older value when storage refuses a newer one', () => {
    keepText('photo', 'older');
    refuseStorage('setItem');
    expect(keepText('photo', 'newer')).toBe(false);
    expect(readKeptText('photo')).toBeNull();
  });

  it('works on, keeping nothing, where the browser refuses session storage', () => {
    refuseStorage('getItem', 'setItem', 'removeItem', 'key');
    expect(keep('draft', { title: 'x' })).toBe(false);
    expect(readKept('draft', asText)).toBeNull();
    expect(() => forgetKept('draft')).not.toThrow();
    expect(() => forgetEverythingKept()).not.toThrow();
  });

  it('works on where reaching session storage at all throws (a WebView without DOM storage)', () => {
    const denied = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    const outcome = [keepText('draft', 'x'), readKeptText('draft')];
    expect(() => forgetEverythingKept()).not.toThrow();
    denied.mockRestore();
    expect(outcome).toEqual([false, null]);
  });

  it('forgets everything it kept at once, and nothing else of the tab', () => {
    keepText('a', '1');
    keepText('b.c', '2');
    keepText('d', '3');
    sessionStorage.setItem('other', 'stays');
    forgetEverythingKept();
    expect(Object.keys(sessionStorage)).toEqual(['other']);
  });
});
