import { useTranslation } from 'react-i18next';
import type { DocumentName } from '../../ui';
import { DOCUMENT_VERSIONS, legalDocument } from '../types/legal-document';

/**
 * The terms of use or the privacy policy in the reader's language, with its version; while the
 * text is still the template, a notice says so at the top.
 */
export function DocumentView({ name }: { name: DocumentName }) {
  const { t, i18n } = useTranslation('auth');
  const document = legalDocument(name, i18n.language);
  return (
    <article className="harmo-document" lang={i18n.language.startsWith('en') ? 'en' : 'ja'}>
      {document.template && (
        <p className="harmo-notice" role="note">
          {t('documents.templateNotice')}
        </p>
      )}
      <p className="harmo-document__version">
        {t('documents.version', {
          version: DOCUMENT_VERSIONS[name],
          date: document.effectiveDate,
        })}
      </p>
      <p>{document.preamble}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="harmo-document__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
