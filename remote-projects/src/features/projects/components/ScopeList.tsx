import { useTranslation } from 'react-i18next';
import type { PatientScope } from '@harmo/contracts/oauth';

/** The key of a scope's plain description (`patient.medications` → `projects.scopes.medications`). */
export function scopeKey(scope: PatientScope): string {
  return `projects.scopes.${scope.replace('patient.', '')}`;
}

/** What a project may see, in plain words, one line per scope. */
export function ScopeList({ scopes }: { scopes: readonly PatientScope[] }) {
  const { t } = useTranslation('projects');
  return (
    <ul className="projects-scopes">
      {scopes.map((scope) => (
        <li key={scope}>{t(scopeKey(scope))}</li>
      ))}
    </ul>
  );
}
