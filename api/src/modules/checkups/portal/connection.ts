import { z } from 'zod';
import { CHECKUP_IMPORT_LIMITS } from '@harmo/contracts/checkups';

/**
 * What harmo needs of マイナポータル's API: send the person to its consent page, exchange the
 * code it returns for a token, list the person's check-ups and fetch each as the ministry's
 * CDA file. The routes only know this interface; the local stand-in and the real portal are two
 * configurations of it.
 */
export interface PortalConnection {
  consentUrl(request: { state: string; redirectUri: string; subjectHint: string }): string;
  exchangeCode(request: { code: string; redirectUri: string }): Promise<string>;
  listCheckups(accessToken: string): Promise<string[]>;
  fetchCheckup(accessToken: string, id: string): Promise<Uint8Array>;
}

/** The portal did not answer as agreed (down, refused, or an answer we cannot read). */
export class PortalError extends Error {
  constructor(
    message: string,
    /** The HTTP status the portal answered with, when it answered. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The portal's token endpoint refused the code it sent back (OAuth's 400, `invalid_grant`): the
 * code expired, was used already or is not this client's. The person's answer, not the portal's
 * health, so they are asked to link again rather than told the portal is down.
 */
export class PortalCodeRefused extends PortalError {}

export interface HttpPortalSettings {
  authorizeUrl: string;
  tokenUrl: string;
  /** Base of the check-up resources: GET {apiUrl}/checkups and {apiUrl}/checkups/{id}. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * Tells the consent page whom the link is for. Only the stand-in gets it (it has no card to
   * read); the real portal identifies the person itself and is told nothing of harmo's ids.
   */
  sendSubjectHint: boolean;
  /** Per call; a portal that hangs must not hold the request forever. */
  timeoutMs?: number;
}

const TokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string() });
const ListAnswer = z.object({
  checkups: z.array(z.object({ id: z.string().regex(/^[\w.-]{1,64}$/) })).max(100),
});

/**
 * The portal's API as an OAuth 2.0 authorization-code client: consent page, token endpoint with
 * client credentials (HTTP Basic), bearer calls for the check-ups. Every answer is checked, and
 * a check-up file is read no further than the size cap.
 */
export function httpPortalConnection(settings: HttpPortalSettings): PortalConnection {
  const timeout = (): AbortSignal => AbortSignal.timeout(settings.timeoutMs ?? 15_000);

  async function call(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: timeout(), redirect: 'error' });
    } catch (error) {
      // The cause stays on the error for the log; the caller is told only what happened.
      throw new PortalError('The portal could not be reached', undefined, { cause: error });
    }
    if (!response.ok) {
      throw new PortalError(`The portal answered ${response.status}`, response.status);
    }
    return response;
  }

  async function json<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new PortalError('The portal answered something unexpected');
    return parsed.data;
  }

  return {
    consentUrl({ state, redirectUri, subjectHint }) {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', 'checkups');
      url.searchParams.set('state', state);
      if (settings.sendSubjectHint) url.searchParams.set('login_hint', subjectHint);
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const credentials = Buffer.from(
        `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
      ).toString('base64');
      const response = await call(settings.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${credentials}`,
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
        }).toString(),
      }).catch((error: unknown) => {
        if (error instanceof PortalError && error.status === 400) {
          throw new PortalCodeRefused('The portal did not accept the code it sent back');
        }
        throw error;
      });
      return (await json(response, TokenAnswer)).access_token;
    },

    async listCheckups(accessToken) {
      const response = await call(`${settings.apiUrl}/checkups`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      return (await json(response, ListAnswer)).checkups.map((checkup) => checkup.id);
    },

    async fetchCheckup(accessToken, id) {
      const response = await call(`${settings.apiUrl}/checkups/${encodeURIComponent(id)}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/xml' },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length > CHECKUP_IMPORT_LIMITS.maxFileBytes) {
        throw new PortalError('The portal sent a check-up file larger than any check-up');
      }
      return bytes;
    },
  };
}
