import { ApiError } from '@harmo/shared';
import { errorMessageKey } from './error-message';

const refusedQr = (reason?: string) =>
  new ApiError('refused', 400, 'qr_not_prescription', {
    error: 'qr_not_prescription',
    ...(reason ? { reason } : {}),
  });

describe('errorMessageKey for a refused prescription QR code', () => {
  it('asks for every code of a prescription read in part', () => {
    expect(errorMessageKey(refusedQr('first_symbol_missing'))).toBe('errors.qrIncomplete');
    expect(errorMessageKey(refusedQr('no_drugs'))).toBe('errors.qrIncomplete');
  });

  it('says a medication notebook code is not a prescription', () => {
    expect(errorMessageKey(refusedQr('notebook_code'))).toBe('errors.qrNotebookCode');
  });

  it('falls back to the general message for any other reason, or none', () => {
    expect(errorMessageKey(refusedQr('not_jahis'))).toBe('errors.qrNotPrescription');
    expect(errorMessageKey(refusedQr())).toBe('errors.qrNotPrescription');
  });

  it("reads the reason from the api's whole answer, its message beside it", () => {
    const answer = {
      error: 'qr_not_prescription',
      message:
        'The code prescribes no drug: if the prescription has several codes, read all of them.',
      reason: 'no_drugs',
    };
    expect(errorMessageKey(new ApiError(answer.message, 400, 'qr_not_prescription', answer))).toBe(
      'errors.qrIncomplete',
    );
  });

  it('falls back to the general message for a reason the contract does not name, or no answer', () => {
    expect(errorMessageKey(refusedQr('qr_incomplete'))).toBe('errors.qrNotPrescription');
    for (const details of [undefined, null, 'notebook_code', { reason: 42 }]) {
      expect(errorMessageKey(new ApiError('refused', 400, 'qr_not_prescription', details))).toBe(
        'errors.qrNotPrescription',
      );
    }
  });
});
