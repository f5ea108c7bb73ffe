import { isTextEncodingError } from '../../http/database-errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isValidEmail } from './email-address';
import {
  consumeAuthorizationRequest,
  findOpenAuthorizationRequest,
  saveAuthorizationCode,
  saveAuthorizationRequest,
} from './authorization-repository';
import type { AuthorizationRequest } from './authorization-repository';
import {
  AUTHORIZATION_CODE_LIFETIME_MS,
  AUTHORIZATION_REQUEST_LIFETIME_MS,
  SUPPORTED_OAUTH_SCOPES,
} from './constants';
import type { IdentityContext } from './context';
import type { IdentityProviderName } from './federated-identities-repository';
import { IDENTITY_PROVIDERS, userForProviderIdentity } from './federated-users';
import { renderErrorPage, renderProviderChoicePage, renderStandInPage } from './hosted-ui-page';
import { DuplicateParameterError, parameter, withQuery } from './request-params';
import type { ParameterSource } from './request-params';

export const AUTHORIZE_PATH = '/oauth2/authorize';
export const LOGOUT_PATH = '/logout';

const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * A strict policy for these pages: no script at all, inline styles only, and forms may post
 * here and be redirected only to the registered callback's origin.
 */
function pageSecurityPolicy(redirectUri?: string): string {
  const formTargets = ["'self'", ...(redirectUri ? [new URL(redirectUri).origin] : [])];
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, status: number, html: string, redirectUri?: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageSecurityPolicy(redirectUri))
    .send(html);
}

/** Demo accounts offered as one-click choices on the stand-in page. */
export interface HostedUiOptions {
  suggestedEmails: readonly string[];
}

/**
 * The hosted identity domain's sign-in with Google / Apple, as a local stand-in:
 * GET /oauth2/authorize validates the request and shows a plainly labelled page; its POST
 * creates or links the federated user and redirects to the registered redirect_uri with a
 * single-use code and the state. GET /logout returns to a registered logout URI.
 *
 * Security: client_id and redirect_uri are checked first, against exact registered values;
 * when either is wrong the answer is an error page and never a redirect (no open redirect).
 */
