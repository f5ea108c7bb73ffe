import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FACILITY_ID_PATTERN } from '@harmo/contracts/facilities-constants';
import { ORDER_LIMITS } from '@harmo/contracts/dispensing-orders';
import { draftProblems, useOrderDraft, type DraftProblem } from '../features/order-draft';
import { ReceiveChoice } from '../features/pharmacy-reception';
import { Field, GuidancePage, LinkButton, bringIntoView } from '../features/ui';

/** The facility map hands the chosen pharmacy over in these query parameters. */
const FACILITY_ID_PARAM = 'facilityId';
const FACILITY_NAME_PARAM = 'facilityName';
const FACILITY_NAME_MAX_LENGTH = 200;

/**
 * /guidance/new: the draft order. The pharmacy (from the facility map or find-facility), the
 * prescription (new-prescription), how to receive the medicine, and notes; then confirm.
 */
/**
 * A choice of the order made on another page (the pharmacy, the prescription): the link that
 * goes to make it, and above it the message of a press refused for want of it, which describes
 * the link so that it is read with it when the refusal sends the focus there.
 */
function ChoiceLink({
  to,
  linkRef,
  error,
  children,
}: {
  to: string;
  linkRef: RefObject<HTMLAnchorElement | null>;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <>
      {error && (
        <p id={errorId} className="harmo-field-error">
          {error}
        </p>
      )}
      <LinkButton to={to} ref={linkRef} describedBy={error ? errorId : undefined}>
        {children}
      </LinkButton>
    </>
  );
}

export function NewOrderScreen() {
  const { t } = useTranslation('guidance');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { owner, draft, change } = useOrderDraft();
  const [checked, setChecked] = useState(false);
  // Each refused press (a new object, even for the same problem) sends the focus again.
  const [refusal, setRefusal] = useState<{ first: DraftProblem } | null>(null);
  const pharmacyLink = useRef<HTMLAnchorElement>(null);
  const prescriptionLink = useRef<HTMLAnchorElement>(null);
  const receiveSection = useRef<HTMLElement>(null);
  const notesInput = useRef<HTMLTextAreaElement>(null);

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
    return problem
      ? t(`newOrder.problems.${problem}`, { max: ORDER_LIMITS.notesMaxLength })
      : undefined;
  };

  // Like every form of the app, a refused press lands on the first thing to fix, with its message
  // in view: the field itself, or for a choice not made yet the control that makes it.
  useEffect(() => {
    if (!refusal) return;
    const receive = receiveSection.current;
    const time = timeControlIn(receive);
    const controls: Record<DraftProblem, HTMLElement | null | undefined> = {
      pharmacyMissing: pharmacyLink.current,
      prescriptionMissing: prescriptionLink.current,
      receiveMethodMissing: receive?.querySelector<HTMLElement>('input[name="receive-method"]'),
      pickupTimeMissing: time,
      slotMissing: time,
      notesTooLong: notesInput.current,
    };
    const control = controls[refusal.first];
    if (!control) return;
    const seen = control.closest<HTMLElement>('.guidance-field, .guidance-section') ?? control;
    bringIntoView(seen, { focus: control });
  }, [refusal]);

  const next = () => {
    setChecked(true);
    const [first] = problems;
    if (first) setRefusal({ first });
    else void navigate('/guidance/confirm');
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
        <ChoiceLink
          to="/guidance/find-facility"
          linkRef={pharmacyLink}
          error={errorOf('pharmacyMissing')}
        >
          {draft?.pharmacy ? t('newOrder.changePharmacy') : t('newOrder.choosePharmacy')}
        </ChoiceLink>
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
        <ChoiceLink
          to="/guidance/new-prescription"
          linkRef={prescriptionLink}
          error={errorOf('prescriptionMissing')}
        >
          {draft?.prescription
            ? t('newOrder.replacePrescription')
            : t('newOrder.attachPrescription')}
        </ChoiceLink>
      </section>

      {draft?.pharmacy && (
        <section ref={receiveSection} className="guidance-section">
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
              ref={notesInput}
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

/**
 * The time to choose, marked invalid; while the pharmacy's times are still loading there is none
 * yet, and the chosen receive method stands in for it.
 */
function timeControlIn(receive: HTMLElement | null): HTMLElement | null | undefined {
  return (
    receive?.querySelector<HTMLElement>('select[aria-invalid="true"]') ??
    receive?.querySelector<HTMLElement>('input[name="receive-method"]:checked')
  );
}
