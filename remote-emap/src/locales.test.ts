import { describeStringsComplete } from '@harmo/shared/testing';
import ja from '../locales/ja/emap.json';
import en from '../locales/en/emap.json';
import navigation from './navigation.json';
import { DAY_KEYS, FACILITY_TYPES } from './features/facilities';

describeStringsComplete({
  namespace: 'emap',
  ja,
  en,
  sourceDir: __dirname,
  navigation,
  // Keys the screens build from the facility types, the days and the filter choices.
  dynamicKeys: [
    ...FACILITY_TYPES.flatMap((type) => [`types.${type}`, `filters.onlyType.${type}`]),
    ...DAY_KEYS.map((day) => `days.${day}`),
    ...['any', 'openNow', 'openOn'].map((choice) => `filters.hoursChoice.${choice}`),
    ...['denied', 'unavailable', 'unsupported'].map((reason) => `location.failed.${reason}`),
    ...Array.from(
      { length: 47 },
      (_, index) => `area.prefectureNames.${String(index + 1).padStart(2, '0')}`,
    ),
    'distance.m',
    'distance.km',
  ],
});
