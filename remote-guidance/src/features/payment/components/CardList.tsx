import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@harmo/contracts/payments';

export interface CardListProps {
  cards: SavedCard[];
  busy: boolean;
  onMakeDefault: (card: SavedCard) => void;
  onRemove: (card: SavedCard) => void;
}

/** The registered cards: brand and last four digits, expiry, the one charged, removal. */
export function CardList({ cards, busy, onMakeDefault, onRemove }: CardListProps) {
  const { t } = useTranslation('guidance');
  const [confirming, setConfirming] = useState<string | null>(null);
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
            </p>
            <p className="payment-card__meta">
              {t('payment.cards.expiry', {
                month: String(card.expMonth).padStart(2, '0'),
                year: card.expYear,
              })}{' '}
              {card.holderName}
            </p>
            {card.isDefault ? <p className="harmo-badge">{t('payment.cards.default')}</p> : null}
            {confirming === card.id ? (
              <div className="payment-actions" role="group" aria-label={label}>
                <p className="payment-note">{t('payment.cards.removeQuestion', { card: label })}</p>
                <button
                  type="button"
                  className="harmo-button harmo-button--small"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(null);
                    onRemove(card);
                  }}
                >
                  {t('payment.cards.removeConfirm')}
                </button>
                <button
                  type="button"
                  className="harmo-button harmo-button--small"
                  onClick={() => setConfirming(null)}
                >
                  {t('payment.cards.keep')}
                </button>
              </div>
            ) : (
              <div className="payment-actions">
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
                <button
                  type="button"
                  className="harmo-button harmo-button--small"
                  disabled={busy}
                  onClick={() => setConfirming(card.id)}
                  aria-label={t('payment.cards.removeFor', { card: label })}
                >
                  {t('payment.cards.remove')}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
