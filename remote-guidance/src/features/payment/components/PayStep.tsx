import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@harmo/shared';
import type { OrderPayment } from '@harmo/contracts/dispensing-orders';
import { isOpenOrder, useOrderStatus } from '../../orders';
import { bringIntoView } from '../../ui';
import { useChargeOrder } from '../api/charge-order';
import { useOrderCharge } from '../api/get-order-charge';
import { useCards } from '../api/get-cards';
import { paymentErrorKey } from '../utils/payment-errors';
import './payment.css';

export interface PayStepProps {
  patientId: string;
  dispensingOrderId: string;
  /** The order's payment state, as the order answer holds it. */
  payment: OrderPayment;
  /** Called once the order is paid or its amount changed, so the order page reloads it. */
  onOrderChanged?: () => void;
}

const yen = (amount: number, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-JP' : 'ja-JP', {
    style: 'currency',
    currency: 'JPY',
  }).format(amount);

/** A new key per confirmation: a resent confirmation (double tap, lost answer) reuses it. */
const newKey = () => crypto.randomUUID();

/**
 * The pay step of a delivery order's page: once the pharmacy has set the amount, the patient
 * sees it with the card that will be charged and confirms; the api charges that card once.
 * A refused card is explained and the order stays payable; a paid order shows its payment.
 * Renders nothing for an order that needs no payment, nor for one rejected or cancelled unpaid.
 */
export function PayStep({ patientId, dispensingOrderId, payment, onOrderChanged }: PayStepProps) {
  const { t, i18n } = useTranslation('guidance');
  const awaiting = payment.status === 'awaiting_payment' && payment.amountJpy !== null;
  // The order page follows the order; its status is read from there. Closed, the order keeps
  // the payment status it had, but nothing is to be paid.
  const orderStatus = useOrderStatus(dispensingOrderId).data;
  const open = orderStatus !== undefined && isOpenOrder(orderStatus);
  const cards = useCards(patientId);
  const charge = useChargeOrder(patientId, dispensingOrderId);
  // Asked while payment is awaited too: a confirmation whose answer was lost may have been
  // charged, which the api finds out on this read, and then the order shows paid.
  const paid = useOrderCharge(
    patientId,
    dispensingOrderId,
    payment.status === 'paid' || payment.status === 'awaiting_payment',
  );
  const key = useRef(newKey());
  const refusal = useRef<HTMLParagraphElement>(null);
  const paidNote = useRef<HTMLParagraphElement>(null);

  // The confirm button is disabled while the card is charged, so focus has fallen to the page:
  // the refusal takes focus and comes into view, clear of the bars at the bottom, or nothing
  // seems to happen.
  useEffect(() => {
    if (charge.error && refusal.current) bringIntoView(refusal.current, { block: 'center' });
  }, [charge.error]);

  // The confirm button is gone with the charge made, and the message of the payment replaced the
  // section with its text already in it, which is not read out: it takes the focus. Not for an
  // order that was paid before the page opened.
  useEffect(() => {
    if (charge.data && paidNote.current) bringIntoView(paidNote.current, { block: 'center' });
  }, [charge.data]);

  if (payment.status === 'awaiting_amount') {
    if (!open) return null;
    return (
      <section className="guidance-section payment-section" aria-labelledby="pay-step-title">
        <h2 id="pay-step-title">{t('payment.pay.title')}</h2>
        <p className="payment-note">{t('payment.pay.awaitingAmount')}</p>
      </section>
    );
  }

  const done = charge.data ?? paid.data;
  if (done) {
    return (
      <section className="guidance-section payment-section" aria-labelledby="pay-step-title">
        <h2 id="pay-step-title">{t('payment.pay.title')}</h2>
        <p
          ref={paidNote}
          tabIndex={-1}
          className="payment-alert payment-alert--success"
          role="status"
        >
          {t('payment.pay.paid', {
            amount: yen(done.amountJpy, i18n.language),
            brand: done.brand,
            last4: done.last4,
          })}
        </p>
      </section>
    );
  }
  if (payment.status === 'paid') {
    return (
      <section className="guidance-section payment-section" aria-labelledby="pay-step-title">
        <h2 id="pay-step-title">{t('payment.pay.title')}</h2>
        <p className="payment-alert payment-alert--success">{t('payment.pay.paidShort')}</p>
      </section>
    );
  }
  if (!open || !awaiting || payment.amountJpy === null) return null;

  const amount = payment.amountJpy;
  const card = cards.data?.cards.find((c) => c.isDefault) ?? null;
  const errorKey = charge.error ? paymentErrorKey(charge.error) : null;
  const returnTo = `/guidance/${encodeURIComponent(dispensingOrderId)}`;

  const confirm = () => {
    charge.mutate(
      { amountJpy: amount, idempotencyKey: key.current },
      {
        onSuccess: () => onOrderChanged?.(),
        onError: (error) => {
          // A refusal is an answer: the next confirmation is a new attempt. A lost answer is
          // not: it is sent again with the same key and cannot charge twice.
          if (error instanceof ApiError && error.status > 0) key.current = newKey();
          if (error instanceof ApiError && error.code === 'amount_changed') onOrderChanged?.();
        },
      },
    );
  };

  return (
    <section className="guidance-section payment-section" aria-labelledby="pay-step-title">
      <h2 id="pay-step-title">{t('payment.pay.title')}</h2>
      <p className="payment-note">{t('payment.pay.lead')}</p>
      <p className="payment-amount">{yen(amount, i18n.language)}</p>
      {cards.isPending ? null : card ? (
        <p>
          {t('payment.pay.card', { brand: card.brand, last4: card.last4 })}{' '}
          <Link to={`/payment/credit-card?returnTo=${encodeURIComponent(returnTo)}`}>
            {t('payment.pay.changeCard')}
          </Link>
        </p>
      ) : (
        <p>
          {t('payment.pay.noCard')}{' '}
          <Link to={`/payment/credit-card?returnTo=${encodeURIComponent(returnTo)}`}>
            {t('payment.pay.registerCard')}
          </Link>
        </p>
      )}
      <div role="alert">
        {errorKey ? (
          <p ref={refusal} tabIndex={-1} className="payment-alert payment-alert--error">
            {t(`payment.errors.${errorKey}`)}
          </p>
        ) : null}
      </div>
      <div className="payment-actions">
        <button
          type="button"
          className="harmo-button harmo-button--primary"
          disabled={!card || charge.isPending}
          onClick={confirm}
        >
          {charge.isPending
            ? t('payment.pay.paying')
            : t('payment.pay.confirm', { amount: yen(amount, i18n.language) })}
        </button>
      </div>
    </section>
  );
}
