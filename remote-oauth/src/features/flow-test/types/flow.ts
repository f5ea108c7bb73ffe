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

export const serverMetadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
});
export type ServerMetadata = z.infer<typeof serverMetadataSchema>;

/** A successful token response: an access token, and whatever else the server chose to add. */
export const tokenResponseSchema = z.looseObject({ access_token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

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

/** Why a returning flow could not be completed (an i18n key under test.* and its values). */
export interface FlowProblem {
  key: string;
  values?: Record<string, string>;
}
