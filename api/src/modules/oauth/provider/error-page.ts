import type { Configuration } from 'oidc-provider';
import type { OAuthConfig } from '../config';
import { errorPageUrl } from '../config';

/**
 * renderError: a request that cannot go back to the client (unknown client, unregistered or
 * altered redirect_uri, expired interaction) is shown on the web app's /oauth/complete screen,
 * in the user's language. Security: the browser goes to this fixed page of our own web origin,
 * never to a redirect_uri the client did not register (no open redirect).
 */
export function webErrorPage(config: OAuthConfig): NonNullable<Configuration['renderError']> {
  return (ctx, out) => {
    ctx.redirect(errorPageUrl(config, out.error, out.error_description));
    ctx.status = 303;
  };
}
