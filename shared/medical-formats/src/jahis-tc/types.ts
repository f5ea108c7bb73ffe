/**
 * What a JAHIS 電子版お薬手帳 payload holds, as read. Values are the recorded strings (trimmed of
 * ASCII spaces), `null` when empty; dates are Gregorian `YYYYMMDD`; amounts are also given as
 * numbers where readers compute with them. Code fields keep the raw code (`"2"`), since
 * issuers use codes the tables do not list.
 */

/** レコード作成者: 1 医療関係者, 2 患者等, 8 その他, 9 不明 (raw code). */
export type JahisTcRecordCreator = string | null;

export interface JahisTcPatient {
  name: string | null;
  kana: string | null;
  /** 1 男, 2 女 (raw code). */
  sex: string | null;
  birthDate: string | null;
  postalCode: string | null;
  address: string | null;
  phone: string | null;
  emergencyContact: string | null;
  bloodType: string | null;
  /** Weight in kg as recorded (`63.7`) and as a number. */
  weight: string | null;
  weightKg: number | null;
}

/** Record 2: allergy, side effect, past illness or other note about the patient. */
export interface JahisTcPatientNote {
  /** 1 アレルギー歴, 2 副作用歴, 3 既往歴, 9 その他. */
  kind: string | null;
  content: string | null;
  creator: JahisTcRecordCreator;
}

/** Record 31: one ingredient of an OTC drug. */
export interface JahisTcOtcIngredient {
  name: string | null;
  /** 1 なし, 2 成分名コード. */
  codeType: string | null;
  code: string | null;
  creator: JahisTcRecordCreator;
}

/** Record 3: an OTC (要指導・一般用) drug the patient takes, with its ingredients (31). */
export interface JahisTcOtcDrug {
  name: string | null;
  startDate: string | null;
  endDate: string | null;
  creator: JahisTcRecordCreator;
  serialNumber: string | null;
  janCode: string | null;
  ingredients: JahisTcOtcIngredient[];
}

/** Record 4: a free memo in the notebook. */
export interface JahisTcMemo {
  content: string | null;
  date: string | null;
  creator: JahisTcRecordCreator;
}

/** Record 11: the pharmacy or clinic that dispensed. */
export interface JahisTcPharmacy {
  name: string | null;
  /** 都道府県 01–47. */
  prefecture: string | null;
  /** 点数表: 1 医科, 3 歯科, 4 調剤. */
  scoreTable: string | null;
  code: string | null;
  postalCode: string | null;
  address: string | null;
  phone: string | null;
  creator: JahisTcRecordCreator;
}

/** Record 15: the pharmacist (or dispensing doctor). */
export interface JahisTcPharmacist {
  name: string | null;
  contact: string | null;
  creator: JahisTcRecordCreator;
}

/** Record 51: the institution that prescribed. */
export interface JahisTcInstitution {
  name: string | null;
  prefecture: string | null;
  scoreTable: string | null;
  code: string | null;
  creator: JahisTcRecordCreator;
}

/** Record 55: a prescribing doctor; the RPs after it are theirs. */
export interface JahisTcDoctor {
  name: string | null;
  department: string | null;
  creator: JahisTcRecordCreator;
}

/** A text line with its creator (records 281, 291, 311, 391, 401, 421, 501). */
export interface JahisTcNote {
  content: string | null;
  creator: JahisTcRecordCreator;
}

/** Record 201 with its supplements (281) and cautions (291). */
export interface JahisTcDrug {
  name: string | null;
  /** 用量 as a number; `amountText` keeps it as recorded. */
  amount: number | null;
  amountText: string | null;
  unit: string | null;
  code: string | null;
  /** 1 なし, 2 レセプト電算, 3 厚労省, 4 YJ, 6 HOT (raw code). */
  codeType: string | null;
  creator: JahisTcRecordCreator;
  genericName: string | null;
  genericCodeType: string | null;
  genericCode: string | null;
  supplements: JahisTcNote[];
  cautions: JahisTcNote[];
}

