import { decimalField, integerField, textField } from './fields';
import type { KnownRecord } from './record-numbers';
import type { JahisRxDrug, JahisRxRp } from './types';

const FORM_INTERNAL = '1';
const FORM_AS_NEEDED = '2';
const CODE_TYPE_GENERIC_NAME = '7';

interface RpDraft {
  rp: JahisRxRp;
  hasUsage: boolean;
  drugNumbers: Set<number | null>;
  /** Drugs with a 231 record: the format wants it on every drug or on none. */
  publicShareDrugs: Set<number | null>;
}

/**
 * The RPs in the order of their 101 records, with usage (111) and drugs (201) attached; the
 * other RP and drug records are only checked against them.
 */
export function readRps(
  records: readonly KnownRecord[],
  context: { splitInstruction: boolean },
  warnings: string[],
): JahisRxRp[] {
  const drafts: RpDraft[] = [];
  const byNumber = new Map<number | null, RpDraft>();
  for (const record of records) {
    if (record.number !== 101) continue;
    const draft = newRp(record.fields);
    if (byNumber.has(draft.rp.number)) {
      warnings.push(`RP ${draft.rp.number ?? '(no number)'} has more than one 101 record`);
    } else {
      byNumber.set(draft.rp.number, draft);
    }
    drafts.push(draft);
  }

  for (const record of records) {
    if (record.number < 101) continue;
    const rpNumber = integerField(record.fields, 1);
    const draft = byNumber.get(rpNumber);
    if (!draft) {
      warnings.push(
        `record ${record.number} refers to RP ${rpNumber ?? '(no number)'}, which has no 101 record`,
      );
      continue;
    }
    if (record.number === 102) checkSplitQuantity(draft, record.fields, context, warnings);
    else if (record.number === 111) attachUsage(draft, record.fields, warnings);
    else if (record.number === 201) attachDrug(draft, record.fields, warnings);
    else if (record.number > 201) checkDrugRecord(draft, record, warnings);
  }

  if (drafts.length === 0) warnings.push('the prescription has no RP (record 101)');
  for (const draft of drafts) {
    const label = `RP ${draft.rp.number ?? '(no number)'}`;
    if (!draft.hasUsage) warnings.push(`${label} has no usage (record 111)`);
    if (draft.rp.drugs.length === 0) warnings.push(`${label} has no drug (record 201)`);
  }
  const drugs = drafts.reduce((sum, draft) => sum + draft.rp.drugs.length, 0);
  const withShare = drafts.reduce((sum, draft) => sum + draft.publicShareDrugs.size, 0);
  if (withShare > 0 && withShare < drugs) {
    warnings.push('record 231 (公費負担区分) is given for some drugs but not for all');
  }
  return drafts.map((draft) => draft.rp);
}

/** A 分割指示 sheet states this sheet's quantity (102) next to the total (101). */
function checkSplitQuantity(
  draft: RpDraft,
  fields: string[],
  context: { splitInstruction: boolean },
  warnings: string[],
): void {
  const label = `RP ${draft.rp.number}`;
  if (!context.splitInstruction) {
    warnings.push(`${label} has a split quantity (102) but the prescription no 分割指示 (63)`);
  }
  if (integerField(fields, 3) !== draft.rp.quantity) {
    warnings.push(`${label}: the total of its split quantity (102) differs from record 101`);
  }
}

function checkDrugRecord(draft: RpDraft, record: KnownRecord, warnings: string[]): void {
  const sequence = integerField(record.fields, 2);
  if (!draft.drugNumbers.has(sequence)) {
    warnings.push(
      `record ${record.number} refers to drug ${sequence ?? '(no number)'} of RP ${draft.rp.number}, which has no 201 record`,
    );
  } else if (record.number === 231) {
    draft.publicShareDrugs.add(sequence);
  }
}

function newRp(fields: string[]): RpDraft {
  const form = textField(fields, 2);
  const quantity = integerField(fields, 4);
  return {
    rp: {
      number: integerField(fields, 1),
      form,
      usage: null,
      timesPerDay: null,
      quantity,
      days: form === FORM_INTERNAL ? quantity : null,
      times: form === FORM_AS_NEEDED ? quantity : null,
      drugs: [],
    },
    hasUsage: false,
    drugNumbers: new Set(),
    publicShareDrugs: new Set(),
  };
}

function attachUsage(draft: RpDraft, fields: string[], warnings: string[]): void {
  if (draft.hasUsage) {
    warnings.push(`RP ${draft.rp.number} has more than one usage (111); the first one is used`);
    return;
  }
  draft.hasUsage = true;
  draft.rp.usage = textField(fields, 4);
  draft.rp.timesPerDay = integerField(fields, 5);
}

function attachDrug(draft: RpDraft, fields: string[], warnings: string[]): void {
  const sequence = integerField(fields, 2);
  if (draft.drugNumbers.has(sequence)) {
    warnings.push(`RP ${draft.rp.number} has two drugs numbered ${sequence ?? '(none)'}`);
  }
  draft.drugNumbers.add(sequence);
  const codeType = textField(fields, 4);
  const drug: JahisRxDrug = {
    codeType,
    code: textField(fields, 5),
    name: textField(fields, 6),
    amount: decimalField(fields, 7),
    unit: textField(fields, 9),
    generic: codeType === CODE_TYPE_GENERIC_NAME,
  };
  if (drug.amount === null) {
    warnings.push(`the amount of drug ${sequence ?? ''} in RP ${draft.rp.number} is not a number`);
  }
  draft.rp.drugs.push(drug);
}
