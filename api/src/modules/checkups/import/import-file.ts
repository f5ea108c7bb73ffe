import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import type { CheckupFileResult, SavedCheckup } from '@harmo/contracts/checkups';
import { parseCheckupFile } from '@harmo/medical-formats';
import type { Checkup, CheckupInsured } from '@harmo/medical-formats';
import { knownBirthDates, saveCheckup } from '../store/checkups';
import { dateRefusal, lengthRefusal, storableCheckup, storableText } from './file-checks';
import type { Refusal } from './file-checks';

/** Whom the files are imported for, as the accounts area knows the person. */
export interface ImportTarget {
  patientAccountId: string;
  gender: 'male' | 'female';
  birthDate: string | null;
  source: SavedCheckup['source'];
}

/**
 * 報告区分 of a check-up result: 10 特定健診情報, and 40–44 other check-up results sent to the
 * person (same structure). Guidance records (21–25), deletion requests (19, 49) and reports to
 * the state (30) hold no check-up of the person.
 */
const RESULT_CATEGORIES = new Set(['10', '40', '41', '42', '43', '44']);

const SEX_OF_GENDER = { male: '1', female: '2' } as const;

/** Where a file that failed for a reason of the api's own (not of the file) is logged. */
export type ImportLog = Pick<FastifyBaseLogger, 'error'>;

function refused(fileName: string, refusal: Refusal): CheckupFileResult {
  return { fileName, outcome: 'refused', checkup: null, ...refusal };
}

/**
 * The answer for a file whose import failed for a reason the checks did not foresee (the store
 * failing, a fault in the api): that file is refused, and nothing of it is saved, since its
 * transaction did not commit. The others of the upload go on and are answered as usual.
 */
export function failedFile(fileName: string): CheckupFileResult {
  return refused(fileName, {
    reason: 'not_saved',
    detail:
      'このファイルを読み込む途中で問題が起きたため、保存していません。時間をおいてもう一度読み込んでください',
  });
}

/**
 * Whether the file is this patient's: its birth date and sex must agree with the patient's
 * profile where both say something. A family member without a birth date is matched against the
 * birth dates of the patient's earlier files instead.
 */
async function otherPersonRefusal(
  db: Database,
  target: ImportTarget,
  checkup: Checkup,
): Promise<Refusal | null> {
  const { sex, birthDate } = checkup.patient;
  if ((sex === '1' || sex === '2') && sex !== SEX_OF_GENDER[target.gender]) {
    return {
      reason: 'other_person',
      detail: 'この結果ファイルの性別が、選んでいる人の性別と違います',
    };
  }
  if (!birthDate) return null;
  const known = target.birthDate
    ? [target.birthDate]
    : await knownBirthDates(db, target.patientAccountId);
  if (known.length > 0 && !known.includes(birthDate)) {
    return {
      reason: 'other_person',
      detail: `この結果ファイルの生年月日（${birthDate}）が、選んでいる人の生年月日と違います`,
    };
  }
  return null;
}

/**
 * The last two characters of the insured number, enough to tell two cards apart on screen.
 * The ids in full are read only to make this and are never stored.
 */
function insuredIdHint(insured: CheckupInsured): string | null {
  // By characters, not UTF-16 units: a character outside the BMP is never cut in half.
  const digits = [...storableText(insured.number?.normalize('NFKC') ?? '').replace(/\s+/g, '')];
  return digits.length >= 4 ? digits.slice(-2).join('') : null;
}

/**
 * Imports one check-up file for a patient: read, checked to be a check-up result of this
 * person, then saved (or updated, or found unchanged) in one transaction. A refusal is an
 * answer, not an error: it says why in `reason` (for the screen) and `detail` (plain Japanese).
 * It never throws: a failure of the api's own refuses this file only (`failedFile`), so the
 * files imported before it are still answered.
 */
export async function importCheckupFile(
  db: Database,
  target: ImportTarget,
  fileName: string,
  bytes: Uint8Array,
  now: Date,
  log?: ImportLog,
): Promise<CheckupFileResult> {
  try {
    return await importFile(db, target, fileName, bytes, now);
  } catch (error) {
    log?.error({ err: error }, 'checkups: a file could not be imported');
    return failedFile(fileName);
  }
}

async function importFile(
  db: Database,
  target: ImportTarget,
  fileName: string,
  bytes: Uint8Array,
  now: Date,
): Promise<CheckupFileResult> {
  const parsed = parseCheckupFile(bytes);
  if (!parsed.ok) return refused(fileName, { reason: parsed.reason, detail: parsed.error });
  // What is checked below is what would be stored: the text as the store keeps it.
  const checkup = storableCheckup(parsed.checkup);
  if (checkup.reportCategory !== null && !RESULT_CATEGORIES.has(checkup.reportCategory)) {
    return refused(fileName, {
      reason: 'not_result',
      detail: `報告区分 ${checkup.reportCategory} のファイルで、健診の結果ではありません`,
    });
  }
  const { date } = checkup;
  if (!date) {
    return refused(fileName, {
      reason: 'no_date',
      detail: '健診の実施日（documentationOf/serviceEvent/effectiveTime）が書かれていません',
    });
  }
  const implausible = dateRefusal(date, checkup.patient.birthDate, now);
  if (implausible) return refused(fileName, implausible);
  const tooLong = lengthRefusal(checkup);
  if (tooLong) return refused(fileName, tooLong);
  const otherPerson = await otherPersonRefusal(db, target, checkup);
  if (otherPerson) return refused(fileName, otherPerson);

  const saved = await db.transaction((tx) =>
    saveCheckup(tx, {
      patientAccountId: target.patientAccountId,
      checkup: { ...checkup, date },
      insuredIdHint: insuredIdHint(parsed.insured),
      source: target.source,
      now,
    }),
  );
  return {
    fileName,
    outcome: saved.outcome,
    reason: null,
    detail: null,
    checkup: { id: saved.id, date, institutionName: checkup.institution.name },
  };
}
