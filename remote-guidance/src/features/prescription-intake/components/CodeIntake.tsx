import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanner, mayPassOnRetry, type ScannedSymbol } from '@harmo/shared';
import type { Prescription } from '@harmo/contracts/prescriptions';
import { useCreatePrescription } from '../../prescriptions';
import { Alert, Field, errorMessageKey } from '../../ui';
import { bytesToBase64 } from '../utils/base64';
import { pastedCodeBytes } from '../utils/pasted-code';

/**
 * The prescription's QR code: read by the camera (the raw bytes of every symbol of a split
 * code), or pasted as the text a QR reader app gave.
 */
export function CodeIntake({
  patientId,
  onAttached,
}: {
  patientId: string;
  onAttached: (prescription: Prescription) => void;
}) {
  const { t } = useTranslation('guidance');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useCreatePrescription();
  const [scanning, setScanning] = useState(false);
  // The symbols of the last camera reading until the api has them: a send that failed on the way
  // can go again without holding the camera over the prescription once more.
  const [unsent, setUnsent] = useState<string[] | null>(null);

  // One send at a time: a second tap before the page has drawn the first as sending sends nothing.
  const inFlight = useRef(false);
  const send = (symbols: string[]) => {
    if (inFlight.current) return;
    inFlight.current = true;
    upload.mutate(
      { patientId, body: { kind: 'qr', symbols } },
      {
        onSuccess: (prescription) => {
          setUnsent(null);
          onAttached(prescription);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const scanned = (symbols: ScannedSymbol[]) => {
    setScanning(false);
    setProblem(null);
    const read = symbols.map((symbol) => bytesToBase64(symbol.bytes));
    setUnsent(read);
    send(read);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    const read = pastedCodeBytes(text);
    if (!read.ok) {
      setProblem(`intake.qr.problems.${read.problem}`);
      return;
    }
    setProblem(null);
    setUnsent(null);
    send([bytesToBase64(read.bytes)]);
  };

  return (
    <section className="guidance-section" aria-labelledby="guidance-code-title">
      <h2 id="guidance-code-title">{t('intake.qr.title')}</h2>
      {scanning ? (
        <>
          <CameraScanner
            formats={['QRCode']}
            label={t('intake.qr.cameraLabel')}
            hint={t('intake.qr.cameraHint')}
            onComplete={scanned}
          />
          <div className="guidance-actions">
            <button type="button" className="harmo-button" onClick={() => setScanning(false)}>
              {t('intake.qr.stopCamera')}
            </button>
          </div>
        </>
      ) : (
        <div className="guidance-actions">
          <button
            type="button"
            className="harmo-button harmo-button--primary"
            disabled={upload.isPending}
            onClick={() => {
              upload.reset();
              setScanning(true);
            }}
          >
            {t('intake.qr.scan')}
          </button>
        </div>
      )}
      {upload.isError && <Alert>{t(errorMessageKey(upload.error))}</Alert>}
      {upload.isError && unsent && mayPassOnRetry(upload.error) && (
        <div className="guidance-actions">
          <button type="button" className="harmo-button" onClick={() => send(unsent)}>
            {t('intake.qr.sendAgain')}
          </button>
        </div>
      )}
      <form onSubmit={submit} noValidate className="guidance-paste">
        <Field
          label={t('intake.qr.pasteLabel')}
          hint={t('intake.qr.pasteHint')}
          error={problem ? t(problem) : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              className="harmo-input guidance-code-input"
              rows={5}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
              autoCapitalize="off"
            />
          )}
        </Field>
        <div className="guidance-actions">
          <button type="submit" className="harmo-button" disabled={upload.isPending}>
            {upload.isPending ? t('intake.sending') : t('intake.qr.read')}
          </button>
        </div>
      </form>
    </section>
  );
}
