import type { z } from 'zod';
import { apiRequest } from '@harmo/shared';
import {
  CENTRAL_PATHS,
  CENTRAL_SESSION_HEADER,
  DidResponse,
  EnterResponse,
  OkResponse,
  TokenResponse,
} from '@harmo/contracts/central';

/**
 * A call to the central server: form-encoded (it takes no JSON), made before the new identity is
 * stored so it carries no session of ours; updatePersonalInfo and registerDevice send the session
 * /personal/enter returned.
 */
function postToCentral<S extends z.ZodType>(
  path: string,
  form: Record<string, string>,
  schema: S,
  centralSession?: string,
) {
  return apiRequest(path, {
    method: 'POST',
    service: 'central',
    form,
    schema,
    auth: false,
    ...(centralSession ? { headers: { [CENTRAL_SESSION_HEADER]: centralSession } } : {}),
  });
}

/** The central server's calls the lite-account sequence makes (docs/session.md). */
export const centralApi = {
  issueRegistrationToken: async (): Promise<string> =>
    (await postToCentral(CENTRAL_PATHS.issueRegistrationToken, {}, TokenResponse)).token,

  register: async (input: {
    idm: string;
    secret: string;
    rsv: string;
    authCode: string;
  }): Promise<string | null> =>
    (await postToCentral(CENTRAL_PATHS.register, input, DidResponse)).did,

  enter: async (input: { idm: string; did: string; secret: string }): Promise<string> =>
    (await postToCentral(CENTRAL_PATHS.enter, input, EnterResponse)).session,

  updatePersonalInfo: async (
    session: string,
    input: { birthYear: string; sex: '1' | '2'; name: string },
  ): Promise<void> => {
    await postToCentral(CENTRAL_PATHS.updatePersonalInfo, input, OkResponse, session);
  },

  registerDevice: async (session: string, input: { secret: string }): Promise<string | null> =>
    (await postToCentral(CENTRAL_PATHS.registerDevice, input, DidResponse, session)).did,
};
