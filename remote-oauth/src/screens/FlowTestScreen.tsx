import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getRuntimeConfig, notify } from '@harmo/shared';
import { SCOPE_DESCRIPTION_KEYS, inScopeOrder, type KnownScope } from '@harmo/contracts/oauth';
import { FlowProblemAlert, TokenResult, useFlowTest } from '../features/flow-test';
import { Alert, Choice, ChoiceGroup, OAuthPage, errorMessageKey } from '../features/ui';
import { testRedirectUri, useClients, useUpdateClient } from '../features/clients';

/**
 * /oauth/test: pick one of your public clients and scopes, run the whole code + PKCE flow in
 * this browser with redirect_uri `<web origin>/oauth/test`, and see what a client receives.
 */
export function FlowTestScreen() {
  const { t } = useTranslation('oauth');
  const [params] = useSearchParams();
  const clients = useClients();
  const update = useUpdateClient();
  const { state, start, reset } = useFlowTest();
  const redirectUri = testRedirectUri(getRuntimeConfig().webOrigin);
  const [chosenClient, setChosenClient] = useState<string | null>(params.get('client'));
  const [chosenScopes, setChosenScopes] = useState<KnownScope[] | null>(null);
  const [scopeError, setScopeError] = useState(false);

  const publicClients = (clients.data ?? []).filter((client) => client.type === 'public');
  const client = publicClients.find((c) => c.clientId === chosenClient) ?? publicClients[0] ?? null;
  const scopes = (chosenScopes ?? client?.allowedScopes ?? []).filter((scope) =>
    client?.allowedScopes.includes(scope),
  );
  const missingRedirect = client !== null && !client.redirectUris.includes(redirectUri);

  const toggle = (scope: KnownScope) =>
    setChosenScopes(
      scopes.includes(scope) ? scopes.filter((s) => s !== scope) : [...scopes, scope],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!client || missingRedirect) return;
    if (scopes.length === 0) {
      setScopeError(true);
      return;
    }
    setScopeError(false);
    void start(client.clientId, inScopeOrder(scopes), redirectUri);
  };

  const addRedirect = () => {
    if (!client) return;
    update.mutate(
      {
        clientId: client.clientId,
        changes: { redirectUris: [...client.redirectUris, redirectUri] },
      },
      { onSuccess: () => notify.success(t('test.redirectAdded')) },
    );
  };

  return (
    <OAuthPage title={t('titles.test')} lead={t('test.lead')}>
      {state.status === 'exchanging' && <p role="status">{t('test.exchanging')}</p>}
      {state.status === 'failed' && <FlowProblemAlert problem={state.problem} />}
      {state.status === 'done' && (
        <>
          <TokenResult result={state.result} />
          <button type="button" className="harmo-button" onClick={reset}>
            {t('test.again')}
          </button>
        </>
      )}
      {state.status !== 'done' && state.status !== 'exchanging' && (
        <section className="harmo-oauth-section" aria-label={t('titles.test')}>
          {clients.isPending ? (
            <p role="status">{t('common.loading')}</p>
          ) : clients.isError ? (
            <Alert>{t(errorMessageKey(clients.error))}</Alert>
          ) : !client ? (
            <>
              <p>{t('test.noPublicClients')}</p>
              <Link className="harmo-button harmo-button--primary" to="/oauth/clients">
                {t('test.createClient')}
              </Link>
            </>
          ) : (
            <form className="harmo-oauth-form" onSubmit={submit} noValidate>
              <div className="harmo-oauth-field">
                <label htmlFor="oauth-test-client">{t('test.client')}</label>
                <select
                  id="oauth-test-client"
                  className="harmo-select"
                  value={client.clientId}
                  onChange={(event) => {
                    setChosenClient(event.target.value);
                    setChosenScopes(null);
                  }}
                >
                  {publicClients.map((c) => (
                    <option key={c.clientId} value={c.clientId}>
                      {t('test.clientOption', { name: c.name, clientId: c.clientId })}
                    </option>
                  ))}
                </select>
              </div>
              <ChoiceGroup
                legend={t('test.scopes')}
                error={scopeError ? t('test.selectScopes') : undefined}
              >
                {client.allowedScopes.map((scope) => (
                  <Choice
                    key={scope}
                    type="checkbox"
                    name="test-scopes"
                    value={scope}
                    checked={scopes.includes(scope)}
                    onChange={() => toggle(scope)}
                    label={
                      <>
                        {t(`scopes.${SCOPE_DESCRIPTION_KEYS[scope]}.title`)}{' '}
                        <code className="harmo-oauth-code">{scope}</code>
                      </>
                    }
                  />
                ))}
              </ChoiceGroup>
              <p className="harmo-oauth-hint">{t('test.redirectUri', { uri: redirectUri })}</p>
              {missingRedirect && (
                <div className="harmo-oauth-notice">
                  <p>{t('test.missingRedirect', { uri: redirectUri })}</p>
                  {update.isError ? <Alert>{t(errorMessageKey(update.error))}</Alert> : null}
                  <button
                    type="button"
                    className="harmo-button"
                    onClick={addRedirect}
                    disabled={update.isPending}
                  >
                    {t(update.isPending ? 'test.addingRedirect' : 'test.addRedirect')}
                  </button>
                </div>
              )}
              <div className="harmo-oauth-actions">
                <button
                  type="submit"
                  className="harmo-button harmo-button--primary"
                  disabled={missingRedirect || state.status === 'starting'}
                >
                  {t(state.status === 'starting' ? 'test.starting' : 'test.start')}
                </button>
              </div>
            </form>
          )}
        </section>
      )}
    </OAuthPage>
  );
}
