import { encodeShiftJis } from './shift-jis';

/** Why a pasted text cannot be sent as a prescription code (an i18n key under intake.qr). */
export type PastedCodeProblem = 'empty' | 'notebookCode' | 'notPrescription' | 'unencodable';

/**
 * The bytes of a pasted prescription code, ready for the api; or what is wrong with it, said
 * before anything is sent. The api reads and checks the code fully again.
 */
export function pastedCodeBytes(
  text: string,
): { ok: true; bytes: Uint8Array } | { ok: false; problem: PastedCodeProblem } {
  // A copied text may start with a byte-order mark or blank lines.
  const trimmed = text
    .replace(/^\ufeff/, '')
    .replace(/^\s+/, '')
    .replace(/\s+$/, '');
  if (trimmed === '') return { ok: false, problem: 'empty' };
  // The お薬手帳 code (JAHISTC…) is a record of medicines already dispensed, not a prescription.
  if (/^JAHISTC/i.test(trimmed)) return { ok: false, problem: 'notebookCode' };
  if (!/^JAHIS\d{1,2}\s*(\r\n|\n|\r|$)/.test(trimmed))
    return { ok: false, problem: 'notPrescription' };
  const bytes = encodeShiftJis(trimmed);
  return bytes ? { ok: true, bytes } : { ok: false, problem: 'unencodable' };
}
