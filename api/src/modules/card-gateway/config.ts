import { z } from 'zod';
import type { Config } from '../../config';

/** The stand-in's keys and where its 3-D Secure page may send the browser back to. */
export interface CardGatewayStandInConfig {
  enabled: boolean;
  publicKey: string;
  secretKey: string;
  /** Origins a `back_url` of the challenge page may point to (the web app's). */
  returnOrigins: readonly string[];
}

export const DEFAULT_PUBLIC_KEY = 'pk_test_harmo_local';
export const DEFAULT_SECRET_KEY = 'sk_test_harmo_local';

const Env = z.object({
  CARD_GATEWAY_STAND_IN: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  CARD_GATEWAY_PUBLIC_KEY: z
    .string()
    .regex(/^pk_test_\w+$/, { error: 'the stand-in takes test keys only (pk_test_…)' })
    .optional(),
  CARD_GATEWAY_SECRET_KEY: z
    .string()
    .regex(/^sk_test_\w+$/, { error: 'the stand-in takes test keys only (sk_test_…)' })
    .optional(),
});

/**
 * CARD_GATEWAY_STAND_IN (default: on, off in production) serves the stand-in under
 * /card-gateway; CARD_GATEWAY_PUBLIC_KEY / CARD_GATEWAY_SECRET_KEY are its keys.
 */
export function loadStandInConfig(
  config: Config,
  env: NodeJS.ProcessEnv,
): CardGatewayStandInConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    enabled: (e.CARD_GATEWAY_STAND_IN ?? (config.isProduction ? 'off' : 'on')) === 'on',
    publicKey: e.CARD_GATEWAY_PUBLIC_KEY ?? DEFAULT_PUBLIC_KEY,
    secretKey: e.CARD_GATEWAY_SECRET_KEY ?? DEFAULT_SECRET_KEY,
    returnOrigins: config.corsOrigins,
  };
}
