import { createInstance } from 'i18next';
import { i18n, initI18n } from './i18n';
import { formatNumber } from './number-format';

function stringsWith(strings: Record<string, string>, language = 'ja') {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: strings } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.services.formatter?.add('number', formatNumber);
  return instance;
}

afterEach(() => jest.restoreAllMocks());

it('formats numbers in the language of the string, with the options the string sets', () => {
  const ja = stringsWith({
    km: '{{value, number}} km',
    count: '{{count, number}}件',
    fixed: '{{value, number(minimumFractionDigits: 1)}}',
  });
  expect(ja.t('km', { value: 1.5 })).toBe('1.5 km');
  expect(ja.t('count', { count: 12345 })).toBe('12,345件');
  expect(ja.t('fixed', { value: 2 })).toBe('2.0');
  const de = stringsWith({ km: '{{value, number}} km' }, 'de');
  expect(de.t('km', { value: 1234.5 })).toBe('1.234,5 km');
});

it('builds one formatter for a language and its options, whatever the values', () => {
  const strings = stringsWith({ m: '{{value, number}} m', km: '{{value, number}} km' });
  strings.t('m', { value: 1 });
  const built = jest.spyOn(Intl, 'NumberFormat');
  const distances = Array.from({ length: 50 }, (_, i) =>
    strings.t(i % 2 ? 'km' : 'm', { value: i * 10.5 }),
  );
  expect(distances[3]).toBe('31.5 km');
  expect(built).not.toHaveBeenCalled();
  strings.t('m', { value: 3, maximumFractionDigits: 0 });
  expect(built).toHaveBeenCalledTimes(1);
});

it("is the app's number format", () => {
  void initI18n();
  i18n.addResource('ja', 'common', 'test.km', '{{value, number}} km');
  expect(i18n.t('common:test.km', { lng: 'ja', value: 1.5 })).toBe('1.5 km');
  const built = jest.spyOn(Intl, 'NumberFormat');
  for (let value = 0; value < 20; value += 1) i18n.t('common:test.km', { lng: 'ja', value });
  expect(built).not.toHaveBeenCalled();
});
