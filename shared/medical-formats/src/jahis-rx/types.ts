/**
 * What a JAHIS 院外処方箋2次元シンボル reads as. Every text value is kept exactly as the issuer
 * wrote it (full- and half-width alike) but for the spaces around it, which the format does not
 * count as part of a value; an empty field becomes `null`. Code values (sex, dosage form, drug
 * code type) stay the raw code strings so that unknown future codes are not lost.
 */

export interface JahisRxInstitution {
  /** 医療機関コード (7 digits, the code used for claims). */
  code: string | null;
  name: string | null;
  /** 都道府県コード (JIS X 0401, two digits). */
  prefectureCode: string | null;
}

export interface JahisRxDoctor {
  /** 漢字氏名. */
  name: string | null;
  /** カナ氏名, usually half-width katakana. */
  kana: string | null;
}

export interface JahisRxPatient {
  name: string | null;
  kana: string | null;
  /** `1` male, `2` female. */
  sex: string | null;
  /** Gregorian `YYYYMMDD`, or `YYYYMM` / `YYYY` when only that much was written. */
  birthDate: string | null;
}

export interface JahisRxRefill {
  /** How many times the prescription may be used in all. */
  totalUses: number;
}

export interface JahisRxDrug {
  /** 薬品コード種別: `2` レセプト電算, `4` YJ, `6` HOT, `7` 一般名コード … */
  codeType: string | null;
  code: string | null;
  /** May be absent for claim-coded drugs: the name is then found from the code. */
  name: string | null;
  /** 用量: a daily amount for internal medicine, per dose for as-needed medicine. */
  amount: number | null;
  unit: string | null;
  /** Prescribed by generic name (一般名処方): the pharmacy chooses the product. */
  generic: boolean;
}

export interface JahisRxRp {
  number: number | null;
  /** 剤形区分: `1` 内服, `2` 頓服, `3` 外用, `4` 内服滴剤, `5` 注射, `6` 医療材料, `9` 不明. */
  form: string | null;
  usage: string | null;
  timesPerDay: number | null;
  /** 調剤数量: days for internal medicine, doses for as-needed medicine, else either. */
  quantity: number | null;
  days: number | null;
  times: number | null;
  drugs: JahisRxDrug[];
}

export interface JahisPrescription {
  /** The header token, e.g. `JAHIS10`. */
  version: string;
  institution: JahisRxInstitution | null;
  department: string | null;
  doctor: JahisRxDoctor | null;
  patient: JahisRxPatient;
  insurerNumber: string | null;
  /** Gregorian `YYYYMMDD`. */
  issueDate: string | null;
  expiryDate: string | null;
  refill: JahisRxRefill | null;
  rps: JahisRxRp[];
  /** Lines whose record number the format does not define, as written, in payload order. */
  unknownRecords: string[];
}

/**
 * Why a payload was refused, as a stable code a screen can explain in the patient's language:
 * `notebook_code` an お薬手帳 (JAHISTC) code; `first_symbol_missing` the version line is missing
 * (one symbol of several read); `web_address`; `e_prescription_slip` the code of an electronic
 * prescription slip (電子処方箋 控え); `bad_version_line` starts with JAHIS but is no version;
 * `not_jahis` anything else; `empty`; `too_large`; `symbols_not_joined` the symbols of a split
 * code do not belong together.
 */
export type JahisRxRefusal =
  | 'empty'
  | 'notebook_code'
  | 'first_symbol_missing'
  | 'web_address'
  | 'e_prescription_slip'
  | 'bad_version_line'
  | 'not_jahis'
  | 'too_large'
  | 'symbols_not_joined';

/**
 * A prescription was read (perhaps with warnings about what looked wrong), or the payload was
 * refused with a reason a patient or pharmacist can understand (`error`, English) and its code.
 */
export type JahisRxParseResult =
  | { ok: true; prescription: JahisPrescription; warnings: string[] }
  | { ok: false; error: string; refusal: JahisRxRefusal };
