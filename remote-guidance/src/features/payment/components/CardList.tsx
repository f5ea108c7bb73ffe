import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@harmo/contracts/payments';
import { ConfirmAction, type ConfirmActionClassNames } from '@harmo/shared/confirm-action';

export interface CardListProps {
  cards: SavedCard[];
  busy: boolean;
  onMakeDefault: (card: SavedCard) => void;
  /** Removes the card; settles once the removal has gone through or was refused. */
  onRemove: (card: SavedCard) => Promise<void>;
}

/** Removal asks in the card's row of actions, which the question takes the place of. */
const REMOVAL_LOOK: ConfirmActionClassNames = {
  row: 'payment-actions',
  group: 'payment-actions',
  question: 'payment-note',
  button: 'harmo-button harmo-button--small',
};

/** The registered cards: brand and last four digits, expiry, the one charged, removal. */
export function CardList({ cards, busy, onMakeDefault, onRemove }: CardListProps) {
  const { t } = useTranslation('guidance');
  return (
    <ul className="payment-cards">
      {cards.map((card) => {
        const label = t('payment.cards.label', { brand: card.brand, last4: card.last4 });
        return (
          <li
            key={card.id}
            className={`payment-card${card.isDefault ? ' payment-card--default' : ''}`}
            aria-label={label}
          >
            <p className="payment-card__number">
              {card.brand} •••• {card.last4}
              {card.isDefault ? (
                // A badge beside the number: a block of its own spans the card like an empty field.
                <span className="harmo-badge">{t('payment.cards.default')}</span>
              ) : null}
            </p>
            <p className="payment-card__meta">
              {t('payment.cards.expiry', {
                month: String(card.expMonth).padStart(2, '0'),
                year: card.expYear,
              })}{' '}
              {card.holderName}
            </p>
            <ConfirmAction
              classNames={REMOVAL_LOOK}
              label={t('payment.cards.remove')}
              accessibleLabel={t('payment.cards.removeFor', { card: label })}
              question={t('payment.cards.removeQuestion', { card: label })}
              confirmLabel={t('payment.cards.removeConfirm')}
              cancelLabel={t('payment.cards.keep')}
              busyLabel={t('payment.cards.removing')}
              disabled={busy}
              onConfirm={() => onRemove(card)}
            >
              {card.isDefault ? null : (
                <button
                  type="button"
                  className="harmo-button harmo-button--small"
                  disabled={busy}
                  onClick={() => onMakeDefault(card)}
                  aria-label={t('payment.cards.makeDefaultFor', { card: label })}
                >
                  {t('payment.cards.makeDefault')}
                </button>
              )}
            </ConfirmAction>
          </li>
        );
      })}
    </ul>
  );
}
