import Provider from 'oidc-provider';
import type { Configuration, JWKS, KoaContextWithOIDC } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../db';
import { clientSecretMatches } from '../clients/client-secrets';
import type { OAuthConfig } from '../config';
import { interactionPageUrl } from '../config';
import { KNOWN_SCOPES } from '@harmo/contracts/oauth';
import { providerStateAdapterFactory } from '../storage/provider-state-adapter';
import { consoleClientMetadata } from './client-metadata';
import { webErrorPage } from './error-page';
import { accountFinder } from './find-account';
import { harmoInteractionPolicy } from './interaction-policy';
import { PATIENT_ID_CLAIM, PATIENT_NAME_CLAIM, patientTokenClaims } from './patient-binding';

export interface AuthorizationServerOptions {
  db: Queryable;
  config: OAuthConfig;
  /** This installation's private JWKS (storage/installation-keys.ts). */
  signingKeys: JWKS;
  /** This installation's cookie keys (storage/installation-keys.ts). */
  cookieKeys: string[];
  log: FastifyBaseLogger;
}

/** The origins of a client's registered redirect URIs: the only ones its browser code runs on. */
function redirectOrigins(redirectUris: readonly string[] | undefined): Set<string> {
  return new Set((redirectUris ?? []).map((uri) => new URL(uri).origin));
}

/**
 * The authorization server: oidc-provider configured for harmo. Its state lives in the
 * database (no in-memory adapter), its keys are the installation's, and the user's decision is
 * taken on the web app (interactions). Several instances built on one database serve one flow.
 */
export function createAuthorizationServer(options: AuthorizationServerOptions): Provider {
  const { db, config, signingKeys, cookieKeys, log } = options;
  const { lifetimes } = config;

  const configuration: Configuration = {
    adapter: providerStateAdapterFactory(db, consoleClientMetadata(db)),
    clients: [],
    jwks: signingKeys,
    findAccount: accountFinder(db),
    scopes: [...KNOWN_SCOPES],
    claims: {
      openid: ['sub', PATIENT_ID_CLAIM],
      'patient.profile': [PATIENT_NAME_CLAIM],
    },
    responseTypes: ['code'],
    // Security: PKCE (S256 only; oidc-provider accepts no other method) is required for public
    // clients, which have no secret to prove the code is theirs.
    pkce: { required: (_ctx, client) => client.clientAuthMethod === 'none' },
    // Security: the redirect_uri is always sent and compared as an exact string.
    allowOmittingSingleRegisteredRedirectUri: false,
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: {
        enabled: true,
        // Security: a client learns only about its own tokens.
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      revocation: {
        enabled: true,
        // Security: a client revokes only its own tokens.
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      // The partner resource API is the only resource server; there is no userinfo endpoint.
      userinfo: { enabled: false },
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
    },
    interactions: {
      policy: harmoInteractionPolicy(),
      url: (_ctx, interaction) => interactionPageUrl(config, interaction.uid),
    },
    // Only the decision of this very interaction counts: a grant is never picked up from an
    // earlier browser session, since each grant is for one patient chosen each time.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    extraTokenClaims: patientTokenClaims(db),
    // Tokens live by their own lifetime and grant, not by the api-origin browser session.
    expiresWithSession: () => false,
    // Security: every refresh rotates the refresh token; the old one stops working, and using a
    // rotated one again revokes the whole grant (oidc-provider's reuse detection).
    rotateRefreshToken: true,
    clientBasedCORS: (_ctx, origin, client) => redirectOrigins(client.redirectUris).has(origin),
    renderError: webErrorPage(config),
    cookies: {
      keys: cookieKeys,
      names: {
        session: '_harmo_oauth_session',
        interaction: '_harmo_oauth_interaction',
        resume: '_harmo_oauth_resume',
      },
      // SameSite=Lax: sent when the browser navigates to the api origin (the resume step), not
      // with cross-site requests made by other pages.
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    ttl: {
      AuthorizationCode: lifetimes.authorizationCode,
      AccessToken: lifetimes.accessToken,
      RefreshToken: (ctx) => {
        // A rotated refresh token keeps the lifetime of the one it replaces (no endless chain).
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : lifetimes.refreshToken;
      },
      ClientCredentials: lifetimes.clientCredentials,
      IdToken: lifetimes.idToken,
      Interaction: lifetimes.interaction,
      Session: lifetimes.session,
      Grant: lifetimes.grant,
    },
  };

  const provider = new Provider(config.issuer, configuration);
  provider.proxy = config.trustProxy;

  // Security: stored client secrets are hashes (clients/client-secrets.ts).
  provider.Client.prototype.compareClientSecret = function compareHashedSecret(actual: string) {
    return clientSecretMatches(actual, this.clientSecret);
  };

  provider.on('server_error', (_ctx: unknown, error: Error) =>
    log.error({ err: error }, 'oauth: server error'),
  );
  return provider;
}
