import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CameraScanner,
  FullAreaSpinner,
  useChangeCurrentPatient,
  useSessionStore,
} from '@harmo/shared';
import {
  Alert,
  CameraPanel,
  PatientSelect,
  TextField,
  errorMessageKey,
  focusFirstInvalid,
  keyForRequest,
  todayInJapan,
  useCurrentPatient,
  useAccountDraft,
} from '../../ui';
import { useCatalogueEntry } from '../api/get-catalogue-entry';
import { useRecordOtcMedication } from '../api/record-otc-medication';
import { useCodeInAddress } from '../hooks/use-code-in-address';
import { PRODUCT_NAME_MAX_LENGTH, janDraftFrom, type JanDraft } from '../utils/jan-draft';
import { readJanInput } from '../utils/jan-input';
import { recordErrorKey, recordWasDeleted } from '../utils/record-error';

/**
 * /jan-code: a JAN typed or scanned, checked at the field, looked up in the OTC catalogue and
 * recorded as an OTC medicine of the chosen patient from a start date. A code the catalogue
 * does not know is recorded with a typed product name.
 *
 * A reload keeps the page: the code looked up is in the address, so a shared link looks it up
 * too; what was typed beside it, and a record already made, are kept in this tab's draft.
 */
export function JanCodeRecorder() {
  const { t } = useTranslation('projects');
  const { code: janCode, param: codeParam, show: showCode } = useCodeInAddress();
  const [draft, changeDraft] = useAccountDraft<JanDraft>(
    'jan-code',
    // A draft is of the code it was typed beside: another code in the address starts afresh.
    (stored) => {
      const kept = janDraftFrom(stored);
      return kept?.janCode === janCode ? kept : null;
    },
    () => ({
      janCode,
      input: janCode ?? codeParam ?? '',
      name: '',
      startDate: todayInJapan(),
      recorded: null,
      sending: null,
    }),
  );
  const { input, name, startDate } = draft;
  // A link whose code does not pass the field's checks says why at once, as the field would.
  const [fieldError, setFieldError] = useState<string | undefined>(() => {
    if (janCode !== null || !codeParam) return undefined;
    const read = readJanInput(codeParam);
    return read.ok ? undefined : t(`jan.issue.${read.issue}`);
  });
  const [camera, setCamera] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [dateError, setDateError] = useState<string | undefined>();
  const { patientId, patientName } = useCurrentPatient();
  const changePatient = useChangeCurrentPatient();
  const entry = useCatalogueEntry(janCode);
  const record = useRecordOtcMedication();
  // The record went to the patient it was sent for, whoever is shown now: the header can switch
  // the patient while the save is under way or after it. One made before a reload is confirmed
  // again rather than offered a second time.
  const recorded =
    record.data && record.variables
      ? { patientId: record.variables.patientId, product: record.data.name }
      : draft.recorded;
  const recordedName = useSessionStore((s) =>
    recorded ? (s.patients[recorded.patientId]?.name ?? '') : '',
  );

  /** Checks and looks up a code; false when the field shows why it was refused. */
  const lookUp = (value: string): boolean => {
    // A save under way keeps its code and its answer: a new look-up would clear the form and let
    // the same medicine be recorded twice, and the answer of the first save would never show.
    if (record.isPending) return true;
    const read = readJanInput(value);
    record.reset();
    if (!read.ok) {
      setFieldError(t(`jan.issue.${read.issue}`));
      changeDraft((current) => ({ ...current, janCode: null, recorded: null, sending: null }));
      showCode(null);
      return false;
    }
    setFieldError(undefined);
    changeDraft((current) => ({
      ...current,
      janCode: read.janCode,
      input: read.janCode,
      recorded: null,
      sending: null,
    }));
    showCode(read.janCode);
    return true;
  };

  const submitLookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!lookUp(input)) focusFirstInvalid(event);
  };

  const submitRecord = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!patientId || !janCode || entry.data === undefined) return;
    const known = entry.data !== null;
    const typedName = name.trim();
    const missingName = !known && typedName === '';
    const badDate = !/^\d{4}-\d{2}-\d{2}$/.test(startDate);
    const futureDate = !badDate && startDate > todayInJapan();
    setNameError(missingName ? t('jan.nameRequired') : undefined);
    setDateError(
      badDate ? t('jan.startDateRequired') : futureDate ? t('jan.startDateFuture') : undefined,
    );
    if (missingName || badDate || futureDate) {
      focusFirstInvalid(event);
      return;
    }
    const body = { janCode, startDate, ...(known ? {} : { name: typedName }) };
    // The same request as one sent before without an answer (lost, or the page reloaded while it
    // was on its way) goes with the same key, so the medicine is not recorded twice.
    const sending = keyForRequest(draft.sending, JSON.stringify({ patientId, body }));
    changeDraft((current) => ({ ...current, sending }));
    void record.mutateAsync({ patientId, body, idempotencyKey: sending.key }).then(
      // Kept even when the page has gone meanwhile: coming back to it must not offer the same
      // record again.
      (saved) =>
        changeDraft((current) => ({
          ...current,
          recorded: { patientId, product: saved.name },
          sending: null,
        })),
      // The form says why (record.error) and offers to try again, under the same key, unless the
      // record that key made has been deleted since: the deletion stands, and a new press
      // records the medicine anew, under a new key.
      (error: unknown) => {
        if (recordWasDeleted(error)) changeDraft((current) => ({ ...current, sending: null }));
      },
    );
  };

  return (
    <div className="projects-jan">
      <CameraPanel
        open={camera}
        onOpenChange={setCamera}
        openLabel={t('jan.openCamera')}
        closeLabel={t('jan.closeCamera')}
      >
        <CameraScanner
          formats={['EAN13', 'EAN8']}
          label={t('jan.cameraLabel')}
          hint={t('jan.cameraHint')}
          onComplete={([symbol]) => {
            setCamera(false);
            if (symbol) lookUp(symbol.text);
          }}
        />
      </CameraPanel>
      <form onSubmit={submitLookUp} noValidate className="projects-jan__lookup">
        <TextField
          label={t('jan.codeLabel')}
          hint={t('jan.codeHint')}
          error={fieldError}
          inputMode="numeric"
          autoComplete="off"
          value={input}
          readOnly={record.isPending}
          onChange={(event) => {
            const typed = event.target.value;
            changeDraft((current) => ({ ...current, input: typed }));
          }}
        />
        <button type="submit" className="harmo-button" disabled={record.isPending}>
          {t('jan.lookUp')}
        </button>
      </form>

      {janCode && entry.isPending && <FullAreaSpinner />}
      {janCode && entry.error && <Alert>{t(errorMessageKey(entry.error))}</Alert>}
      {janCode && entry.data !== undefined && (
        <section className="harmo-card projects-jan__result" aria-labelledby="jan-result">
          {entry.data ? (
            <>
              <h2 id="jan-result">{entry.data.name}</h2>
              {entry.data.demo && <p className="harmo-badge">{t('jan.demo')}</p>}
              <dl className="harmo-dl">
                <dt>{t('jan.janCode')}</dt>
                <dd>{entry.data.janCode}</dd>
                {entry.data.maker && (
                  <>
                    <dt>{t('jan.maker')}</dt>
                    <dd>{entry.data.maker}</dd>
                  </>
                )}
                <dt>{t('jan.riskClassLabel')}</dt>
                <dd>{t(`jan.riskClass.${entry.data.riskClass}`)}</dd>
                {entry.data.ingredients.length > 0 && (
                  <>
                    <dt>{t('jan.ingredients')}</dt>
                    <dd>{entry.data.ingredients.join(t('notebook.listSeparator'))}</dd>
                  </>
                )}
              </dl>
            </>
          ) : (
            <>
              <h2 id="jan-result">{t('jan.unknownTitle')}</h2>
              <p>{t('jan.unknown', { code: janCode })}</p>
            </>
          )}
          {recorded ? (
            <Alert tone="success">
              {t('jan.recorded', { name: recordedName, product: recorded.product })}{' '}
              <Link to="/e-scan/qr-result">{t('jan.seeRecords')}</Link>
            </Alert>
          ) : (
            <form onSubmit={submitRecord} noValidate>
              {entry.data === null && (
                <TextField
                  label={t('jan.nameLabel')}
                  error={nameError}
                  value={name}
                  maxLength={PRODUCT_NAME_MAX_LENGTH}
                  onChange={(event) => {
                    const typed = event.target.value;
                    changeDraft((current) => ({ ...current, name: typed }));
                  }}
                />
              )}
              <PatientSelect
                label={t('jan.patient')}
                value={patientId}
                onChange={(id) => {
                  // A save under way still answers, for the patient it was sent for.
                  if (!record.isPending) record.reset();
                  changePatient(id);
                }}
              />
              <TextField
                type="date"
                label={t('jan.startDate')}
                error={dateError}
                value={startDate}
                max={todayInJapan()}
                onChange={(event) => {
                  const picked = event.target.value;
                  changeDraft((current) => ({ ...current, startDate: picked }));
                }}
              />
              {record.error && <Alert>{t(recordErrorKey(record.error))}</Alert>}
              <button
                type="submit"
                className="harmo-button harmo-button--primary projects-save__button"
                disabled={record.isPending}
              >
                {t('jan.record', { name: patientName })}
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}
