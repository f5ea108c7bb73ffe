import { useTranslation } from 'react-i18next';
import type { ReceiveMethod } from '@harmo/contracts/dispensing-orders';
import { formatDateTime, formatTime } from '../../ui';

/** How the medicine is received, in one line: pick-up time or the guidance slot. */
export function ReceiveSummary({ receive }: { receive: ReceiveMethod }) {
  const { t, i18n } = useTranslation('guidance');
  if (receive.type === 'pickup') {
    return <>{t('receive.pickupAt', { time: formatDateTime(receive.pickupAt, i18n.language) })}</>;
  }
  return (
    <>
      {t('receive.deliveryAfter', {
        start: formatDateTime(receive.guidanceSlot.startsAt, i18n.language),
        end: formatTime(receive.guidanceSlot.endsAt, i18n.language),
      })}
    </>
  );
}
