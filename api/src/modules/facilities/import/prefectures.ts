/** The 47 prefectures in JIS X 0401 order: the index + 1 is the prefecture code. */
const PREFECTURE_NAMES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

export interface Prefecture {
  code: string;
  name: string;
}

export const PREFECTURES: readonly Prefecture[] = PREFECTURE_NAMES.map((name, index) => ({
  code: String(index + 1).padStart(2, '0'),
  name,
}));

const BY_CODE = new Map(PREFECTURES.map((prefecture) => [prefecture.code, prefecture]));
const BY_NAME = new Map(PREFECTURES.map((prefecture) => [prefecture.name, prefecture]));

/** Accepts '1', '01' or '１３'. */
export function prefectureByCode(code: string | null | undefined): Prefecture | null {
  const digits = (code ?? '').normalize('NFKC').trim();
  if (!/^\d{1,2}$/.test(digits)) return null;
  return BY_CODE.get(digits.padStart(2, '0')) ?? null;
}

/** Accepts the full name ('東京都') or the short one ('東京'), as sources write either. */
export function prefectureByName(name: string | null | undefined): Prefecture | null {
  const trimmed = (name ?? '').normalize('NFKC').trim();
  if (trimmed === '') return null;
  return BY_NAME.get(trimmed) ?? PREFECTURES.find((p) => shortName(p.name) === trimmed) ?? null;
}

/** The prefecture an address starts with, and the rest of the address after it. */
export function splitPrefecture(address: string): { prefecture: Prefecture; rest: string } | null {
  const text = address.normalize('NFKC').trim();
  for (const prefecture of PREFECTURES) {
    if (text.startsWith(prefecture.name)) {
      return { prefecture, rest: text.slice(prefecture.name.length) };
    }
  }
  return null;
}

function shortName(name: string): string {
  return name === '北海道' ? name : name.slice(0, -1);
}
