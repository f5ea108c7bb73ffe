import { z } from 'zod';
import type { Config } from '../../config';

/** How the api reaches マイナポータル, from the optional MYNAPO_* environment variables. */
export type PortalConfig =
  | { mode: 'off' }
  | { mode: 'standin'; baseUrl: string }
  | {
      mode: 'portal';
      authorizeUrl: string;
      tokenUrl: string;
      apiUrl: string;
      clientId: string;
      clientSecret: string;
    };

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const PortalEnv = z.object({
  MYNAPO_PORTAL: z
    .enum(['standin', 'portal', 'off'], { error: 'must be standin, portal or off' })
    .optional(),
  MYNAPO_PORTAL_AUTHORIZE_URL: httpUrl.optional(),
  MYNAPO_PORTAL_TOKEN_URL: httpUrl.optional(),
  MYNAPO_PORTAL_API_URL: httpUrl.optional(),
  MYNAPO_PORTAL_CLIENT_ID: z.string().min(1).optional(),
  MYNAPO_PORTAL_CLIENT_SECRET: z.string().min(1).optional(),
});

/**
 * The portal connection: `portal` needs its four endpoints and credentials; `standin` (the local
 * stand-in served by this api) needs the development helpers, so it never runs where real people
 * sign in; the default is the stand-in with the helpers on, and no link (upload only) without.
 */
export function loadPortalConfig(
  config: Pick<Config, 'devHelpers' | 'publicUrl'>,
  env: NodeJS.ProcessEnv = process.env,
): PortalConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = PortalEnv.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const values = parsed.success ? parsed.data : {};
  const mode = values.MYNAPO_PORTAL ?? (config.devHelpers ? 'standin' : 'off');
  if (mode === 'standin' && !config.devHelpers) {
    problems.push('MYNAPO_PORTAL: the stand-in needs HARMO_DEV_HELPERS=on');
  }
  if (mode === 'portal') {
    for (const name of [
      'MYNAPO_PORTAL_AUTHORIZE_URL',
      'MYNAPO_PORTAL_TOKEN_URL',
      'MYNAPO_PORTAL_API_URL',
      'MYNAPO_PORTAL_CLIENT_ID',
      'MYNAPO_PORTAL_CLIENT_SECRET',
    ] as const) {
      if (!values[name]) problems.push(`${name}: required with MYNAPO_PORTAL=portal`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Invalid マイナポータル configuration:\n  - ${problems.join('\n  - ')}`);
  }
  if (mode === 'off') return { mode };
  if (mode === 'standin') return { mode, baseUrl: `${config.publicUrl}/mynapo-standin` };
  return {
    mode,
    authorizeUrl: values.MYNAPO_PORTAL_AUTHORIZE_URL ?? '',
    tokenUrl: values.MYNAPO_PORTAL_TOKEN_URL ?? '',
    apiUrl: (values.MYNAPO_PORTAL_API_URL ?? '').replace(/\/+$/, ''),
    clientId: values.MYNAPO_PORTAL_CLIENT_ID ?? '',
    clientSecret: values.MYNAPO_PORTAL_CLIENT_SECRET ?? '',
  };
}
