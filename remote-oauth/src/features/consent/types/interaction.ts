import { z } from 'zod';

export const PATIENT_TYPES = ['self', 'family', 'sharing', 'familySharing'] as const;

/** A pending authorization request as GET /ps/v1/oauth/interactions/:uid describes it. */
export const interactionSchema = z.object({
  uid: z.string(),
  client: z.object({ clientId: z.string(), name: z.string(), redirectOrigin: z.string() }),
  scopes: z.array(z.object({ scope: z.string(), descriptionKey: z.string() })),
  patients: z.array(
    z.object({
      patientId: z.string(),
      type: z.enum(PATIENT_TYPES),
      name: z.string(),
      kana: z.string(),
      remembered: z.boolean(),
    }),
  ),
  expiresAt: z.string(),
});
export type Interaction = z.infer<typeof interactionSchema>;
export type InteractionPatient = Interaction['patients'][number];

export const decisionSchema = z.object({ redirectTo: z.string() });

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
