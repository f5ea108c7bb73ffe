import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui';

/** A confidential client's secret, shown this once with a copy button; focus moves to it. */
export function SecretNotice({
  clientName,
  secret,
  onDone,
}: {
  clientName: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('oauth');
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <section
      ref={region}
      className="harmo-oauth-secret"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="client-secret"
    >
      <h3 id={titleId}>{t('clients.secretTitle', { name: clientName })}</h3>
      <p>{t('clients.secretOnce')}</p>
      <p className="harmo-oauth-copy">
        <code className="harmo-oauth-code" data-testid="client-secret-value">
          {secret}
        </code>
        <CopyButton value={secret} label={t('clients.copySecret', { name: clientName })} />
      </p>
      <button type="button" className="harmo-button" onClick={onDone}>
        {t('clients.secretDone')}
      </button>
    </section>
  );
}
