/**
 * The scopes a partner may ask for, in plain terms. Each patient scope opens one kind of the
 * chosen patient's data and nothing else.
 */
export const PATIENT_SCOPES = [
  'patient.profile',
  'patient.medications',
  'patient.checkups',
] as const;
export type PatientScope = (typeof PATIENT_SCOPES)[number];

/** `openid` asks for an id token; `offline_access` for a refresh token. */
export const PROTOCOL_SCOPES = ['openid', 'offline_access'] as const;

export const KNOWN_SCOPES = [...PROTOCOL_SCOPES, ...PATIENT_SCOPES] as const;
export type KnownScope = (typeof KNOWN_SCOPES)[number];

/**
 * The i18n key (namespace `oauth`, `scopes.<key>`) under which the web explains each scope in
 * plain Japanese and English.
 */
export const SCOPE_DESCRIPTION_KEYS: Record<KnownScope, string> = {
  openid: 'openid',
  offline_access: 'offlineAccess',
  'patient.profile': 'patientProfile',
  'patient.medications': 'patientMedications',
  'patient.checkups': 'patientCheckups',
};

const known = new Set<string>(KNOWN_SCOPES);
const patient = new Set<string>(PATIENT_SCOPES);

export const isKnownScope = (scope: string): scope is KnownScope => known.has(scope);
export const isPatientScope = (scope: string): scope is PatientScope => patient.has(scope);

/** Space-separated scope parameter → its known scopes, each once, in the canonical order. */
export function knownScopesOf(scopeParameter: string | undefined | null): KnownScope[] {
  const requested = new Set((scopeParameter ?? '').split(' '));
  return KNOWN_SCOPES.filter((scope) => requested.has(scope));
}
