import { useTranslation } from 'react-i18next';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { formatDateTime } from '../../ui';
import { timelineOf } from '../utils/order-status';

/** Every status the order had and the steps still ahead, as an ordered list. */
export function OrderTimeline({ order }: { order: Pick<DispensingOrder, 'status' | 'history'> }) {
  const { t, i18n } = useTranslation('guidance');
  return (
    <ol className="guidance-timeline" aria-label={t('order.timeline')}>
      {timelineOf(order).map((step, index) => (
        <li
          key={`${step.status}-${index}`}
          className={`guidance-timeline__step guidance-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="guidance-timeline__label">
            {t(`status.${step.status}`)}
            {step.state === 'upcoming' && (
              <span className="harmo-visually-hidden">{t('order.upcoming')}</span>
            )}
          </span>
          {step.at && (
            <span className="guidance-timeline__time">
              {formatDateTime(step.at, i18n.language)}
            </span>
          )}
          {step.status === 'cancelled' && step.by && (
            <span className="guidance-timeline__note">{t(`order.cancelledBy.${step.by}`)}</span>
          )}
          {step.reason && (
            <span className="guidance-timeline__note">
              {t('order.reason', { reason: step.reason })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
