import { z } from 'zod';
import { WEB_DEVICE_CATEGORY } from './accounts-paths';
import { AccountProfile, GENDERS } from './profile';

export { ACCOUNTS_PATHS, WEB_DEVICE_CATEGORY } from './accounts-paths';

export const AccountId = z.uuid({ error: 'must be an account id' }).describe('Account id (uuid)');

/**
 * The versions of the terms of use and the privacy policy a new account agrees to. Whoever
 * replaces the documents (remote-auth/documents/) gives them a new version here, so that each
 * recorded agreement names the text that was agreed to.
 */
export const TERMS_VERSION = '2026-11-24';
export const PRIVACY_VERSION = '2026-12-07';

/** An agreement to the terms and the privacy policy, as given at sign-up. */
export const AgreementInput = z.object({
  termsVersion: z.literal(TERMS_VERSION).describe('The terms of use the person agreed to'),
  privacyVersion: z.literal(PRIVACY_VERSION).describe('The privacy policy the person agreed to'),
  agreedAt: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date and time' })
    .describe('When the person ticked the agreement (ISO 8601)'),
});
export type AgreementInput = z.infer<typeof AgreementInput>;

/** The agreement recorded with an account. */
export const Agreement = z.object({
  termsVersion: z.string(),
  privacyVersion: z.string(),
  agreedAt: z.string().describe('ISO 8601'),
});
export type Agreement = z.infer<typeof Agreement>;

/** GET /ps/v1/accounts/me: the signed-in account. */
export const MeResponse = AccountProfile.extend({
  email: z.string().nullable().describe("The identity's e-mail"),
  agreement: Agreement.nullable()
    .optional()
    .describe('The latest agreement to the terms and privacy policy; null when none is recorded'),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** GET /ps/v1/accounts/family */
export const FamilyResponse = z.object({
  family: z.array(AccountProfile).describe('Family members, oldest entry first'),
});
export type FamilyResponse = z.infer<typeof FamilyResponse>;

export const SharedEntry = z.object({
  sharingId: z
    .string()
    .describe('The sharing that grants this; DELETE /accounts/sharing/:id ends it'),
  fromAccount: AccountProfile,
});

/** GET /ps/v1/accounts/sharing */
export const SharingResponse = z.object({
  receivedAccountSharing: z
    .array(SharedEntry)
    .describe('Accounts that share their notebook with the signed-in account'),
  familyAccountSharing: z
    .array(SharedEntry)
    .describe('Family members of those accounts (fromAccount is the family member)'),
});
export type SharingResponse = z.infer<typeof SharingResponse>;

export const Invitation = z.object({
  id: z.string(),
  status: z.enum(['pending', 'active']),
  inviteeEmail: z.string(),
  fromAccount: AccountProfile.describe('The account that shares its notebook'),
  toAccount: AccountProfile.nullable().describe('The account that receives it, once accepted'),
  createdAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().nullable().describe('ISO 8601; when a pending invitation lapses'),
  acceptedAt: z.string().nullable().describe('ISO 8601'),
});
export type Invitation = z.infer<typeof Invitation>;

/** GET /ps/v1/accounts/sharing/invitations */
export const InvitationsResponse = z.object({
  sent: z.array(Invitation).describe('Pending and active sharings the signed-in account gave'),
  received: z
    .array(Invitation)
    .describe('Active sharings it receives and pending invitations to its verified e-mail'),
});
export type InvitationsResponse = z.infer<typeof InvitationsResponse>;

/**
 * Whose notebook a patient is to the signed-in account: its own, a family member it keeps, an
 * account that shares with it, or a family member of such an account.
 */
export const PATIENT_TYPES = ['self', 'family', 'sharing', 'familySharing'] as const;
export type PatientType = (typeof PATIENT_TYPES)[number];

/** One person an account acts for, as the patients map holds it. */
export const Patient = z.object({
  type: z.enum(PATIENT_TYPES),
  name: z.string(),
  kana: z.string(),
  gender: z.enum(GENDERS),
  birthDate: z.string().nullable(),
  email: z.string().nullable().optional().describe('Only for type self'),
});
export type Patient = z.infer<typeof Patient>;

/** Patients keyed by accountId: self first, then family, sharing, familySharing. */
export type PatientsMap = Record<string, Patient>;

/** GET /ps/v1/accounts/patients */
export const PatientsResponse = z.object({
  mainPatientId: z.string().describe('accountId of the signed-in account (type self)'),
  patients: z
    .record(z.string(), Patient)
    .describe('Keyed by accountId: self first, then family, sharing, familySharing'),
});
export type PatientsResponse = z.infer<typeof PatientsResponse>;

/** POST /ps/v1/accounts/v2/upgrade answers with the new account's id. */
export const UpgradeResponse = z.object({ accountId: z.string() });
export type UpgradeResponse = z.infer<typeof UpgradeResponse>;

/**
 * POST /ps/v1/legacy/session: a session of the signed-in account acting for one of its patients,
 * for the services that still take one. Other fields a caller sends are accepted and ignored.
 */
export const LegacySessionBody = z.object({
  targetAccountId: z
    .string()
    .min(1)
    .max(64)
    .describe('The patient to act for (the stored current patient id)'),
  deviceCategory: z
    .literal(WEB_DEVICE_CATEGORY, { error: `must be ${WEB_DEVICE_CATEGORY}` })
    .describe('Always 20 from the web'),
});
export type LegacySessionBody = z.infer<typeof LegacySessionBody>;

export const LegacySessionResponse = z.object({
  sessionId: z.string().describe('Opaque; only its hash is stored'),
  accountId: z.string().describe('The target account the session acts for'),
  expiresAt: z.string().describe('ISO 8601'),
});
export type LegacySessionResponse = z.infer<typeof LegacySessionResponse>;

/** PUT /ps/v1/token: new id and access tokens for a refresh token (the mobile app's hand-over). */
export const TokenRefreshBody = z.object({
  cognitoUserName: z.string().min(1).max(128).describe("The identity's user name (or sub)"),
  refreshToken: z.string().min(1).max(4096),
});
export type TokenRefreshBody = z.infer<typeof TokenRefreshBody>;

export const TokenRefreshResponse = z.object({
  accessToken: z.string().min(1),
  idToken: z.string().min(1),
});
export type TokenRefreshResponse = z.infer<typeof TokenRefreshResponse>;

/** The hosted identity domain's POST /oauth2/token answer to an authorization code. */
export const AuthorizationCodeTokens = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().optional(),
  token_type: z.string().optional(),
});
export type AuthorizationCodeTokens = z.infer<typeof AuthorizationCodeTokens>;
