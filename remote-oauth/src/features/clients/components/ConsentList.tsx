import { useTranslation } from 'react-i18next';
import { notify, useSessionStore } from '@harmo/shared';
import { Alert, errorMessageKey } from '../../ui';
import { SCOPE_DESCRIPTION_KEYS } from '@harmo/contracts/oauth';
import { useConsents } from '../api/get-consents';
import { useRevokeConsent } from '../api/revoke-consent';

/**
 * The connections allowed (one per client and patient): those the user allowed, and those someone
 * acting for the user allowed for the user's own data, named with who allowed them. Each may be
 * withdrawn by either.
 */
export function ConsentList() {
  const { t } = useTranslation('oauth');
  const ownAccountId = useSessionStore((state) => state.mainPatientId);
  const consents = useConsents();
  const revoke = useRevokeConsent();
  if (consents.isPending) return <p role="status">{t('common.loading')}</p>;
  if (consents.isError) return <Alert>{t(errorMessageKey(consents.error))}</Alert>;
  if (consents.data.length === 0) return <p>{t('clients.consentsEmpty')}</p>;
  return (
    <ul className="harmo-oauth-list">
      {consents.data.map((consent) => (
        <li key={consent.grantId} className="harmo-card">
          <p>
            {t('clients.consentFor', { client: consent.clientName, patient: consent.patientName })}
          </p>
          {consent.grantedBy.accountId !== ownAccountId && (
            <p className="harmo-oauth-hint">
              {t('clients.consentGivenBy', { name: consent.grantedBy.name })}
            </p>
          )}
          <p className="harmo-oauth-hint">
            {t('clients.consentScopes', {
              scopes: consent.scopes.map((scope) =>
                t(`scopes.${SCOPE_DESCRIPTION_KEYS[scope]}.title`),
              ),
            })}
          </p>
          <button
            type="button"
            className="harmo-button harmo-button--small"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(consent.grantId, {
                onSuccess: () => notify.success(t('clients.revoked')),
              })
            }
          >
            {t('clients.revoke')}
          </button>
        </li>
      ))}
    </ul>
  );
}
