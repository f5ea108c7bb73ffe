import type { Queryable } from '../../../db';
import type { FacilityRecord } from '../domain/facility';
import { encodeWeeklySchedule } from '../opening-hours/weekly-schedule-code';
import { buildSearchText } from '../text/fold-japanese';

const COLUMNS = `id text, type text, name text, kana text, address text, prefecture text,
  prefecture_code text, municipality text, lat double precision, lng double precision,
  phone text, website text, opening_hours jsonb, after_hours boolean, attributes jsonb,
  source text, source_date date, withdrawn_at date, weekly_schedule text, search_text text`;

const UPDATABLE = [
  'type',
  'name',
  'kana',
  'address',
  'prefecture',
  'prefecture_code',
  'municipality',
  'lat',
  'lng',
  'phone',
  'website',
  'opening_hours',
  'after_hours',
  'attributes',
  'source',
  'source_date',
  'withdrawn_at',
  'weekly_schedule',
  'search_text',
];

// The whole batch travels as one JSON parameter: one round trip per batch on both drivers, and no
// limit on bound parameters however many rows a batch holds.
const UPSERT_SQL = `
INSERT INTO facilities (${UPDATABLE.join(', ')}, id, updated_at)
SELECT ${UPDATABLE.map((column) => `r.${column}`).join(', ')}, r.id, now()
FROM json_to_recordset($1::json) AS r(${COLUMNS})
ON CONFLICT (id) DO UPDATE SET
  ${UPDATABLE.map((column) => `${column} = EXCLUDED.${column}`).join(',\n  ')},
  updated_at = now()`;

/**
 * Inserts or updates facilities by id. Callers bump the data version once they are done
 * (see data-version.ts), so that read indexes rebuild once per import rather than per batch.
 */
export async function upsertFacilities(
  db: Queryable,
  records: readonly FacilityRecord[],
): Promise<void> {
  if (records.length === 0) return;
  // PostgreSQL refuses to update one row twice in a statement: the last occurrence wins.
  const byId = new Map(records.map((record) => [record.id, record]));
  const rows = [...byId.values()].map(toRow);
  await db.query(UPSERT_SQL, [JSON.stringify(rows)]);
}

function toRow(record: FacilityRecord): Record<string, unknown> {
  return {
    id: record.id,
    type: record.type,
    name: record.name,
    kana: record.kana,
    address: record.address,
    prefecture: record.prefecture,
    prefecture_code: record.prefectureCode,
    municipality: record.municipality,
    lat: record.lat,
    lng: record.lng,
    phone: record.phone,
    website: record.website,
    opening_hours: record.openingHours,
    after_hours: record.afterHours,
    attributes: record.attributes,
    source: record.source,
    source_date: record.sourceDate,
    withdrawn_at: record.withdrawnAt,
    weekly_schedule: encodeWeeklySchedule(record.openingHours),
    search_text: buildSearchText(record),
  };
}
