/**
 * One person's one 特定健診 check-up, read from the ministry's HL7 CDA R2 result file.
 * Key order and nulls are part of the contract: other programs read this as JSON.
 */
export interface Checkup {
  /** 報告区分 (`ClinicalDocument/code/@code`): `10` is a check-up result. */
  reportCategory: string | null;
  /** 健診実施日 as `YYYY-MM-DD`, from the service event (never the file's creation date). */
  date: string | null;
  /** The institution that performed the check-up. */
  institution: CheckupInstitution;
  patient: CheckupPatient;
  /** Every result in document order, members of a group where the group stands. */
  items: CheckupItem[];
}

export interface CheckupInstitution {
  /** 特定健診機関番号 (10 digits). */
  code: string | null;
  name: string | null;
}

export interface CheckupPatient {
  /** 氏名 as written: full-width katakana, full-width spaces kept. */
  nameKana: string | null;
  /** `1` man, `2` woman. */
  sex: string | null;
  /** `YYYY-MM-DD`. */
  birthDate: string | null;
}

/** A measured number (`xsi:type="PQ"`). */
export interface QuantityItem {
  code: string;
  name: string | null;
  type: 'PQ';
  value: number;
  /** The unit exactly as written (`mg/dl`, `mg/dL`, `U/l` all occur). */
  unit: string | null;
}

/** An answer taken from one of the ministry's answer tables (`CD` or `CO`). */
export interface CodedItem {
  code: string;
  name: string | null;
  type: 'CD' | 'CO';
  value: string;
  unit: null;
  /** The answer table's OID, e.g. `1.2.392.200119.6.2003` for yes/no questions. */
  codeSystem: string | null;
}

/** Free text (`ST`), e.g. the physician's judgement. */
export interface TextItem {
  code: string;
  name: string | null;
  type: 'ST';
  value: string;
  unit: null;
}

export type CheckupItem = QuantityItem | CodedItem | TextItem;

/**
 * Why a file was refused, for programs that explain it in the reader's language; `error` says
 * the same in plain Japanese words.
 */
export type CheckupRefusalReason =
  | 'too_large'
  | 'encoding'
  | 'truncated'
  | 'malformed'
  | 'doctype'
  | 'archive_index'
  | 'not_checkup';

export interface CheckupRefusal {
  ok: false;
  error: string;
  reason: CheckupRefusalReason;
}

/**
 * The insurance ids the file names the person by (`recordTarget/patientRole/id`), as written
 * (記号・番号 are often full-width). Kept apart from the check-up: they identify the person to
 * an insurer, and a program shows or stores no more of them than it needs.
 */
export interface CheckupInsured {
  /** 保険者番号 (root 1.2.392.200119.6.101). */
  insurerNumber: string | null;
  /** 被保険者証等記号 (…6.204). */
  symbol: string | null;
  /** 被保険者証等番号 (…6.205). */
  number: string | null;
}

export type CheckupParseResult =
  { ok: true; checkup: Checkup; insured: CheckupInsured } | CheckupRefusal;
