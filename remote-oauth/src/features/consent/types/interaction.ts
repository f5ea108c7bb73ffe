import { z } from 'zod';

/**
 * What /oauth/complete is asked to do, handed over in the router's location state (so a
 * decision is never taken from a link someone else wrote).
 */
export type Decision = { kind: 'approve'; patientId: string } | { kind: 'deny' };

export const decisionStateSchema = z.object({
  decision: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('approve'), patientId: z.string().min(1) }),
    z.object({ kind: z.literal('deny') }),
  ]),
});
