import { TAB_KEPT_PREFIX } from '@harmo/shared/tab-storage';
import {
  clearPendingRegistration,
  readPendingRegistration,
  safeReturnPath,
  savePendingRegistration,
} from './pending-registration';

/** Where the tab keeps it: a sign-out forgets everything under this prefix. */
const PENDING_KEY = `${TAB_KEPT_PREFIX}payment.pendingRegistration`;

const pending = {
  tokenId: 'tok_3ds_1',
  patientId: 'patient-1',
  returnTo: '/guidance/orders/o-1',
  createdAt: Date.UTC(2026, 10, 24, 9, 0),
};

describe('a card registration waiting for its 3-D Secure challenge', () => {
  afterEach(() => sessionStorage.clear());

  it('is found again by every render until it is cleared', () => {
    expect(savePendingRegistration(pending)).toBe(true);
    const soon = pending.createdAt + 60_000;
    expect(readPendingRegistration('tok_3ds_1', soon)).toEqual(pending);
    expect(readPendingRegistration('tok_3ds_1', soon)).toEqual(pending);
    clearPendingRegistration();
    expect(readPendingRegistration('tok_3ds_1', soon)).toBeNull();
  });

  it("is cleared for its own token only, not for another card's", () => {
    savePendingRegistration(pending);
    clearPendingRegistration('tok_earlier');
    expect(readPendingRegistration('tok_3ds_1', pending.createdAt)).toEqual(pending);
    clearPendingRegistration('tok_3ds_1');
    expect(readPendingRegistration('tok_3ds_1', pending.createdAt)).toBeNull();
  });

  it('is not finished for another token, nor after half an hour', () => {
    savePendingRegistration(pending);
    expect(readPendingRegistration('tok_other', pending.createdAt)).toBeNull();
    expect(readPendingRegistration('tok_3ds_1', pending.createdAt + 31 * 60_000)).toBeNull();
  });

  it('says so when the tab refuses to keep it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(savePendingRegistration(pending)).toBe(false);
    jest.restoreAllMocks();
    expect(readPendingRegistration('tok_3ds_1', pending.createdAt)).toBeNull();
  });

  it('is ignored when what is stored is not readable', () => {
    sessionStorage.setItem(PENDING_KEY, '{not json');
    expect(readPendingRegistration('tok_3ds_1')).toBeNull();
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ ...pending, createdAt: 'yesterday' }));
    expect(readPendingRegistration('tok_3ds_1', pending.createdAt)).toBeNull();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });
});

describe('the page returned to after registering', () => {
  it('is a path of this app, never another site', () => {
    expect(safeReturnPath('/guidance/orders/o-1')).toBe('/guidance/orders/o-1');
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('https://evil.example/')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
