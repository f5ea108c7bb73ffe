import { z } from 'zod';
import type { Config } from '../../config';

/** How the product API reaches the card gateway (the merchant's side of it). */
export interface PaymentsConfig {
  /** The gateway's base URL, e.g. https://api.pay.jp; default the local stand-in. */
  gatewayUrl: string;
  secretKey: string;
}

const Env = z.object({
  CARD_GATEWAY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  CARD_GATEWAY_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, { error: 'must be a secret key (sk_test_… or sk_live_…)' })
    .optional(),
});

/** CARD_GATEWAY_URL (default `<PUBLIC_URL>/card-gateway`, the stand-in) and CARD_GATEWAY_SECRET_KEY. */
export function loadPaymentsConfig(config: Config, env: NodeJS.ProcessEnv): PaymentsConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0])}: ${issue?.message}`);
  }
  return {
    gatewayUrl: parsed.data.CARD_GATEWAY_URL ?? `${config.publicUrl}/card-gateway`,
    secretKey: parsed.data.CARD_GATEWAY_SECRET_KEY ?? 'sk_test_harmo_local',
  };
}
