import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, decodeJwtClaims } from '@harmo/shared';
import { exchangeCode } from '../api/exchange-code';
import { getPartnerProfile } from '../api/get-partner-profile';
import { getServerMetadata } from '../api/get-server-metadata';
import { rememberPendingFlow, takePendingFlow } from '../api/pending-flow';
import type { FlowProblem, FlowResult, PendingFlow, TokenResponse } from '../types/flow';
import { authorizationUrl } from '../utils/authorization-url';
import { codeChallengeS256, randomToken } from '../utils/pkce';

export type FlowState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'exchanging' }
  | { status: 'done'; result: FlowResult }
  | { status: 'failed'; problem: FlowProblem };

/** How the browser goes to the authorization server; replaced in tests. */
export const flowNavigation = {
  assign: (url: string) => window.location.assign(url),
};

type Return = {
  code: string | null;
  error: string | null;
  state: string | null;
  iss: string | null;
};

/** The callback checks of a client, then the code exchange and a sample resource call. */
async function completeFlow(flow: PendingFlow | null, back: Return): Promise<FlowState> {
  if (!flow) return { status: 'failed', problem: { key: 'noPendingFlow' } };
  // The state must be the one this tab sent (CSRF protection of the client).
  if (back.state !== flow.state) return { status: 'failed', problem: { key: 'stateMismatch' } };
  if (back.error)
    return { status: 'failed', problem: { key: 'denied', values: { error: back.error } } };
  // RFC 9207: the response names its issuer; it must be the server the flow started with.
  if (back.iss !== null && back.iss !== flow.issuer) {
    return { status: 'failed', problem: { key: 'issuerMismatch' } };
  }
  if (!back.code) return { status: 'failed', problem: { key: 'noPendingFlow' } };
  let tokens: TokenResponse;
  try {
    tokens = await exchangeCode(flow, back.code);
  } catch (error) {
    // The token endpoint's OAuth error (invalid_grant…) is what a client developer needs.
    const reason = error instanceof ApiError ? error.code : String(error);
    return { status: 'failed', problem: { key: 'exchangeFailed', values: { error: reason } } };
  }
  const idToken = typeof tokens.id_token === 'string' ? tokens.id_token : null;
  return {
    status: 'done',
    result: {
      tokenResponse: tokens,
      claims: idToken ? decodeJwtClaims(idToken) : null,
      profile: await getPartnerProfile(tokens.access_token),
    },
  };
}

/**
 * /oauth/test: starts an authorization code + PKCE flow in this browser (verifier, challenge
 * and state from WebCrypto) and, when the browser comes back with ?code or ?error, finishes it
 * as a public client would. The code is removed from the address bar once read.
 */
export function useFlowTest() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<FlowState>({ status: 'idle' });
  const handled = useRef(false);

  const back: Return = {
    code: params.get('code'),
    error: params.get('error'),
    state: params.get('state'),
    iss: params.get('iss'),
  };
  const returning = back.code !== null || back.error !== null;

  useEffect(() => {
    if (!returning || handled.current) return;
    handled.current = true;
    setState({ status: 'exchanging' });
    const flow = takePendingFlow();
    void navigate('/oauth/test', { replace: true });
    completeFlow(flow, back)
      .then(setState)
      .catch((error: unknown) =>
        setState({
          status: 'failed',
          problem: { key: 'exchangeFailed', values: { error: String(error) } },
        }),
      );
    // The return is read once, from the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returning]);

  const start = useCallback(async (clientId: string, scopes: string[], redirectUri: string) => {
    setState({ status: 'starting' });
    try {
      const metadata = await getServerMetadata();
      const flow: PendingFlow = {
        clientId,
        scopes,
        redirectUri,
        state: randomToken(),
        codeVerifier: randomToken(),
        issuer: metadata.issuer,
        tokenEndpoint: metadata.token_endpoint,
      };
      const url = authorizationUrl(metadata, flow, await codeChallengeS256(flow.codeVerifier));
      if (!rememberPendingFlow(flow)) {
        setState({ status: 'failed', problem: { key: 'flowNotKept' } });
        return;
      }
      flowNavigation.assign(url);
    } catch (error) {
      setState({
        status: 'failed',
        problem: { key: 'exchangeFailed', values: { error: String(error) } },
      });
    }
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, reset };
}
