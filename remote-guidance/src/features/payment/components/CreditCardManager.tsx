import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullAreaSpinner, useSessionStore } from '@harmo/shared';
import { CARD_LIMIT } from '@harmo/contracts/payments';
import { bringIntoView } from '../../ui';
import { cardGateway } from '../api/create-card-token';
import { useRemoveCard } from '../api/remove-card';
import { useSetDefaultCard } from '../api/set-default-card';
import { useCards } from '../api/get-cards';
import { useCardRegistration } from '../hooks/use-card-registration';
import { paymentErrorKey } from '../utils/payment-errors';
import { CardForm } from './CardForm';
import { CardList } from './CardList';
import './payment.css';

/**
 * /payment/credit-card: the current patient's cards (brand and last four digits), the one that
 * is charged, removal, and registering a new card through the card issuer's 3-D Secure check.
 */
export function CreditCardManager({ patientId }: { patientId: string }) {
  const { t } = useTranslation('guidance');
  const cards = useCards(patientId);
  const registration = useCardRegistration(patientId);
  const makeDefault = useSetDefaultCard(patientId);
  const remove = useRemoveCard(patientId);
  const email = useSessionStore((state) =>
    state.mainPatientId ? (state.patients[state.mainPatientId]?.email ?? '') : '',
  );
  const [adding, setAdding] = useState(false);
  const registrationAlert = useRef<HTMLParagraphElement>(null);
  const changeAlert = useRef<HTMLParagraphElement>(null);
  const arrivalAlert = useRef<HTMLParagraphElement>(null);
  const arrivalShown = useRef(false);
  const registeredNote = useRef<HTMLParagraphElement>(null);
  const cardsHeading = useRef<HTMLHeadingElement>(null);
  const changeError = makeDefault.error ?? remove.error;
  // What the screen has to say as it opens: the registration lost on the way back from the
  // card issuer's check, or cards that could not be loaded at all. Not a later reload's failure,
  // which happens while the patient is doing something else.
  const arrivalProblem = registration.lostChallenge || (cards.isError && !cards.data);

  // The message is at the top of the screen and the form's button, far below it on a phone, is
  // disabled while the details are sent: show the message and read it out, or nothing seems to
  // happen.
  useEffect(() => {
    if (registration.error && registrationAlert.current) {
      bringIntoView(registrationAlert.current, { block: 'center' });
    }
  }, [registration.error]);

  // The message is at the top, above the cards, away from the button pressed: このカードで支払う
  // is disabled while the change is sent, so focus has fallen to the page, and removal's 削除する
  // keeps focus in a question that stays open. The message is shown and read out.
  useEffect(() => {
    if (changeError && changeAlert.current) bringIntoView(changeAlert.current, { block: 'center' });
  }, [changeError]);

  // Read out once, as the screen first shows it (after the spinner, once the cards have loaded
  // or failed to): the page has just opened and the patient has not yet moved on from it.
  useEffect(() => {
    if (arrivalProblem && !arrivalShown.current && arrivalAlert.current) {
      arrivalShown.current = true;
      bringIntoView(arrivalAlert.current, { block: 'center' });
    }
  }, [arrivalProblem, cards.isPending]);

  // Back from the card issuer, the screen showed only "registering" until the api answered, then
  // the cards with the message: a live region drawn with its text already in it is not read out,
  // and the focus was on the page. The message takes it, once.
  useEffect(() => {
    if (registration.registered && registeredNote.current) {
      bringIntoView(registeredNote.current, { block: 'center' });
    }
  }, [registration.registered]);

  if (!cardGateway()) {
    return (
      <p className="payment-alert payment-alert--error">
        {t('payment.errors.gateway_not_configured')}
      </p>
    );
  }
  if (registration.registering) {
    return (
      <p className="payment-note" role="status">
        {t('payment.registering')}
      </p>
    );
  }
  if (cards.isPending) return <FullAreaSpinner />;

  const list = cards.data?.cards ?? [];
  const showForm = (adding || list.length === 0) && list.length < CARD_LIMIT;

  return (
    <>
      <div aria-live="polite">
        {registration.registered ? (
          <p ref={registeredNote} tabIndex={-1} className="payment-alert payment-alert--success">
            {t('payment.registered', {
              brand: registration.registered.brand,
              last4: registration.registered.last4,
            })}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {registration.error ? (
          <p ref={registrationAlert} tabIndex={-1} className="payment-alert payment-alert--error">
            {registration.unsaved
              ? t('payment.errors.cardNotSaved')
              : t(`payment.errors.${paymentErrorKey(registration.error)}`)}
          </p>
        ) : null}
        {registration.lostChallenge ? (
          <p ref={arrivalAlert} tabIndex={-1} className="payment-alert payment-alert--error">
            {t('payment.errors.lostChallenge')}
          </p>
        ) : null}
        {cards.isError ? (
          <p
            // With a lost registration, that is read first.
            ref={registration.lostChallenge ? undefined : arrivalAlert}
            tabIndex={-1}
            className="payment-alert payment-alert--error"
          >
            {t('payment.errors.loadCards')}
          </p>
        ) : null}
        {changeError ? (
          <p ref={changeAlert} tabIndex={-1} className="payment-alert payment-alert--error">
            {t(`payment.errors.${paymentErrorKey(changeError)}`)}
          </p>
        ) : null}
      </div>
      {registration.retrySave ? (
        <div className="payment-actions payment-retry">
          <button
            type="button"
            className="harmo-button harmo-button--primary"
            onClick={registration.retrySave}
          >
            {t('payment.retrySave')}
          </button>
        </div>
      ) : null}

      <section className="payment-section" aria-labelledby="payment-cards-title">
        <h2 id="payment-cards-title" ref={cardsHeading} tabIndex={-1}>
          {t('payment.cards.title')}
        </h2>
        {list.length === 0 ? (
          <p className="payment-note">{t('payment.cards.empty')}</p>
        ) : (
          <>
            <p className="payment-note">{t('payment.cards.defaultNote')}</p>
            <CardList
              cards={list}
              busy={makeDefault.isPending || remove.isPending}
              // The message of the other change is about a change no longer being made.
              onMakeDefault={(card) => {
                remove.reset();
                makeDefault.mutate(card.id);
              }}
              onRemove={async (card) => {
                makeDefault.reset();
                await remove.mutateAsync(card.id);
                // The card, its buttons and the question went with it: the list's heading takes
                // focus, so the keyboard and a screen reader go on from the cards that are left.
                if (cardsHeading.current) bringIntoView(cardsHeading.current);
              }}
            />
          </>
        )}
        {registration.returnTo && list.length > 0 ? (
          <Link to={registration.returnTo}>{t('payment.backToOrder')}</Link>
        ) : null}
      </section>

      <section className="payment-section" aria-labelledby="payment-new-card-title">
        <h2 id="payment-new-card-title">{t('payment.form.title')}</h2>
        {list.length >= CARD_LIMIT ? (
          <p className="payment-note">{t('payment.cards.limit', { max: CARD_LIMIT })}</p>
        ) : showForm ? (
          <>
            <p className="payment-note">{t('payment.form.threeDSecureNote')}</p>
            <CardForm
              initialEmail={email}
              busy={registration.busy}
              onSubmit={registration.start}
              onEdit={registration.dismissError}
              onCancel={list.length > 0 ? () => setAdding(false) : undefined}
            />
          </>
        ) : (
          <div className="payment-actions">
            <button type="button" className="harmo-button" onClick={() => setAdding(true)}>
              {t('payment.cards.add')}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
