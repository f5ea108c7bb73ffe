import { getRuntimeConfig } from '@harmo/shared';
import { RESUME_PATH_PREFIX } from '@harmo/contracts/oauth';

/**
 * Security (no open redirect): the browser is only ever sent on to the authorization server's
 * own resume endpoint, on the configured OAuth service origin, whatever the answer says.
 */
export function isResumeUrl(url: string): boolean {
  try {
    const target = new URL(url);
    const service = new URL(getRuntimeConfig().oauthBaseUrl);
    const resumePath = `${service.pathname.replace(/\/+$/, '')}${RESUME_PATH_PREFIX}`;
    const uid = target.pathname.slice(resumePath.length);
    return (
      target.origin === service.origin &&
      target.pathname.startsWith(resumePath) &&
      /^[A-Za-z0-9_-]+$/.test(uid) &&
      target.username === '' &&
      target.password === ''
    );
  } catch {
    return false;
  }
}