export function registerHostedUi(
  app: FastifyInstance,
  context: IdentityContext,
  options: HostedUiOptions,
): void {
  const { config } = context;

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof DuplicateParameterError) {
      return sendPage(
        reply,
        400,
        renderErrorPage('同じパラメーターが複数回指定されています。', error.message),
      );
    }
    const status = isTextEncodingError(error) ? 400 : (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendPage(
        reply,
        status,
        renderErrorPage('リクエストを読み取れません。', 'The request could not be read.'),
      );
    }
    request.log.error({ err: error }, 'hosted sign-in page failed');
    return sendPage(
      reply,
      500,
      renderErrorPage('サーバーでエラーが起きました。', 'Something went wrong on the server.'),
    );
  });

  const rejectClient = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      renderErrorPage(
        'client_id または redirect_uri がこのアプリに登録されたものと一致しません。',
        'The client_id or redirect_uri does not match the registered app client.',
      ),
    );

  app.get(
    AUTHORIZE_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'Hosted sign-in with Google / Apple (local stand-in)',
      },
    },
    async (request, reply) => {
      const query = request.query as ParameterSource;
      const clientId = parameter('client_id', query);
      const redirectUri = parameter('redirect_uri', query);
      if (
        clientId !== config.clientId ||
        !redirectUri ||
        !config.callbackUrls.includes(redirectUri)
      ) {
        return rejectClient(reply);
      }
      if (!config.providerStandInEnabled) {
        return sendPage(
          reply,
          404,
          renderErrorPage(
            'ローカル開発用の代替サインインは、この環境では無効です。',
            'The local sign-in stand-in is disabled in this environment.',
          ),
        );
      }
      // From here on the redirect URI is a registered one: errors go back to it (RFC 6749 4.1.2.1).
      const state = parameter('state', query);
      const fail = (error: string, description: string) =>
        reply.redirect(
          withQuery(redirectUri, { error, error_description: description, state }),
          302,
        );

      if (parameter('response_type', query)?.toLowerCase() !== 'code') {
        return fail('unsupported_response_type', 'response_type must be code');
      }
      const requested = (parameter('scope', query) ?? SUPPORTED_OAUTH_SCOPES.join(' '))
        .split(/[\s+]+/)
        .filter((scope) => scope.length > 0);
      if (requested.length === 0 || requested.some((s) => !SUPPORTED_OAUTH_SCOPES.includes(s))) {
        return fail('invalid_scope', 'A requested scope is not allowed for this client');
      }
      const codeChallenge = parameter('code_challenge', query) ?? null;
      const challengeMethod = parameter('code_challenge_method', query) ?? null;
      if (
        codeChallenge !== null &&
        (challengeMethod !== 'S256' || !PKCE_CHALLENGE.test(codeChallenge))
      ) {
        return fail('invalid_request', 'code_challenge must be an S256 challenge');
      }
      if ((state?.length ?? 0) > 2048 || (parameter('nonce', query)?.length ?? 0) > 512) {
        return fail('invalid_request', 'state or nonce is too long');
      }
      const provider = parameter('identity_provider', query);
      if (provider === undefined) {
        const links = IDENTITY_PROVIDERS.map((name) => {
          const url = new URL(request.url, config.publicUrl);
          url.searchParams.set('identity_provider', name);
          return { provider: name, href: `${url.pathname}${url.search}` };
        });
        return sendPage(reply, 200, renderProviderChoicePage(links));
      }
      if (!IDENTITY_PROVIDERS.includes(provider as IdentityProviderName)) {
        return fail('invalid_request', 'identity_provider must be Google or SignInWithApple');
      }
      const authorization: AuthorizationRequest = {
        clientId,
        redirectUri,
        scope: [...new Set(requested)].join(' '),
        state: state ?? null,
        nonce: parameter('nonce', query) ?? null,
        identityProvider: provider,
        codeChallenge,
        codeChallengeMethod: codeChallenge ? challengeMethod : null,
      };
      const requestId = await saveAuthorizationRequest(
        context.db,
        context.hasher,
        authorization,
        context.now(),
        AUTHORIZATION_REQUEST_LIFETIME_MS,
      );
      return sendPage(
        reply,
        200,
        renderStandInPage({
          provider: provider as IdentityProviderName,
          requestId,
          formAction: AUTHORIZE_PATH,
          suggestedEmails: options.suggestedEmails,
        }),
        redirectUri,
      );
    },
  );

  app.post(
    AUTHORIZE_PATH,
    { schema: { tags: ['identity'], summary: 'Answer of the local Google / Apple stand-in page' } },
    async (request, reply) => {
      const body = request.body as ParameterSource;
      const requestId = parameter('request', body);
      const now = context.now();
      const stored = requestId
        ? await findOpenAuthorizationRequest(context.db, context.hasher, requestId, now)
        : null;
      const expired = () =>
        sendPage(
          reply,
          400,
          renderErrorPage(
            'このサインイン要求は期限切れか、すでに使われています。最初からやり直してください。',
            'This sign-in request has expired or was already used. Please start again.',
          ),
        );
      if (!requestId || !stored) return expired();

      if (parameter('cancel', body)) {
        if (!(await consumeAuthorizationRequest(context.db, context.hasher, requestId, now))) {
          return expired();
        }
        return reply.redirect(
          withQuery(stored.redirectUri, { error: 'access_denied', state: stored.state }),
          302,
        );
      }
      const email = parameter('email', body)?.trim() ?? '';
      if (!isValidEmail(email)) {
        return sendPage(
          reply,
          400,
          renderStandInPage({
            provider: stored.identityProvider as IdentityProviderName,
            requestId,
            formAction: AUTHORIZE_PATH,
            suggestedEmails: options.suggestedEmails,
            email,
            errorMessage:
              'メールアドレスを正しい形式で入力してください（例: name@example.jp）。 / Enter a valid e-mail address.',
          }),
          stored.redirectUri,
        );
      }
      if (!(await consumeAuthorizationRequest(context.db, context.hasher, requestId, now))) {
        return expired();
      }
      const user = await userForProviderIdentity(
        context,
        stored.identityProvider as IdentityProviderName,
        email,
      );
      if (!user.enabled) {
        return reply.redirect(
          withQuery(stored.redirectUri, { error: 'access_denied', state: stored.state }),
          302,
        );
      }
      const code = await saveAuthorizationCode(context.db, context.hasher, {
        request: stored,
        userId: user.id,
        now,
        lifetimeMs: AUTHORIZATION_CODE_LIFETIME_MS,
      });
      return reply.redirect(withQuery(stored.redirectUri, { code, state: stored.state }), 302);
    },
  );

  app.get(
    LOGOUT_PATH,
    { schema: { tags: ['identity'], summary: 'Hosted sign-out: back to a registered logout URI' } },
    async (request, reply) => {
      const query = request.query as ParameterSource;
      const logoutUri = parameter('logout_uri', query);
      // Security: only exact registered logout URIs, never an arbitrary address.
      if (
        parameter('client_id', query) !== config.clientId ||
        !logoutUri ||
        !config.logoutUrls.includes(logoutUri)
      ) {
        return sendPage(
          reply,
          400,
          renderErrorPage(
            'client_id または logout_uri がこのアプリに登録されたものと一致しません。',
            'The client_id or logout_uri does not match the registered app client.',
          ),
        );
      }
      return reply.redirect(logoutUri, 302);
    },
  );
}
