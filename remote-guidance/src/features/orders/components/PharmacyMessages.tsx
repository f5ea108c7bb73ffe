import { useTranslation } from 'react-i18next';
import type { PharmacyMessage } from '@harmo/contracts/dispensing-orders';
import { formatDateTime } from '../../ui';

/** The pharmacy's short messages to the patient, oldest first. */
export function PharmacyMessages({ messages }: { messages: PharmacyMessage[] }) {
  const { t, i18n } = useTranslation('guidance');
  if (messages.length === 0) return <p className="guidance-muted">{t('order.noMessages')}</p>;
  return (
    <ul className="guidance-messages">
      {messages.map((message) => (
        <li key={message.id} className="guidance-message">
          <p className="guidance-message__body">{message.body}</p>
          <p className="guidance-message__time">{formatDateTime(message.sentAt, i18n.language)}</p>
        </li>
      ))}
    </ul>
  );
}
