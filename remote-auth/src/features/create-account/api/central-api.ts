import { z } from 'zod';
import { getRuntimeConfig } from '@harmo/shared';
import { postTo } from './http';

/** The header that carries the session of /personal/enter to the calls that need it. */
export const CENTRAL_SESSION_HEADER = 'X-Central-Session';

const central = (path: string) => new URL(path, getRuntimeConfig().centralBaseUrl);

const tokenResponse = z.object({ token: z.string().min(1) });
const didResponse = z.object({ did: z.string().nullish() });
const enterResponse = z.object({ result: z.literal('ok'), session: z.string().min(1) });
const okResponse = z.object({ result: z.literal('ok') });

/**
 * The central server's calls the lite-account sequence makes (docs/session.md). The central
 * server takes form-encoded bodies, not JSON.
 */
export const centralApi = {
  issueRegistrationToken: async (): Promise<string> =>
    (await postTo(central('/personal/issueRegistrationToken'), { form: {} }, tokenResponse)).token,

  register: async (input: {
    idm: string;
    secret: string;
    rsv: string;
    authCode: string;
  }): Promise<string | null> =>
    (await postTo(central('/personal/register'), { form: input }, didResponse)).did ?? null,

  enter: async (input: { idm: string; did: string; secret: string }): Promise<string> =>
    (await postTo(central('/personal/enter'), { form: input }, enterResponse)).session,

  updatePersonalInfo: async (
    session: string,
    input: { birthYear: string; sex: '1' | '2'; name: string },
  ): Promise<void> => {
    await postTo(
      central('/personal/updatePersonalInfo'),
      { form: input, headers: { [CENTRAL_SESSION_HEADER]: session } },
      okResponse,
    );
  },

  registerDevice: async (session: string, input: { secret: string }): Promise<string | null> =>
    (
      await postTo(
        central('/personal/registerDevice'),
        { form: input, headers: { [CENTRAL_SESSION_HEADER]: session } },
        didResponse,
      )
    ).did ?? null,
};
