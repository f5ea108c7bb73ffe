import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DOCUMENT_PATHS } from '../types/documents';

/**
 * Agreement to the terms of use and the privacy policy: both documents one tap away (in a new
 * tab, so the form keeps what was typed), then the box the person ticks themselves.
 */
export function AgreementField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const errorId = `${useId()}-error`;
  return (
    <div className="harmo-agreement">
      <p className="harmo-field__hint">{t('agreement.readFirst')}</p>
      <ul className="harmo-agreement__documents">
        <li>
          <Link to={DOCUMENT_PATHS.terms} target="_blank" rel="noopener">
            {t('documents.terms.title')}
            <span className="harmo-visually-hidden">{t('common.newTab')}</span>
          </Link>
        </li>
        <li>
          <Link to={DOCUMENT_PATHS.privacy} target="_blank" rel="noopener">
            {t('documents.privacy.title')}
            <span className="harmo-visually-hidden">{t('common.newTab')}</span>
          </Link>
        </li>
      </ul>
      <label className="harmo-checkbox">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        {t('agreement.label')}
      </label>
      {error && (
        <p id={errorId} className="harmo-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
