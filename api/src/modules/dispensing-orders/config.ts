import { z } from 'zod';
import type { Config } from '../../config';

/** Settings of the demo pharmacies, from the optional DEMO_PHARMACY_* environment variables. */
export interface DispensingConfig {
  /** Seed the demo pharmacy clients: with the development helpers, never in production. */
  demoPharmacies: boolean;
  /** Run the demo responder (DEMO_PHARMACY_RESPONDER=on/off); only with the demo pharmacies. */
  demoResponder: boolean;
  /** How long the demo responder waits before each step (DEMO_PHARMACY_DELAY_MS). */
  demoDelayMs: number;
}

const DispensingEnv = z.object({
  DEMO_PHARMACY_RESPONDER: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  DEMO_PHARMACY_DELAY_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .optional(),
});

export function loadDispensingConfig(
  config: Pick<Config, 'devHelpers' | 'isProduction'>,
  env: NodeJS.ProcessEnv = process.env,
): DispensingConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = DispensingEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid dispensing configuration:\n  - ${problems.join('\n  - ')}`);
  }
  // Security: the demo clients' secrets are published in the README.
  const demoPharmacies = config.devHelpers && !config.isProduction;
  return {
    demoPharmacies,
    demoResponder: demoPharmacies && parsed.data.DEMO_PHARMACY_RESPONDER !== 'off',
    demoDelayMs: parsed.data.DEMO_PHARMACY_DELAY_MS ?? 5_000,
  };
}
