import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig, notify } from '@harmo/shared';
import {
  ClientCard,
  ClientForm,
  ConsentList,
  SecretNotice,
  testRedirectUri,
  useClients,
  useCreateClient,
  type ClientFormValues,
} from '../features/clients';
import { Alert, OAuthPage, errorMessageKey } from '../features/ui';

const EMPTY_FORM: ClientFormValues = {
  name: '',
  type: 'public',
  redirectUris: '',
  allowedScopes: ['openid', 'patient.profile'],
};

/** /oauth/clients: the signed-in user's developer console. */
export function ClientsScreen() {
  const { t } = useTranslation('oauth');
  const clients = useClients();
  const create = useCreateClient();
  const [formKey, setFormKey] = useState(0);
  const [createdSecret, setCreatedSecret] = useState<{ name: string; secret: string } | null>(null);
  const testUri = testRedirectUri(getRuntimeConfig().webOrigin);

  return (
    <OAuthPage title={t('titles.clients')} lead={t('clients.lead')}>
      <section className="harmo-oauth-section" aria-labelledby="oauth-create-client">
        <h2 id="oauth-create-client">{t('clients.createTitle')}</h2>
        {createdSecret && (
          <SecretNotice
            clientName={createdSecret.name}
            secret={createdSecret.secret}
            onDone={() => setCreatedSecret(null)}
          />
        )}
        <ClientForm
          key={formKey}
          mode="create"
          initialValues={EMPTY_FORM}
          testUri={testUri}
          busy={create.isPending}
          submitError={create.error}
          onSubmit={(registration) =>
            create.mutate(registration, {
              onSuccess: (client) => {
                notify.success(t('clients.created', { name: client.name }));
                if (client.clientSecret) {
                  setCreatedSecret({ name: client.name, secret: client.clientSecret });
                }
                setFormKey((key) => key + 1);
              },
            })
          }
        />
      </section>

      <section aria-labelledby="oauth-client-list">
        <h2 id="oauth-client-list">{t('clients.listTitle')}</h2>
        {clients.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : clients.isError ? (
          <Alert>{t(errorMessageKey(clients.error))}</Alert>
        ) : clients.data.length === 0 ? (
          <p>{t('clients.empty')}</p>
        ) : (
          <ul className="harmo-oauth-list">
            {clients.data.map((client) => (
              <ClientCard key={client.clientId} client={client} testUri={testUri} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="oauth-consents">
        <h2 id="oauth-consents">{t('clients.consentsTitle')}</h2>
        <ConsentList />
      </section>
    </OAuthPage>
  );
}
