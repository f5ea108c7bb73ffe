import { parseJahisPrescriptionSymbols } from '@harmo/medical-formats';
import type { JahisPrescriptionData, QrRefusalReason } from '@harmo/contracts/prescriptions';
import { HttpError } from '../../http/errors';

export interface ParsedQr {
  prescription: JahisPrescriptionData;
  warnings: string[];
}

/**
 * Reads the raw bytes of a prescription's QR symbol(s) with the JAHIS prescription reader. A
 * payload that is not a prescription (an お薬手帳 JAHISTC code, an e-prescription slip, garbage)
 * is refused 400 `qr_not_prescription` with the reader's reason (`reason`, `message`). Privacy: the payload holds
 * names, birth date and insurance numbers, so neither it nor the parse result is logged.
 */
export function parsePrescriptionQr(symbolsBase64: readonly string[]): ParsedQr {
  const symbols = symbolsBase64.map((symbol) => new Uint8Array(Buffer.from(symbol, 'base64')));
  const result = parseJahisPrescriptionSymbols(symbols);
  if (!result.ok) {
    // Typed so that a refusal the reader adds must also be added to the contract.
    const reason: QrRefusalReason = result.refusal;
    throw new HttpError(400, 'qr_not_prescription', result.error, { reason });
  }
  // A code that reads but prescribes nothing is no prescription a pharmacy could dispense: it
  // would be stored and could be sent as one.
  if (!result.prescription.rps.some((rp) => rp.drugs.length > 0)) {
    const reason: QrRefusalReason = 'no_drugs';
    throw new HttpError(
      400,
      'qr_not_prescription',
      'The code prescribes no drug: if the prescription has several codes, read all of them.',
      { reason },
    );
  }
  return { prescription: result.prescription, warnings: result.warnings };
}