/** One RP (処方指示): drugs taken the same way, with one usage (301). */
export interface JahisTcRp {
  rpNumber: number | null;
  /** 用法名称 (301). */
  usage: string | null;
  /** 調剤数量: days, times, or 1. */
  quantity: number | null;
  quantityText: string | null;
  unit: string | null;
  /** 剤形コード: 1 内服 … 10 その他. */
  dosageForm: string | null;
  usageCodeType: string | null;
  usageCode: string | null;
  usageCreator: JahisTcRecordCreator;
  /** Index in the dispensing's `doctors` of the doctor this RP came under, if any. */
  doctorIndex: number | null;
  drugs: JahisTcDrug[];
  usageSupplements: JahisTcNote[];
  cautions: JahisTcNote[];
}

/** Record 411: information for other institutions. */
export interface JahisTcProvidedInformation {
  content: string | null;
  /** 30, 31 or 99. */
  kind: string | null;
  creator: JahisTcRecordCreator;
}

/** Record 601: what the patient wrote. */
export interface JahisTcPatientEntry {
  content: string | null;
  date: string | null;
}

/** One visit (record 5 and everything up to the next 5). */
export interface JahisTcDispensing {
  date: string | null;
  creator: JahisTcRecordCreator;
  pharmacy: JahisTcPharmacy | null;
  pharmacist: JahisTcPharmacist | null;
  institution: JahisTcInstitution | null;
  doctors: JahisTcDoctor[];
  rps: JahisTcRp[];
  /** 401: cautions for the whole visit. */
  cautions: JahisTcNote[];
  providedInformation: JahisTcProvidedInformation[];
  /** 421: 残薬確認. */
  leftoverChecks: JahisTcNote[];
  /** 501: 備考. */
  remarks: JahisTcNote[];
  patientEntries: JahisTcPatientEntry[];
}

/** Record 701: かかりつけ薬剤師. */
export interface JahisTcFamilyPharmacist {
  name: string | null;
  pharmacyName: string | null;
  contact: string | null;
  startDate: string | null;
  endDate: string | null;
  creator: JahisTcRecordCreator;
}

/** A record the reader does not know, kept as it came. */
export interface JahisTcUnknownRecord {
  /** Where it was, its number, and the fields after the number, untrimmed. */
  lineNumber: number;
  recordNumber: string;
  fields: string[];
}

/** Record 911 of a payload split over several symbols. */
export interface JahisTcSplit {
  dataId: string | null;
  partCount: number;
}

export interface JahisTcNotebook {
  /** `JAHISTC08`: the header token without 出力区分. */
  version: string;
  /** 8 for `JAHISTC08`. */
  versionNumber: number;
  /** 出力区分: 1 医療機関・薬局 → 患者等, 2 患者等 → 医療機関・薬局; null in Ver.1 headers. */
  outputDirection: string | null;
  patient: JahisTcPatient | null;
  patientNotes: JahisTcPatientNote[];
  otcDrugs: JahisTcOtcDrug[];
  memos: JahisTcMemo[];
  /** In payload order. */
  dispensings: JahisTcDispensing[];
  familyPharmacists: JahisTcFamilyPharmacist[];
  /** Set when the notebook was joined from (or is one of) several symbols. */
  split: JahisTcSplit | null;
  unknownRecords: JahisTcUnknownRecord[];
  /** Things read with a guess or skipped, in plain words with their line number. */
  warnings: string[];
}

export type JahisTcParseResult =
  { ok: true; notebook: JahisTcNotebook } | { ok: false; error: string };

/** The compact form the notebook command line prints and other programs read. */
export interface JahisTcSummary {
  version: string;
  patient: {
    name: string | null;
    kana: string | null;
    sex: string | null;
    birthDate: string | null;
  } | null;
  dispensings: {
    date: string | null;
    pharmacy: { name: string | null; phone: string | null } | null;
    doctors: { name: string | null; department: string | null }[];
    rps: {
      rpNumber: number | null;
      usage: string | null;
      quantity: number | null;
      unit: string | null;
      drugs: {
        name: string | null;
        amount: number | null;
        unit: string | null;
        code: string | null;
        codeType: string | null;
      }[];
    }[];
  }[];
  otcDrugs: { name: string | null; janCode: string | null; startDate: string | null }[];
  unknownRecords: number;
}
