import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, changeLanguage, type Language } from '@harmo/shared';

export function LanguageSwitch({ testId = 'language-switch' }: { testId?: string }) {
  const { t, i18n } = useTranslation('host');
  return (
    <label className="harmo-language">
      <span className="harmo-visually-hidden">{t('language.label')}</span>
      <select
        className="harmo-select"
        value={i18n.language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        data-testid={testId}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
