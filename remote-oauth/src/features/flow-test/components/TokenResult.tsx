import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui';
import type { FlowResult } from '../types/flow';
import { maskToken } from '../utils/pkce';
import { TechnicalDetail } from './TechnicalDetail';

const TOKEN_FIELDS = new Set(['access_token', 'refresh_token', 'id_token']);

function masked(response: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response).map(([key, value]) => [
      key,
      TOKEN_FIELDS.has(key) && typeof value === 'string' ? maskToken(value) : value,
    ]),
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The token response (tokens partly masked), the id token's claims and the resource call. */
export function TokenResult({ result }: { result: FlowResult }) {
  const { t } = useTranslation('oauth');
  const { claims, profile } = result;
  const patientId = typeof claims?.patient_id === 'string' ? claims.patient_id : null;
  const patientName = typeof claims?.patient_name === 'string' ? claims.patient_name : '';
  return (
    <section className="harmo-oauth-section" aria-labelledby="oauth-test-result">
      <h2 id="oauth-test-result">{t('test.resultTitle')}</h2>
      <h3>{t('test.tokenResponse')}</h3>
      <pre className="harmo-pre" data-testid="token-response" tabIndex={0}>
        {json(masked(result.tokenResponse))}
      </pre>
      <h3>{t('test.claims')}</h3>
      {patientId && (
        <p data-testid="claims-patient">
          {t('test.patient', { name: patientName, id: patientId })}
        </p>
      )}
      {claims ? (
        <pre className="harmo-pre" data-testid="id-token-claims" tabIndex={0}>
          {json(claims)}
        </pre>
      ) : (
        <p>{t('test.noIdToken')}</p>
      )}
      <h3>{t('test.resourceCall')}</h3>
      {profile && (
        <>
          <p data-testid="resource-status">
            {t('test.resourceStatus', { status: profile.status })}
          </p>
          {profile.mismatch && (
            <>
              <Alert>{t('test.resourceMismatch')}</Alert>
              <TechnicalDetail testId="resource-mismatch">{profile.mismatch}</TechnicalDetail>
            </>
          )}
          <pre className="harmo-pre" data-testid="resource-body" tabIndex={0}>
            {json(profile.body)}
          </pre>
        </>
      )}
    </section>
  );
}
