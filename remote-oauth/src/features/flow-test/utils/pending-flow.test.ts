import { TAB_KEPT_PREFIX } from '@harmo/shared/tab-storage';
import type { PendingFlow } from '../types/flow';
import { rememberPendingFlow, takePendingFlow } from './pending-flow';

const flow: PendingFlow = {
  clientId: 'client-1',
  scopes: ['profile'],
  state: 'state-0123456789abcdef',
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'https://app.example/oauth/test',
  issuer: 'https://api.example',
  tokenEndpoint: 'https://api.example/oauth/token',
};

describe('the OAuth test flow waiting for its return', () => {
  it('is taken once: a code can only be exchanged by one return', () => {
    expect(rememberPendingFlow(flow)).toBe(true);
    expect(takePendingFlow()).toEqual(flow);
    expect(takePendingFlow()).toBeNull();
  });

  it('is kept where a sign-out forgets it', () => {
    rememberPendingFlow(flow);
    expect(Object.keys(sessionStorage)).toEqual([`${TAB_KEPT_PREFIX}oauth.testFlow`]);
  });

  it('is not taken when what the tab holds is not a flow, and is dropped', () => {
    sessionStorage.setItem(
      `${TAB_KEPT_PREFIX}oauth.testFlow`,
      JSON.stringify({ ...flow, state: 1 }),
    );
    expect(takePendingFlow()).toBeNull();
    expect(sessionStorage).toHaveLength(0);
  });

  it('says so when the tab refuses to keep it, so that the flow does not begin', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(rememberPendingFlow(flow)).toBe(false);
    jest.restoreAllMocks();
    expect(takePendingFlow()).toBeNull();
  });
});
