export { ClientsScreen } from './components/ClientsScreen';
export { useClients, useClientMutations } from './hooks/use-clients';
export {
  KNOWN_SCOPES,
  SCOPE_KEYS,
  testRedirectUri,
  type KnownScope,
  type OAuthClient,
} from './types/client';
