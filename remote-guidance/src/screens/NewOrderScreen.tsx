import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FACILITY_ID_PATTERN } from '@harmo/contracts/facilities-constants';
import { ORDER_LIMITS } from '@harmo/contracts/dispensing-orders';
import { draftProblems, useOrderDraft, type DraftProblem } from '../features/order-draft';
import { ReceiveChoice } from '../features/pharmacy-reception';
import { Field, GuidancePage, LinkButton } from '../features/ui';

/** The facility map hands the chosen pharmacy over in these query parameters. */
const FACILITY_ID_PARAM = 'facilityId';
const FACILITY_NAME_PARAM = 'facilityName';
const FACILITY_NAME_MAX_LENGTH = 200;

/**
 * /guidance/new: the draft order. The pharmacy (from the facility map or find-facility), the
 * prescription (new-prescription), how to receive the medicine, and notes; then confirm.
 */
export function NewOrderScreen() {
  const { t } = useTranslation('guidance');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { owner, draft, change } = useOrderDraft();
  const [checked, setChecked] = useState(false);

  // A pharmacy handed over by the facility map goes into the draft; the address is then
  // cleaned, so that a reload or the back button does not choose it again over a later choice.
  const handedId = params.get(FACILITY_ID_PARAM);
  const handedName = params.get(FACILITY_NAME_PARAM);
  useEffect(() => {
    if (!owner || handedId === null) return;
    const name = handedName?.trim() ?? '';
    if (
      FACILITY_ID_PATTERN.test(handedId) &&
      name !== '' &&
      name.length <= FACILITY_NAME_MAX_LENGTH
    ) {
      change({ pharmacy: { id: handedId, name } });
    }
    void navigate('/guidance/new', { replace: true });
  }, [owner, handedId, handedName, change, navigate]);

  const problems = draftProblems(draft);
  const errorOf = (...which: DraftProblem[]) => {
    const problem = checked ? problems.find((p) => which.includes(p)) : undefined;
    return problem ? t(`newOrder.problems.${problem}`) : undefined;
  };

  const next = () => {
    setChecked(true);
    if (problems.length === 0) void navigate('/guidance/confirm');
  };

  return (
    <GuidancePage
      title={t('titles.newOrder')}
      lead={t('newOrder.lead')}
      back={{ to: '/guidance', label: t('common.backToOrders') }}
    >
      <section className="guidance-section" aria-labelledby="guidance-pharmacy-title">
        <h2 id="guidance-pharmacy-title">{t('newOrder.pharmacy')}</h2>
        {draft?.pharmacy ? (
          <p className="guidance-chosen">{draft.pharmacy.name}</p>
        ) : (
          <p className="guidance-muted">{t('newOrder.noPharmacy')}</p>
        )}
        {errorOf('pharmacyMissing') && (
          <p className="harmo-field-error">{errorOf('pharmacyMissing')}</p>
        )}
        <LinkButton to="/guidance/find-facility">
          {draft?.pharmacy ? t('newOrder.changePharmacy') : t('newOrder.choosePharmacy')}
        </LinkButton>
      </section>

      <section className="guidance-section" aria-labelledby="guidance-prescription-title">
        <h2 id="guidance-prescription-title">{t('newOrder.prescription')}</h2>
        {draft?.prescription ? (
          <p className="guidance-chosen">
            {t(`newOrder.attached.${draft.prescription.kind}`)}{' '}
            <Link to="/guidance/confirm-prescription">{t('newOrder.viewPrescription')}</Link>
          </p>
        ) : (
          <p className="guidance-muted">{t('newOrder.noPrescription')}</p>
        )}
        {errorOf('prescriptionMissing') && (
          <p className="harmo-field-error">{errorOf('prescriptionMissing')}</p>
        )}
        <LinkButton to="/guidance/new-prescription">
          {draft?.prescription
            ? t('newOrder.replacePrescription')
            : t('newOrder.attachPrescription')}
        </LinkButton>
      </section>

      {draft?.pharmacy && (
        <section className="guidance-section">
          <ReceiveChoice
            facilityId={draft.pharmacy.id}
            value={{
              receiveMethod: draft.receiveMethod,
              pickupAt: draft.pickupAt,
              guidanceSlot: draft.guidanceSlot,
            }}
            errors={{
              method: errorOf('receiveMethodMissing'),
              time: errorOf('pickupTimeMissing', 'slotMissing'),
            }}
            onChange={change}
          />
        </section>
      )}

      <section className="guidance-section">
        <Field
          label={t('newOrder.notes')}
          hint={t('newOrder.notesHint', { max: ORDER_LIMITS.notesMaxLength })}
          error={errorOf('notesTooLong')}
        >
          {(control) => (
            <textarea
              {...control}
              className="harmo-input"
              rows={4}
              value={draft?.notes ?? ''}
              onChange={(event) => change({ notes: event.target.value })}
            />
          )}
        </Field>
      </section>

      {checked && problems.length > 0 && (
        <p className="harmo-field-error" role="alert">
          {t('newOrder.incomplete')}
        </p>
      )}
      <div className="guidance-actions">
        <button type="button" className="harmo-button harmo-button--primary" onClick={next}>
          {t('newOrder.next')}
        </button>
      </div>
    </GuidancePage>
  );
}
