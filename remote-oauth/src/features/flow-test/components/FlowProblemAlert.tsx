import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui';
import type { FlowProblem } from '../types/flow';
import { TechnicalDetail } from './TechnicalDetail';

/**
 * Why the flow stopped: the translated sentence is the alert a person reads (and hears); the
 * raw detail, when there is one, follows it apart, so that it is not announced with it.
 */
export function FlowProblemAlert({ problem }: { problem: FlowProblem }) {
  const { t } = useTranslation('oauth');
  return (
    <>
      <Alert>{t(`test.${problem.key}`, problem.values)}</Alert>
      {problem.detail && (
        <TechnicalDetail testId="flow-problem-detail">{problem.detail}</TechnicalDetail>
      )}
    </>
  );
}
