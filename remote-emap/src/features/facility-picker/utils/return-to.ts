import { safeReturnPath } from '@harmo/shared';
import type { PickedFacility } from '../../facilities';

/**
 * The picking-mode contract. A caller opens `/emap/find-from-map?returnTo=<path>`; the chosen
 * facility comes back as these query parameters added to that path.
 */
/** The caller's path, a path on this origin only. */
export const RETURN_TO_PARAM = 'returnTo';
export const PICKED_FACILITY_ID_PARAM = 'facilityId';
export const PICKED_FACILITY_NAME_PARAM = 'facilityName';

/** Where /prescription/find-from-map continues: a new dispensing order for the pharmacy. */
export const NEW_DISPENSING_ORDER_PATH = '/guidance/new';

const PLACEHOLDER_ORIGIN = 'https://harmo.invalid';

/**
 * The caller's path with the facility added (its own query and hash kept), or null when
 * `returnTo` is not a path on this origin: an absolute or protocol-relative URL is never
 * followed, so the picker cannot be used to send anyone to another site.
 */
export function returnPathWithFacility(
  returnTo: string | null | undefined,
  facility: Pick<PickedFacility, 'id' | 'name'>,
): string | null {
  const path = safeReturnPath(returnTo);
  if (path === null) return null;
  const url = new URL(path, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  url.searchParams.set(PICKED_FACILITY_ID_PARAM, facility.id);
  url.searchParams.set(PICKED_FACILITY_NAME_PARAM, facility.name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The new dispensing order for a chosen pharmacy. */
export function newDispensingOrderPath(facility: Pick<PickedFacility, 'id' | 'name'>): string {
  const params = new URLSearchParams({
    [PICKED_FACILITY_ID_PARAM]: facility.id,
    [PICKED_FACILITY_NAME_PARAM]: facility.name,
  });
  return `${NEW_DISPENSING_ORDER_PATH}?${params.toString()}`;
}
