import type { JahisTcDispensing } from './types';

/**
 * A key that is the same when the same visit is scanned again (from the same receipt, or from
 * a later notebook QR that repeats it): dispensing date, dispensing institution code, and the
 * drugs with their amounts and usage. Names of people and free text are left out, since
 * issuers reprint them with small differences.
 */
export function jahisTcDispensingKey(dispensing: JahisTcDispensing): string {
  return JSON.stringify([
    dispensing.date,
    dispensing.pharmacy?.code ?? null,
    dispensing.rps.map((rp) => [
      rp.usage,
      rp.quantity,
      rp.drugs.map((drug) => [drug.codeType, drug.code ?? drug.name, drug.amountText, drug.unit]),
    ]),
  ]);
}
