import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Raw text that is not ours to translate (an exception's message, zod's report of a mismatch),
 * shown under a translated sentence for the developer and labelled as technical detail. It is
 * in English, as those messages are, so that a screen reader reads it as English.
 */
export function TechnicalDetail({ children, testId }: { children: string; testId?: string }) {
  const { t } = useTranslation('oauth');
  const caption = useId();
  return (
    // Named by its caption for every browser and checker, not only those that read figcaption.
    <figure className="harmo-oauth-detail" aria-labelledby={caption}>
      <figcaption id={caption} className="harmo-oauth-hint">
        {t('test.technicalDetail')}
      </figcaption>
      <pre className="harmo-pre" lang="en" data-testid={testId} tabIndex={0}>
        {children}
      </pre>
    </figure>
  );
}
