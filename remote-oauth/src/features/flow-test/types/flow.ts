import { z } from 'zod';

/**
 * A flow started in this browser, kept in sessionStorage until the authorization server sends
 * the browser back: the PKCE verifier and the state never leave this tab.
 */
export const pendingFlowSchema = z.object({
  clientId: z.string(),
  scopes: z.array(z.string()),
  state: z.string().min(16),
  codeVerifier: z.string().min(43),
  redirectUri: z.string(),
  issuer: z.string(),
  tokenEndpoint: z.string(),
});
export type PendingFlow = z.infer<typeof pendingFlowSchema>;

export interface HttpResult {
  status: number;
  body: Record<string, unknown> | null;
  /** A success whose body is not the documented answer: how it differs, one issue a line. */
  mismatch?: string;
}

export interface FlowResult {
  tokenResponse: Record<string, unknown>;
  claims: Record<string, unknown> | null;
  profile: HttpResult | null;
}

/**
 * Why the flow stopped: an i18n key under test.* and its values, the sentence a person reads.
 * `detail` is raw text that is not ours to translate (an exception's message), shown apart from
 * that sentence and labelled as technical detail.
 */
export interface FlowProblem {
  key: string;
  values?: Record<string, string>;
  detail?: string;
}
