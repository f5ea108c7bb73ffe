export { ClientCard } from './components/ClientCard';
export { ClientForm } from './components/ClientForm';
export { ConsentList } from './components/ConsentList';
export { SecretNotice } from './components/SecretNotice';
export { useClients, type OAuthClient } from './api/get-clients';
export { useCreateClient } from './api/create-client';
export { useUpdateClient } from './api/update-client';
export { testRedirectUri, type ClientFormValues } from './types/client';
