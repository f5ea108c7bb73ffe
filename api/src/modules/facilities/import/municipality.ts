import { splitPrefecture } from './prefectures';

/** 政令指定都市: their addresses name a ward, and the ward is what people browse by. */
const DESIGNATED_CITIES = [
  '札幌市',
  '仙台市',
  'さいたま市',
  '千葉市',
  '横浜市',
  '川崎市',
  '相模原市',
  '新潟市',
  '静岡市',
  '浜松市',
  '名古屋市',
  '京都市',
  '大阪市',
  '堺市',
  '神戸市',
  '岡山市',
  '広島市',
  '北九州市',
  '福岡市',
  '熊本市',
];

const TOKYO_WARD =
  /^(千代田|中央|港|新宿|文京|台東|墨田|江東|品川|目黒|大田|世田谷|渋谷|中野|杉並|豊島|北|荒川|板橋|練馬|足立|葛飾|江戸川)区/;
const WARD = /^.{1,4}?区/;
const DISTRICT_TOWN = /^.{1,6}?郡.{1,6}?[町村]/;
// A city is cut at its first 市 (ひたちなか市市毛) except for the three whose name holds one, and
// is looked for before 町/村, whose characters also appear inside city names (大町市, 東村山市).
const CITY = /^(四日市市|廿日市市|野々市市|.{1,6}?市)/;
const TOWN = /^.{1,5}?[町村]/;

/**
 * The municipality (市区町村) an address names, in the form the ministry's lists use:
 * `札幌市中央区`, `新宿区`, `夕張郡長沼町`, `旭川市`. The address may start with its prefecture
 * (sources sometimes repeat it) or, when `prefectureName` is given, leave it out. Null when no
 * municipality can be told apart.
 */
export function municipalityFromAddress(
  address: string | null | undefined,
  prefectureName?: string | null,
): string | null {
  let rest = (address ?? '').normalize('NFKC').trim();
  let prefecture = prefectureName ?? null;
  for (let split = splitPrefecture(rest); split; split = splitPrefecture(rest)) {
    prefecture = split.prefecture.name;
    rest = split.rest.trim();
  }
  if (rest === '' || prefecture === null) return null;
  const city = DESIGNATED_CITIES.find((name) => rest.startsWith(name));
  if (city) {
    const ward = WARD.exec(rest.slice(city.length));
    return ward ? city + ward[0] : city;
  }
  if (prefecture === '東京都') {
    const ward = TOKYO_WARD.exec(rest);
    if (ward) return ward[0];
  }
  for (const pattern of [DISTRICT_TOWN, CITY, TOWN]) {
    const match = pattern.exec(rest);
    if (match) return match[0];
  }
  return null;
}
