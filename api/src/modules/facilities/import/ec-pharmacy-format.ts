import type { FacilityRecord } from '../domain/facility';
import { parseFreeTextHours } from '../opening-hours/parse-free-text-hours';
import { requireColumn } from './columns';
import type { CsvRow } from './csv-source';
import { count, flag, isoDate, location, text } from './field-values';
import { municipalityFromAddress } from './municipality';
import { prefectureByName, splitPrefecture } from './prefectures';
import type { FileContext, MappedRow, SourceFormat } from './source-format';

/**
 * The ministry's list of pharmacies selling emergency contraception (緊急避妊薬), joined with
 * coordinates: 薬局等番号, 都道府県, 薬局等名称, 住所, 開局等時間 (free text), 時間外対応_有無,
 * 削除日 (withdrawn), lat, lng, …
 */
const DESCRIBE = 'emergency-contraception pharmacy list';

export const ecPharmacyFormat: SourceFormat = {
  describe: DESCRIBE,
  mapperFor(file: FileContext) {
    const column = (name: string) => requireColumn(file.headers, [name], DESCRIBE);
    const c = {
      code: column('薬局等番号'),
      prefecture: column('都道府県'),
      name: column('薬局等名称'),
      address: column('住所'),
      normalisedAddress: column('住所_正規化'),
      municipality: column('市区町村_推定'),
      phone: column('電話番号_数字'),
      website: column('HP'),
      hours: column('開局等時間'),
      afterHours: column('時間外対応_有無'),
      afterHoursPhone: column('時間外の電話番号_数字'),
      callAhead: column('事前電話連絡_要否'),
      privacy: column('プライバシー確保策'),
      pharmacistsFemale: column('販売可能薬剤師数_女性'),
      pharmacistsMale: column('販売可能薬剤師数_男性'),
      pharmacistsUndisclosed: column('販売可能薬剤師数_答えたくない'),
      withdrawn: column('削除日'),
      asOf: column('データ時点'),
      lat: column('lat'),
      lng: column('lng'),
      geocodeLevel: column('csis_geocode_level'),
    };

    return (row: CsvRow): MappedRow => {
      const code = text(row[c.code]);
      const name = text(row[c.name]);
      if (code === null || name === null)
        return { outcome: 'invalid', reason: 'no 薬局等番号 or 薬局等名称' };
      const withdrawnAt = isoDate(row[c.withdrawn]);
      const point = location(row[c.lat], row[c.lng]);
      if (!withdrawnAt && !point) return { outcome: 'noCoordinates' };

      const address = text(row[c.address]);
      const prefecture =
        prefectureByName(row[c.prefecture]) ?? splitPrefecture(address ?? '')?.prefecture ?? null;
      const record: FacilityRecord = {
        id: `ec:${code}`,
        type: 'pharmacy',
        name,
        kana: null,
        address,
        prefecture: prefecture?.name ?? null,
        prefectureCode: prefecture?.code ?? null,
        municipality:
          municipalityFromAddress(address, prefecture?.name) ??
          municipalityFromAddress(row[c.normalisedAddress], prefecture?.name) ??
          text(row[c.municipality]),
        lat: point?.lat ?? null,
        lng: point?.lng ?? null,
        phone: text(row[c.phone]),
        website: text(row[c.website]),
        openingHours: parseFreeTextHours(row[c.hours]),
        afterHours: flag(row[c.afterHours]),
        attributes: {
          afterHoursPhone: text(row[c.afterHoursPhone]),
          callAheadRequired: flag(row[c.callAhead]),
          privacyMeasures: text(row[c.privacy]),
          pharmacistsFemale: count(row[c.pharmacistsFemale]),
          pharmacistsMale: count(row[c.pharmacistsMale]),
          pharmacistsUndisclosed: count(row[c.pharmacistsUndisclosed]),
          geocodeLevel: count(row[c.geocodeLevel]),
        },
        source: 'mhlw-emergency-contraception-pharmacies',
        sourceDate: isoDate(row[c.asOf]) ?? file.sourceDate,
        withdrawnAt,
      };
      return withdrawnAt ? { outcome: 'withdrawn', record } : { outcome: 'active', record };
    };
  },
};
