import type { Queryable } from '../../db';
import type { HttpError } from '../../http/errors';
import { notFound } from '../../http/errors';
import type { Patient, PatientType, PatientsMap } from '@harmo/contracts/accounts';
import type { Gender } from '@harmo/contracts/profile';
import type { AccountProfile } from './profile-schemas';
import { isAccountId } from './store/accounts';
import { listFamilyMembers } from './store/family';
import { listFamilyOfSharersOf, listSharersOf } from './store/sharing';

export type { Patient, PatientType, PatientsMap } from '@harmo/contracts/accounts';

/**
 * Whether callerAccountId may act for targetAccountId. Security: this is the one rule of who may
 * see or act on whose notebook, used by the legacy session and by other areas (e.g. OAuth
 * delegation). Allowed: the caller itself; a current family member the caller owns; an account
 * that actively shares its notebook with the caller; a current family member of such an account.
 * Removed family members and revoked or pending sharings give nothing.
 */
export async function canActFor(
  db: Queryable,
  callerAccountId: string,
  targetAccountId: string,
): Promise<boolean> {
  if (!isAccountId(callerAccountId) || !isAccountId(targetAccountId)) return false;
  const { rows } = await db.query<{ allowed: boolean }>(
    `SELECT EXISTS (
       SELECT 1
       FROM accounts caller, accounts target
       WHERE caller.id = $1 AND caller.deleted_at IS NULL
         AND target.id = $2 AND target.deleted_at IS NULL
         AND (
           target.id = caller.id
           OR target.owner_account_id = caller.id
           OR EXISTS (
             SELECT 1 FROM account_sharing s
             JOIN accounts sharer ON sharer.id = s.from_account_id AND sharer.deleted_at IS NULL
             WHERE s.status = 'active' AND s.to_account_id = caller.id
               AND (s.from_account_id = target.id OR s.from_account_id = target.owner_account_id)
           )
         )
     ) AS allowed`,
    [callerAccountId, targetAccountId],
  );
  return rows[0]?.allowed === true;
}

/**
 * Security: a patient, or a patient's record (a prescription, an order), that the caller may not
 * act for answers exactly as one that does not exist: 404, not 403. A 403 for a record would
 * tell anyone who saw its id in a link or a log that it is real, that a prescription or an order
 * exists and so that someone is a patient here. So a record is looked up first and checked
 * after, and both misses are one 404; a patient id answers 404 patient_not_found the same way.
 * (Medications and projects answer 403 patient_not_allowed through signedInAccounts().actingFor
 * instead: the same for every patient id, existing or not, so it tells nothing either, and their
 * clients read that code.)
 */
export const patientNotFound = (): HttpError =>
  notFound('No such patient, or you may not act for them', 'patient_not_found');

/** Throws 404 patient_not_found unless the caller may act for the patient. */
export async function requireActingFor(
  db: Queryable,
  callerAccountId: string,
  patientId: string,
): Promise<void> {
  if (!(await canActFor(db, callerAccountId, patientId))) throw patientNotFound();
}

/**
 * `record` when the caller may act for its patient; null when it is missing or another
 * patient's, so the caller answers both with the same 404.
 */
export async function recordActedFor<T>(
  db: Queryable,
  callerAccountId: string,
  record: T | null | undefined,
  patientIdOf: (record: T) => string,
): Promise<T | null> {
  if (!record || !(await canActFor(db, callerAccountId, patientIdOf(record)))) return null;
  return record;
}

function patientOf(profile: AccountProfile, type: PatientType): Patient {
  return {
    type,
    name: profile.name,
    kana: profile.kana,
    gender: profile.gender,
    birthDate: profile.birthDate,
  };
}

/**
 * Everyone a main account acts for, as the web's patients map (keyed by accountId). The
 * account itself comes first and carries its e-mail. An unknown account gives an empty map.
 */
export async function listPatients(db: Queryable, accountId: string): Promise<PatientsMap> {
  if (!isAccountId(accountId)) return {};
  const { rows } = await db.query<{
    id: string;
    name: string;
    kana: string;
    gender: Gender;
    birth_date: string | null;
    email: string | null;
  }>(
    `SELECT id, name, kana, gender, birth_date, email FROM accounts
     WHERE id = $1 AND deleted_at IS NULL`,
    [accountId],
  );
  const self = rows[0];
  if (!self) return {};

  const patients: PatientsMap = {
    [self.id]: {
      type: 'self',
      name: self.name,
      kana: self.kana,
      gender: self.gender,
      birthDate: self.birth_date,
      email: self.email,
    },
  };
  const add = (profile: AccountProfile, type: PatientType): void => {
    // A person reachable two ways keeps the closer relation (the order of the calls below).
    if (!(profile.accountId in patients)) patients[profile.accountId] = patientOf(profile, type);
  };
  for (const member of await listFamilyMembers(db, accountId)) add(member, 'family');
  for (const shared of await listSharersOf(db, accountId)) add(shared.profile, 'sharing');
  for (const shared of await listFamilyOfSharersOf(db, accountId)) {
    add(shared.profile, 'familySharing');
  }
  return patients;
}
