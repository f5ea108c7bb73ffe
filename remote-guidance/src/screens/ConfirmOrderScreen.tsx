import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSessionStore } from '@harmo/shared';
import { orderBodyOf, useOrderDraft } from '../features/order-draft';
import { ReceiveSummary, useSubmitOrder } from '../features/orders';
import { Alert, GuidancePage, errorMessageKey, LinkButton } from '../features/ui';

/** /guidance/confirm: the draft as it will be sent, and the send button. */
export function ConfirmOrderScreen() {
  const { t } = useTranslation('guidance');
  const navigate = useNavigate();
  const patientId = useSessionStore((state) => state.currentPatientId);
  const { draft, discardSent } = useOrderDraft();
  // The draft goes as soon as the order exists, even if the patient has left this page while it
  // was sent (back to the draft, say): a draft still shown there would look unsent.
  const submit = useSubmitOrder({ onSent: (_order, sent) => discardSent(sent.idempotencyKey) });
  const body = orderBodyOf(draft);

  if (!draft || !body || !patientId) {
    // The order exists and its draft is gone a moment before this page moves to the order.
    if (submit.isPending || submit.isSuccess) {
      return (
        <GuidancePage title={t('titles.confirmOrder')}>
          <p role="status">{t('confirm.sending')}</p>
        </GuidancePage>
      );
    }
    return (
      <GuidancePage title={t('titles.confirmOrder')}>
        <p>{t('confirm.incomplete')}</p>
        <div className="guidance-actions">
          <LinkButton primary to="/guidance/new">
            {t('confirm.backToDraft')}
          </LinkButton>
        </div>
      </GuidancePage>
    );
  }

  const send = () =>
    submit.mutate(
      { patientId, idempotencyKey: draft.idempotencyKey, body },
      // Only while this page is still shown: a patient who has left it stays where they went.
      { onSuccess: (order) => void navigate(`/guidance/${order.id}`, { replace: true }) },
    );

  return (
    <GuidancePage
      title={t('titles.confirmOrder')}
      lead={t('confirm.lead')}
      back={{ to: '/guidance/new', label: t('confirm.edit') }}
    >
      <dl className="harmo-dl guidance-summary">
        <dt>{t('newOrder.pharmacy')}</dt>
        <dd>{draft.pharmacy?.name}</dd>
        <dt>{t('newOrder.prescription')}</dt>
        <dd>
          {draft.prescription && t(`newOrder.attached.${draft.prescription.kind}`)}{' '}
          <Link to="/guidance/confirm-prescription">{t('newOrder.viewPrescription')}</Link>
        </dd>
        <dt>{t('receive.legend')}</dt>
        <dd>
          <ReceiveSummary receive={body.receive} />
        </dd>
        <dt>{t('newOrder.notes')}</dt>
        <dd className="guidance-prewrap">{body.notes ?? t('confirm.noNotes')}</dd>
      </dl>
      {submit.isError && <Alert>{t(errorMessageKey(submit.error))}</Alert>}
      <div className="guidance-actions">
        <button
          type="button"
          className="harmo-button harmo-button--primary"
          disabled={submit.isPending}
          onClick={send}
        >
          {submit.isPending ? t('confirm.sending') : t('confirm.send')}
        </button>
      </div>
    </GuidancePage>
  );
}
