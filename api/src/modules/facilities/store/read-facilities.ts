import type { Queryable } from '../../../db';
import type { FacilityRecord, FacilityType } from '../domain/facility';
import type { OpeningHours } from '../domain/opening-hours';
import type { IndexedFacility } from '../search/indexed-facility';
import { yieldToEventLoop } from '../yield-to-event-loop';

/**
 * What the read index keeps of one active facility with a location: what it answers with, and
 * what it searches and filters on.
 */
export type IndexRow = IndexedFacility & {
  searchText: string;
  weeklySchedule: string | null;
};

type PackedRow = [
  string,
  FacilityType,
  string,
  string | null,
  string | null,
  number,
  number,
  string | null,
  string | null,
  string | null,
  boolean | null,
  string,
  string | null,
];

const PACKED_COLUMNS = `json_agg(json_build_array(id, type, name, kana, address, lat, lng,
  prefecture_code, prefecture, municipality, after_hours, search_text, weekly_schedule))::text`;

/**
 * All active facilities with a location, one prefecture at a time (and those without one last).
 * Each part comes back as one JSON text built by the database, which on the embedded database is
 * several times faster than result rows; between parts other work gets its turn.
 */
export async function loadIndexRows(db: Queryable): Promise<IndexRow[]> {
  const rows: IndexRow[] = [];
  const codes = Array.from({ length: 47 }, (_, i) => String(i + 1).padStart(2, '0'));
  for (const code of [...codes, null]) {
    // `= $1` rather than IS NOT DISTINCT FROM, so that the area index is used.
    const { rows: result } = await db.query<{ packed: string | null }>(
      `SELECT ${PACKED_COLUMNS} AS packed FROM facilities
       WHERE withdrawn_at IS NULL AND lat IS NOT NULL
         AND ${code === null ? 'prefecture_code IS NULL' : 'prefecture_code = $1'}`,
      code === null ? [] : [code],
    );
    const packed = result[0]?.packed;
    if (packed) for (const row of JSON.parse(packed) as PackedRow[]) rows.push(unpack(row));
    await yieldToEventLoop();
  }
  return rows;
}

function unpack(row: PackedRow): IndexRow {
  return {
    id: row[0],
    type: row[1],
    name: row[2],
    kana: row[3],
    address: row[4],
    lat: row[5],
    lng: row[6],
    prefectureCode: row[7],
    prefecture: row[8],
    municipality: row[9],
    afterHours: row[10],
    searchText: row[11],
    weeklySchedule: row[12],
  };
}

/**
 * One facility with everything the database holds about it: the record as it was stored, its
 * free-form fields as the database gives them back, and when it was last written.
 */
export type StoredFacility = Omit<FacilityRecord, 'attributes'> & {
  attributes: Record<string, unknown>;
  updatedAt: Date;
};

export async function findFacility(db: Queryable, id: string): Promise<StoredFacility | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT id, type, name, kana, address, prefecture, prefecture_code, municipality, lat, lng,
       phone, website, opening_hours, after_hours, attributes, source, source_date, withdrawn_at,
       updated_at
     FROM facilities WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id as string,
    type: row.type as FacilityType,
    name: row.name as string,
    kana: row.kana as string | null,
    address: row.address as string | null,
    prefecture: row.prefecture as string | null,
    prefectureCode: row.prefecture_code as string | null,
    municipality: row.municipality as string | null,
    lat: row.lat as number | null,
    lng: row.lng as number | null,
    phone: row.phone as string | null,
    website: row.website as string | null,
    openingHours: row.opening_hours as OpeningHours | null,
    afterHours: row.after_hours as boolean | null,
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
    source: row.source as string,
    sourceDate: row.source_date as string | null,
    withdrawnAt: row.withdrawn_at as string | null,
    updatedAt: row.updated_at as Date,
  };
}
