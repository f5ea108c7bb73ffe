import { useTranslation } from 'react-i18next';
import type { DispensingOrderStatus } from '@harmo/contracts/dispensing-orders';
import { statusTone } from '../utils/order-status';

/** The order's status as a word in a coloured chip; the word carries the meaning, not the colour. */
export function StatusChip({ status }: { status: DispensingOrderStatus }) {
  const { t } = useTranslation('guidance');
  return (
    <span className={`guidance-chip guidance-chip--${statusTone(status)}`}>
      {t(`status.${status}`)}
    </span>
  );
}
