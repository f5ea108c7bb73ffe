import type { OpeningHours } from './opening-hours';

// The kinds of facility are part of the api's contract with the web.
export { FACILITY_TYPES } from '@harmo/contracts/facilities';
import type { FacilityType } from '@harmo/contracts/facilities';
export type { FacilityType };

/** Free-form source fields kept as they are (事前電話連絡, プライバシー確保策, pharmacist counts, …). */
export type FacilityAttributes = Record<string, string | number | boolean | null>;

/**
 * One facility as importers and the demo generator hand it to the database.
 * `lat`/`lng` are null when the source does not know the location (the open data writes 0.0).
 */
export interface FacilityRecord {
  id: string;
  type: FacilityType;
  name: string;
  kana: string | null;
  address: string | null;
  prefecture: string | null;
  prefectureCode: string | null;
  municipality: string | null;
  lat: number | null;
  lng: number | null;
  phone: string | null;
  website: string | null;
  openingHours: OpeningHours | null;
  afterHours: boolean | null;
  attributes: FacilityAttributes;
  source: string;
  sourceDate: string | null;
  /** ISO date (YYYY-MM-DD) the source withdrew the facility; withdrawn facilities are never shown. */
  withdrawnAt: string | null;
}
