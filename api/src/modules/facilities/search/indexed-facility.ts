import type { FacilityType } from '../domain/facility';

/** One facility as the read index answers with it. */
export interface IndexedFacility {
  id: string;
  type: FacilityType;
  name: string;
  kana: string | null;
  address: string | null;
  lat: number;
  lng: number;
  prefectureCode: string | null;
  prefecture: string | null;
  municipality: string | null;
  afterHours: boolean | null;
}
