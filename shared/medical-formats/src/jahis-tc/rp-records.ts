import { fieldAt, parseDecimalField, parseIntegerField, type JahisRecord } from '../jahis';
import { noteAt, type Warnings } from './field-readers';
import type { JahisTcDrug, JahisTcRp } from './types';

/**
 * The RP records of one dispensing (201 drug, 281 and 291 on the drug before them, 301 usage,
 * 311 and 391 on the RP). An RP is every such record with the same RP number, in the order
 * the numbers first appear; it may run on across a doctor change or a split-part seam.
 */
export class RpGroups {
  private readonly byKey = new Map<string, JahisTcRp>();

  constructor(private readonly rps: JahisTcRp[]) {}

  private static keyOf(record: JahisRecord): { key: string; rpNumber: number | null } {
    const raw = fieldAt(record, 1);
    const rpNumber = parseIntegerField(raw);
    return { key: rpNumber === null ? `raw:${raw ?? ''}` : `rp:${rpNumber}`, rpNumber };
  }

  private rpOf(record: JahisRecord, doctorIndex: number | null, warnings: Warnings): JahisTcRp {
    const { key, rpNumber } = RpGroups.keyOf(record);
    if (rpNumber === null) {
      warnings.add(record, `RP number "${fieldAt(record, 1) ?? ''}" is not a number`);
    }
    let rp = this.byKey.get(key);
    if (!rp) {
      rp = {
        rpNumber,
        usage: null,
        quantity: null,
        quantityText: null,
        unit: null,
        dosageForm: null,
        usageCodeType: null,
        usageCode: null,
        usageCreator: null,
        doctorIndex,
        drugs: [],
        usageSupplements: [],
        cautions: [],
      };
      this.byKey.set(key, rp);
      this.rps.push(rp);
    }
    return rp;
  }

  addDrug(record: JahisRecord, doctorIndex: number | null, warnings: Warnings): void {
    const amountText = fieldAt(record, 3);
    const drug: JahisTcDrug = {
      name: fieldAt(record, 2),
      amount: parseDecimalField(amountText),
      amountText,
      unit: fieldAt(record, 4),
      code: fieldAt(record, 6),
      codeType: fieldAt(record, 5),
      creator: fieldAt(record, 7),
      genericName: fieldAt(record, 8),
      genericCodeType: fieldAt(record, 9),
      genericCode: fieldAt(record, 10),
      supplements: [],
      cautions: [],
    };
    this.rpOf(record, doctorIndex, warnings).drugs.push(drug);
  }

  /**
   * 281 (supplement) and 291 (caution) qualify the latest drug of their RP. Like every RP
   * record they open their RP where it first appears, as a 311 or a 391 does; one with no drug
   * before it has nothing to qualify and is skipped.
   */
  addDrugNote(
    record: JahisRecord,
    kind: 'supplements' | 'cautions',
    doctorIndex: number | null,
    warnings: Warnings,
  ): void {
    const drug = this.rpOf(record, doctorIndex, warnings).drugs.at(-1);
    if (!drug) {
      warnings.add(
        record,
        `record ${record.recordNumber} comes before any drug of its RP and is skipped`,
      );
      return;
    }
    drug[kind].push(noteAt(record, 2, 3));
  }

  setUsage(record: JahisRecord, doctorIndex: number | null, warnings: Warnings): void {
    const rp = this.rpOf(record, doctorIndex, warnings);
    if (rp.usage !== null || rp.quantityText !== null || rp.unit !== null) {
      warnings.add(record, 'a second usage (301) for the same RP is ignored');
      return;
    }
    const quantityText = fieldAt(record, 3);
    rp.usage = fieldAt(record, 2);
    rp.quantityText = quantityText;
    rp.quantity = parseIntegerField(quantityText);
    rp.unit = fieldAt(record, 4);
    rp.dosageForm = fieldAt(record, 5);
    rp.usageCodeType = fieldAt(record, 6);
    rp.usageCode = fieldAt(record, 7);
    rp.usageCreator = fieldAt(record, 8);
  }

  /** 311 (usage supplement) and 391 (RP caution) belong to the RP as a whole. */
  addRpNote(
    record: JahisRecord,
    kind: 'usageSupplements' | 'cautions',
    doctorIndex: number | null,
    warnings: Warnings,
  ): void {
    this.rpOf(record, doctorIndex, warnings)[kind].push(noteAt(record, 2, 3));
  }
}
