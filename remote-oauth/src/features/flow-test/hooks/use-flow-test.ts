import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, decodeJwtClaims } from '@harmo/shared';
import type { AccessTokenResponse } from '@harmo/contracts/oauth';
import { exchangeCode } from '../api/exchange-code';
import { getPartnerProfile } from '../api/get-partner-profile';
import { serverMetadataQueryOptions } from '../api/get-server-metadata';
import { rememberPendingFlow, takePendingFlow } from '../utils/pending-flow';
import type { FlowProblem, FlowResult, PendingFlow } from '../types/flow';
import { authorizationUrl } from '../utils/authorization-url';
import { codeChallengeS256, randomToken } from '../utils/pkce';
import { technicalDetail } from '../utils/technical-detail';

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

/**
 * The callback checks of a client, then the code exchange and a sample resource call.
 *
 * The two calls are made here, one after the other, rather than through a mutation hook and a
 * query hook: they are steps of one sequence that runs once per return (a code is good for one
 * exchange, so nothing may send it again), the second uses the token the first answers, and the
 * sequence ends in the one FlowState the page shows. Hooks would keep a second state beside it,
 * and the code, the PKCE verifier and the access token in the query client's caches.
 */
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
  let tokens: AccessTokenResponse;
  try {
    tokens = await exchangeCode(flow, back.code);
  } catch (error) {
    // No api answer at all (a token endpoint that is not a URL…): useFlowTest's catch shows it.
    if (!(error instanceof ApiError)) throw error;
    // The token endpoint's OAuth error (invalid_grant…) is what a client developer needs; its
    // error_description is the technical detail.
    return {
      status: 'failed',
      problem: {
        key: 'exchangeFailed',
        values: { error: error.code },
        detail: technicalDetail(error),
      },
    };
  }
  const idToken = tokens.id_token;
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
          problem: { key: 'completeFailed', detail: technicalDetail(error) },
        }),
      );
    // The return is read once, from the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returning]);

  const queryClient = useQueryClient();
  const start = useCallback(
    async (clientId: string, scopes: string[], redirectUri: string) => {
      setState({ status: 'starting' });
      try {
        // The first step of one sequence (discovery, PKCE, then away to the authorization
        // page), so it is awaited here; read through the query's options, fresh each time as a
        // client would. Not retried: the developer sees at once what a client would meet, and
        // the Start button asks again.
        const metadata = await queryClient.fetchQuery({
          ...serverMetadataQueryOptions(),
          retry: false,
        });
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
          problem: { key: 'startFailed', detail: technicalDetail(error) },
        });
      }
    },
    [queryClient],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, reset };
}
