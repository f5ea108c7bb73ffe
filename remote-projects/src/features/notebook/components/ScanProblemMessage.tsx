import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui';
import type { ScanProblem } from '../utils/scan-problem';

/** Why a scan cannot be shown, and what to do about it. */
export function ScanProblemMessage({ problem }: { problem: ScanProblem }) {
  const { t } = useTranslation('projects');
  if (problem.kind === 'missingParts') {
    return (
      <Alert>
        {t('notebook.problem.missingParts', {
          total: problem.total,
          count: problem.missing.length,
          parts: problem.missing.map(String),
        })}
      </Alert>
    );
  }
  return <Alert>{t(`notebook.problem.${problem.kind}`)}</Alert>;
}
