export { ClientsScreen } from './components/ClientsScreen';
export { useClients, type OAuthClient } from './api/get-clients';
export { useUpdateClient } from './api/update-client';
export { testRedirectUri } from './types/client';
