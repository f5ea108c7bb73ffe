import { buildPatientsMap, chooseCurrentPatient, searchWithoutCurrentAccount } from './patients';

const person = (accountId: string, name: string) => ({
  accountId,
  name,
  kana: 'カナ',
  gender: 'female' as const,
  birthDate: '1990-01-01',
});

const me = { ...person('me', '山田 花子'), email: 'hanako@example.jp' };
const family = { family: [person('child', '山田 一郎'), person('mother', '山田 ハル')] };
const sharing = {
  receivedAccountSharing: [{ sharingId: 's1', fromAccount: person('friend', '佐藤 次郎') }],
  familyAccountSharing: [
    { sharingId: 's1', fromAccount: person('friend-child', '佐藤 三郎') },
    // Reachable two ways: the closer relation (family) wins.
    { sharingId: 's1', fromAccount: person('child', '山田 一郎') },
  ],
};

describe('patients map', () => {
  it('holds self, family, sharing and familySharing in that order, e-mail for self only', () => {
    const patients = buildPatientsMap(me, family, sharing);
    expect(Object.keys(patients)).toEqual(['me', 'child', 'mother', 'friend', 'friend-child']);
    expect(patients.me).toEqual({
      type: 'self',
      name: '山田 花子',
      kana: 'カナ',
      gender: 'female',
      birthDate: '1990-01-01',
      email: 'hanako@example.jp',
    });
    expect(patients.child?.type).toBe('family');
    expect(patients.friend?.type).toBe('sharing');
    expect(patients['friend-child']?.type).toBe('familySharing');
    for (const id of ['child', 'mother', 'friend', 'friend-child']) {
      expect(patients[id]).not.toHaveProperty('email');
    }
  });
});

describe('current patient', () => {
  const patients = buildPatientsMap(me, family, sharing);

  it('keeps a stored id that is still one of the patients', () => {
    expect(chooseCurrentPatient(patients, 'mother', 'friend')).toBe('mother');
  });

  it('otherwise takes currentAccount when that account is in the map', () => {
    expect(chooseCurrentPatient(patients, null, 'friend')).toBe('friend');
    expect(chooseCurrentPatient(patients, 'gone', 'friend')).toBe('friend');
  });

  it('otherwise the first key', () => {
    expect(chooseCurrentPatient(patients, 'gone', 'stranger')).toBe('me');
    expect(chooseCurrentPatient(patients, null, null)).toBe('me');
    expect(chooseCurrentPatient({}, null, null)).toBeNull();
  });

  it('changing the patient drops currentAccount and keeps the rest of the query', () => {
    expect(searchWithoutCurrentAccount('?currentAccount=friend&tab=2')).toBe('?tab=2');
    expect(searchWithoutCurrentAccount('?currentAccount=friend')).toBe('');
    expect(searchWithoutCurrentAccount('')).toBe('');
  });
});
