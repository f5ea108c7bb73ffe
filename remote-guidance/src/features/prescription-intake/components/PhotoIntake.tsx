import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prescription } from '@harmo/contracts/prescriptions';
import { useCreatePrescription, useObjectUrl } from '../../prescriptions';
import { Alert, bringIntoView, errorMessageKey } from '../../ui';
import { useKeptPhoto } from '../hooks/use-kept-photo';
import { blobToBase64 } from '../utils/base64';
import { PhotoError, preparePhoto } from '../utils/photo';

/**
 * A photo of the paper prescription: taken with the camera or chosen from the files, shown as
 * it will be sent (downsized, without metadata), then retaken or sent. Until then it is kept in
 * the tab (useKeptPhoto), and a reload shows it again.
 */
export function PhotoIntake({
  patientId,
  onAttached,
}: {
  patientId: string;
  onAttached: (prescription: Prescription) => void;
}) {
  const { t } = useTranslation('guidance');
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const { photo, change: setPhoto, sent } = useKeptPhoto(patientId);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // From the first tap until the api answers: the photo is first converted for sending, and a
  // second tap in that time would upload it twice. The ref stops a tap that comes before the
  // button is drawn disabled.
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const previewUrl = useObjectUrl(photo);
  const upload = useCreatePrescription();
  // A photo just chosen replaces the buttons that chose it, and the focus would fall to the top
  // of the page: it goes to 「この写真を使う」 instead, which comes into view with it.
  const useButton = useRef<HTMLButtonElement>(null);
  const [justChosen, setJustChosen] = useState(false);
  useEffect(() => {
    if (!justChosen || !previewUrl) return;
    setJustChosen(false);
    if (useButton.current) bringIntoView(useButton.current);
  }, [justChosen, previewUrl]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a retake.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    upload.reset();
    setPreparing(true);
    try {
      setPhoto(await preparePhoto(file));
      setJustChosen(true);
    } catch (error) {
      setPhoto(null);
      setProblem(
        error instanceof PhotoError ? `intake.photo.problems.${error.problem}` : 'errors.generic',
      );
    } finally {
      setPreparing(false);
    }
  };

  const send = async () => {
    if (!photo || sendingNow.current) return;
    const done = () => {
      sendingNow.current = false;
      setSending(false);
    };
    sendingNow.current = true;
    setSending(true);
    setProblem(null);
    let imageBase64: string;
    try {
      imageBase64 = await blobToBase64(photo);
    } catch {
      done();
      setProblem('errors.generic');
      return;
    }
    // Once sent, the photo is kept for a reload no more. The promise, unlike the callbacks given
    // with it, is answered even when the person has left the page meanwhile; a failure is shown
    // by the mutation's state, and the photo stays kept for another try.
    void upload
      .mutateAsync(
        { patientId, body: { kind: 'photo', imageBase64 } },
        { onSuccess: (prescription) => onAttached(prescription), onSettled: done },
      )
      .then(
        () => sent(),
        () => undefined,
      );
  };

  return (
    <section className="guidance-section" aria-labelledby="guidance-photo-title">
      <h2 id="guidance-photo-title">{t('intake.photo.title')}</h2>
      <p className="guidance-hint">{t('intake.photo.hint')}</p>
      <input
        ref={camera}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        hidden
        data-testid="photo-camera-input"
        onChange={(event) => void choose(event)}
      />
      <input
        ref={files}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        data-testid="photo-file-input"
        onChange={(event) => void choose(event)}
      />
      {preparing && (
        <p role="status" className="guidance-muted">
          {t('intake.photo.preparing')}
        </p>
      )}
      {problem && <Alert>{t(problem)}</Alert>}
      {photo && previewUrl ? (
        <>
          <img className="guidance-photo" src={previewUrl} alt={t('intake.photo.previewAlt')} />
          {upload.isError && <Alert>{t(errorMessageKey(upload.error))}</Alert>}
          <div className="guidance-actions">
            <button
              ref={useButton}
              type="button"
              className="harmo-button harmo-button--primary"
              disabled={sending}
              onClick={() => void send()}
            >
              {sending ? t('intake.sending') : t('intake.photo.use')}
            </button>
            <button
              type="button"
              className="harmo-button"
              disabled={sending}
              onClick={() => camera.current?.click()}
            >
              {t('intake.photo.retake')}
            </button>
          </div>
        </>
      ) : (
        <div className="guidance-actions">
          <button
            type="button"
            className="harmo-button harmo-button--primary"
            disabled={preparing}
            onClick={() => camera.current?.click()}
          >
            {t('intake.photo.takePhoto')}
          </button>
          <button
            type="button"
            className="harmo-button"
            disabled={preparing}
            onClick={() => files.current?.click()}
          >
            {t('intake.photo.chooseFile')}
          </button>
        </div>
      )}
    </section>
  );
}
