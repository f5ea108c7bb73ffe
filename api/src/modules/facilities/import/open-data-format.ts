import type { FacilityRecord, FacilityType } from '../domain/facility';
import { findHoursColumns, readOpenDataHours } from '../opening-hours/open-data-hours';
import { findColumn, requireColumn } from './columns';
import type { CsvRow } from './csv-source';
import { facilityCode, location, text } from './field-values';
import { municipalityFromAddress } from './municipality';
import { prefectureByCode, splitPrefecture } from './prefectures';
import type { FileContext, MappedRow, SourceFormat } from './source-format';

/**
 * The ministry's 医療情報ネット (ナビイ) open data: `05_pharmacy_*.csv` (名称, フリガナ) and the
 * hospital and clinic facility files (正式名称, 正式名称（フリガナ）), and the 7-column trimmed
 * hospital file. Columns are looked up by name; optional ones may be absent.
 */
export function openDataFormat(type: FacilityType): SourceFormat {
  const describe = `医療情報ネット ${type} open-data`;
  return {
    describe,
    mapperFor(file: FileContext) {
      const required = (names: string[]) => requireColumn(file.headers, names, describe);
      const optional = (names: string[]) => findColumn(file.headers, names);
      const c = {
        id: required(['ID']),
        // The pharmacy file names a facility 名称, the hospital and clinic files 正式名称: this
        // also stops a hospital file from being imported as pharmacies by mistake.
        name: required(type === 'pharmacy' ? ['名称'] : ['正式名称']),
        kana: optional(type === 'pharmacy' ? ['フリガナ'] : ['正式名称（フリガナ）']),
        address: required(['所在地']),
        lat: required(['所在地座標（緯度）']),
        lng: required(['所在地座標（経度）']),
        prefectureCode: optional(['都道府県コード']),
        phone: optional(['電話番号', '案内用電話番号', '代表電話番号']),
        website: optional([
          '薬局のホームページアドレス',
          '案内用ホームページアドレス',
          'ホームページアドレス',
        ]),
        englishName: optional(['英語表記', '正式名称（英語表記）']),
        municipalityCode: optional(['市区町村コード']),
        otherClosedDays: optional(['その他の閉店日', 'その他の休診日']),
      };
      const hoursColumns = findHoursColumns(file.headers);
      const cell = (row: CsvRow, column: string | null) => (column ? text(row[column]) : null);

      return (row: CsvRow): MappedRow => {
        const code = facilityCode(row[c.id]);
        const name = text(row[c.name]);
        if (code === null || name === null) return { outcome: 'invalid', reason: 'no ID or name' };
        const point = location(row[c.lat], row[c.lng]);
        if (!point) return { outcome: 'noCoordinates' };
        const address = text(row[c.address]);
        const prefecture =
          prefectureByCode(cell(row, c.prefectureCode)) ??
          splitPrefecture(address ?? '')?.prefecture ??
          null;
        const record: FacilityRecord = {
          id: `${type}:${code}`,
          type,
          name,
          kana: cell(row, c.kana),
          address,
          prefecture: prefecture?.name ?? null,
          prefectureCode: prefecture?.code ?? null,
          municipality: municipalityFromAddress(address, prefecture?.name),
          lat: point.lat,
          lng: point.lng,
          phone: cell(row, c.phone),
          website: cell(row, c.website),
          openingHours: readOpenDataHours(row, hoursColumns),
          afterHours: null,
          attributes: withoutNulls({
            englishName: cell(row, c.englishName),
            municipalityCode: cell(row, c.municipalityCode),
            otherClosedDays: cell(row, c.otherClosedDays),
          }),
          source: 'mhlw-iryou-joho-net',
          sourceDate: file.sourceDate,
          withdrawnAt: null,
        };
        return { outcome: 'active', record };
      };
    },
  };
}

function withoutNulls(values: Record<string, string | null>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== null) kept[key] = value;
  return kept;
}
