import type { ReactNode } from 'react';
import { MessageIcon, type MessageIconType } from './icons';
import { useAppDownloadToast } from './app-download-toast';

export interface MessageAction {
  label: string;
  onClick: () => void;
}

export interface MessageScreenProps {
  type?: MessageIconType;
  message: ReactNode;
  /** At most two actions; the first is the primary one. */
  actions?: [MessageAction] | [MessageAction, MessageAction];
}

/** The generic message screen: icon (warning by default), a message, up to two actions. */
export function MessageScreen({ type = 'warning', message, actions }: MessageScreenProps) {
  useAppDownloadToast();
  return (
    <main className="harmo-message-screen" data-testid="message-screen" data-type={type}>
      <MessageIcon type={type} />
      <h1 className="harmo-message-screen__message">{message}</h1>
      {actions && (
        <div className="harmo-message-screen__actions">
          {actions.map((action, index) => (
            <button
              key={action.label}
              type="button"
              className={index === 0 ? 'harmo-button harmo-button--primary' : 'harmo-button'}
              onClick={action.onClick}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </main>
  );
}
