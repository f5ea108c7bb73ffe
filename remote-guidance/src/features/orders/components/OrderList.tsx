import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DispensingOrder } from '@harmo/contracts/dispensing-orders';
import { formatDateTime } from '../../ui';
import { ReceiveSummary } from './ReceiveSummary';
import { StatusChip } from './StatusChip';

/** The patient's orders, newest first, each leading to its status page. */
export function OrderList({ orders }: { orders: DispensingOrder[] }) {
  const { t, i18n } = useTranslation('guidance');
  return (
    <ul className="guidance-orders">
      {orders.map((order) => (
        <li key={order.id}>
          <Link className="guidance-order-card" to={`/guidance/${order.id}`}>
            <span className="guidance-order-card__top">
              <span className="guidance-order-card__name">{order.pharmacy.name}</span>
              <StatusChip status={order.status} />
            </span>
            <span className="guidance-order-card__detail">
              {t('orders.sentAt', { time: formatDateTime(order.createdAt, i18n.language) })}
            </span>
            <span className="guidance-order-card__detail">
              <ReceiveSummary receive={order.receive} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
