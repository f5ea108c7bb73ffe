import { PATIENT_SCOPES, type PatientScope } from '@harmo/contracts/oauth';
import { PROJECT_LIMITS } from '@harmo/contracts/projects';

/** What the project form holds while it is filled in; the draft kept for a reload is the same. */
export interface ProjectFormValues {
  title: string;
  organiser: string;
  description: string;
  scopes: PatientScope[];
  startDate: string;
  endDate: string;
}

export function emptyProjectForm(today: string): ProjectFormValues {
  return {
    title: '',
    organiser: '',
    description: '',
    scopes: ['patient.medications'],
    startDate: today,
    endDate: '',
  };
}

/** What a date field gives: a day, or nothing. */
const DATE_OR_EMPTY = /^(\d{4}-\d{2}-\d{2})?$/;

function textUpTo(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

function isScope(value: unknown): value is PatientScope {
  return PATIENT_SCOPES.some((scope) => scope === value);
}

/**
 * A draft of the form read back from storage, or null when it is not one: another shape, a field
 * longer than the form lets one type, a scope this app does not offer.
 */
export function projectFormFrom(stored: unknown): ProjectFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { title, organiser, description, scopes, startDate, endDate } = stored as Record<
    string,
    unknown
  >;
  if (
    !textUpTo(title, PROJECT_LIMITS.titleMaxLength) ||
    !textUpTo(organiser, PROJECT_LIMITS.organiserMaxLength) ||
    !textUpTo(description, PROJECT_LIMITS.descriptionMaxLength) ||
    !Array.isArray(scopes) ||
    !scopes.every(isScope) ||
    typeof startDate !== 'string' ||
    !DATE_OR_EMPTY.test(startDate) ||
    typeof endDate !== 'string' ||
    !DATE_OR_EMPTY.test(endDate)
  ) {
    return null;
  }
  return {
    title,
    organiser,
    description,
    scopes: [...new Set(scopes)],
    startDate,
    endDate,
  };
}
