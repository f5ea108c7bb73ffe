import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '@harmo/shared';
import { Alert, CopyButton, errorMessageKey } from '../../ui';
import { useDeleteClient } from '../api/delete-client';
import type { OAuthClient } from '../api/get-clients';
import { useRotateClientSecret } from '../api/rotate-client-secret';
import { useUpdateClient } from '../api/update-client';
import { ClientForm } from './ClientForm';
import { Confirmation } from './Confirmation';
import { SecretNotice } from './SecretNotice';

type Mode = 'view' | 'edit' | 'confirm-delete' | 'confirm-rotate';

/** One client: its id, redirect URIs and scopes; edit, rotate its secret, test, delete. */
export function ClientCard({ client, testUri }: { client: OAuthClient; testUri: string }) {
  const { t } = useTranslation('oauth');
  const titleId = useId();
  const update = useUpdateClient();
  const rotate = useRotateClientSecret();
  const remove = useDeleteClient();
  const [mode, setMode] = useState<Mode>('view');
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const rotateSecret = () =>
    rotate.mutate(client.clientId, {
      onSuccess: ({ clientSecret }) => {
        setSecret(clientSecret);
        setMode('view');
      },
      onError: (error) => {
        setFailure(error);
        setMode('view');
      },
    });

  const deleteClient = () =>
    remove.mutate(client.clientId, {
      onSuccess: () => notify.success(t('clients.deleted', { name: client.name })),
      onError: (error) => {
        setFailure(error);
        setMode('view');
      },
    });

  return (
    <li className="harmo-card" aria-labelledby={titleId} data-testid="oauth-client">
      <h3 id={titleId}>{client.name}</h3>
      {failure ? <Alert>{t(errorMessageKey(failure))}</Alert> : null}
      {secret && (
        <SecretNotice clientName={client.name} secret={secret} onDone={() => setSecret(null)} />
      )}
      {mode === 'edit' ? (
        <ClientForm
          mode="edit"
          initialValues={{
            name: client.name,
            type: client.type,
            redirectUris: client.redirectUris.join('\n'),
            allowedScopes: client.allowedScopes,
          }}
          testUri={testUri}
          busy={update.isPending}
          submitError={update.error}
          onSubmit={({ name, redirectUris, allowedScopes }) =>
            update.mutate(
              { clientId: client.clientId, changes: { name, redirectUris, allowedScopes } },
              {
                onSuccess: () => {
                  notify.success(t('clients.saved'));
                  setMode('view');
                },
              },
            )
          }
          onCancel={() => setMode('view')}
        />
      ) : (
        <>
          <dl className="harmo-dl">
            <dt>{t('clients.clientId')}</dt>
            <dd className="harmo-oauth-copy">
              <code className="harmo-oauth-code" data-testid="client-id">
                {client.clientId}
              </code>
              <CopyButton
                value={client.clientId}
                label={t('clients.copyClientId', { name: client.name })}
              />
            </dd>
            <dt>{t('clients.clientType')}</dt>
            <dd>
              {t(client.type === 'public' ? 'clients.typePublic' : 'clients.typeConfidential')}
            </dd>
            <dt>{t('clients.redirectUris')}</dt>
            <dd>
              <ul className="harmo-oauth-list">
                {client.redirectUris.map((uri) => (
                  <li key={uri}>
                    <code className="harmo-oauth-code">{uri}</code>
                  </li>
                ))}
              </ul>
            </dd>
            <dt>{t('clients.allowedScopes')}</dt>
            <dd>{client.allowedScopes.join(' ')}</dd>
          </dl>
          <div className="harmo-row">
            <button type="button" className="harmo-button" onClick={() => setMode('edit')}>
              {t('clients.edit')}
            </button>
            {client.type === 'confidential' && (
              <button
                type="button"
                className="harmo-button"
                onClick={() => setMode('confirm-rotate')}
              >
                {t('clients.rotate')}
              </button>
            )}
            {client.type === 'public' && (
              <Link
                className="harmo-button"
                to={`/oauth/test?client=${encodeURIComponent(client.clientId)}`}
              >
                {t('clients.test')}
              </Link>
            )}
            <button
              type="button"
              className="harmo-button harmo-button--danger"
              onClick={() => setMode('confirm-delete')}
            >
              {t('clients.delete')}
            </button>
          </div>
          {mode === 'confirm-rotate' && (
            <Confirmation
              message={t('clients.rotateConfirm')}
              confirmLabel={t('clients.rotateYes')}
              busy={rotate.isPending}
              onConfirm={rotateSecret}
              onCancel={() => setMode('view')}
            />
          )}
          {mode === 'confirm-delete' && (
            <Confirmation
              message={t('clients.deleteConfirm', { name: client.name })}
              confirmLabel={t('clients.deleteYes')}
              busy={remove.isPending}
              onConfirm={deleteClient}
              onCancel={() => setMode('view')}
            />
          )}
        </>
      )}
    </li>
  );
}
