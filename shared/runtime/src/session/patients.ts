import type {
  FamilyResponse as Family,
  MeResponse as Me,
  Patient,
  PatientType,
  PatientsMap,
  SharingResponse as Sharing,
} from '@harmo/contracts/accounts';
import type { AccountProfile } from '@harmo/contracts/profile';

/**
 * The patients map, keyed by accountId: the account itself (the only entry with an
 * e-mail), then its family members, the accounts sharing with it, and their family members.
 * A person reachable two ways keeps the closer relation (the first one added).
 */
export function buildPatientsMap(me: Me, family: Family, sharing: Sharing): PatientsMap {
  const patients: PatientsMap = {
    [me.accountId]: {
      type: 'self',
      name: me.name,
      kana: me.kana,
      gender: me.gender,
      birthDate: me.birthDate,
      email: me.email,
    },
  };
  const add = (person: AccountProfile, type: PatientType) => {
    if (Object.hasOwn(patients, person.accountId)) return;
    const patient: Patient = {
      type,
      name: person.name,
      kana: person.kana,
      gender: person.gender,
      birthDate: person.birthDate,
    };
    patients[person.accountId] = patient;
  };
  for (const member of family.family) add(member, 'family');
  for (const entry of sharing.receivedAccountSharing) add(entry.fromAccount, 'sharing');
  for (const entry of sharing.familyAccountSharing) add(entry.fromAccount, 'familySharing');
  return patients;
}

/**
 * The current patient (docs/session.md): the stored id while it is still one of the patients;
 * otherwise the `currentAccount` query parameter when that account is in the map; otherwise the
 * first key (the account itself).
 */
export function chooseCurrentPatient(
  patients: PatientsMap,
  storedId: string | null,
  currentAccountParam: string | null,
): string | null {
  if (storedId && Object.hasOwn(patients, storedId)) return storedId;
  if (currentAccountParam && Object.hasOwn(patients, currentAccountParam)) {
    return currentAccountParam;
  }
  return Object.keys(patients)[0] ?? null;
}

export const CURRENT_ACCOUNT_PARAM = 'currentAccount';

/** The search string without `currentAccount` (changing the patient removes it). */
export function searchWithoutCurrentAccount(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CURRENT_ACCOUNT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
