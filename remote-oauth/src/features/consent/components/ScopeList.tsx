import { useTranslation } from 'react-i18next';
import type { Interaction } from '../api/get-interaction';

/** The requested scopes in plain words: what the client will be able to read. */
export function ScopeList({ scopes }: { scopes: Interaction['scopes'] }) {
  const { t } = useTranslation('oauth');
  return (
    <ul className="harmo-oauth-scopes">
      {scopes.map(({ scope, descriptionKey }) => (
        <li key={scope}>
          <strong>{t(`scopes.${descriptionKey}.title`, { defaultValue: scope })}</strong>
          <span className="harmo-oauth-choice__detail">
            {t(`scopes.${descriptionKey}.description`, { defaultValue: '' })}
          </span>
        </li>
      ))}
    </ul>
  );
}
