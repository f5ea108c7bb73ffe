import { storage } from './storage-keys';

afterEach(() => {
  jest.restoreAllMocks();
  storage.remove('probe');
});

describe('storage', () => {
  it("sees another tab's removal of a value this page stored", () => {
    storage.set('probe', 'signed-in');
    expect(storage.get('probe')).toBe('signed-in');
    // Another tab shares local storage, not this page's memory.
    localStorage.removeItem('probe');
    expect(storage.get('probe')).toBeNull();
  });

  it('keeps a value for the visit when local storage refuses it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    storage.set('probe', 'kept');
    expect(localStorage.getItem('probe')).toBeNull();
    expect(storage.get('probe')).toBe('kept');
  });
});
