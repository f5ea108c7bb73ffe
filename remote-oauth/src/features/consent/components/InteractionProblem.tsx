import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, MessageScreen } from '@harmo/shared';
import { errorMessageKey } from '../../ui';

/** Why an authorization request cannot be shown or completed, in the user's words. */
export function problemMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'interaction_not_found') return 'authorize.expired';
    if (error.code === 'interaction_already_decided') return 'authorize.alreadyDecided';
    if (error.code === 'interaction_decided_otherwise') return 'authorize.decidedOtherwise';
    if (error.code === 'patient_not_allowed') return 'complete.patientNotAllowed';
  }
  return errorMessageKey(error);
}

export function InteractionProblem({
  error,
  messageKey,
}: {
  error?: unknown;
  messageKey?: string;
}) {
  const { t } = useTranslation('oauth');
  const navigate = useNavigate();
  return (
    <MessageScreen
      type="error"
      message={t(messageKey ?? problemMessageKey(error))}
      actions={[{ label: t('common.toClients'), onClick: () => void navigate('/oauth/clients') }]}
    />
  );
}
