import type { FacilityType } from '../domain/facility';
import type { DemoCity } from './cities';
import type { SeededRandom } from './prng';

/** Every demo name starts with this, so no one mistakes demo data for a real facility. */
export const DEMO_LABEL = '【デモ】';

type Word = readonly [text: string, kana: string];

const PHARMACY_BRANDS: readonly Word[] = [
  ['さくら', 'サクラ'],
  ['ひまわり', 'ヒマワリ'],
  ['あおば', 'アオバ'],
  ['みどり', 'ミドリ'],
  ['つばさ', 'ツバサ'],
  ['ひかり', 'ヒカリ'],
  ['すずらん', 'スズラン'],
  ['わかば', 'ワカバ'],
  ['はなみずき', 'ハナミズキ'],
  ['あさひ', 'アサヒ'],
  ['のぞみ', 'ノゾミ'],
  ['けやき', 'ケヤキ'],
  ['たんぽぽ', 'タンポポ'],
  ['こすもす', 'コスモス'],
  ['なのはな', 'ナノハナ'],
  ['くすのき', 'クスノキ'],
];

const PHARMACY_KINDS: readonly Word[] = [
  ['薬局', 'ヤッキョク'],
  ['調剤薬局', 'チョウザイヤッキョク'],
  ['ドラッグ', 'ドラッグ'],
  ['ファーマシー', 'ファーマシー'],
];

const SURNAMES: readonly Word[] = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['林', 'ハヤシ'],
  ['清水', 'シミズ'],
];

const SPECIALTIES: readonly Word[] = [
  ['内科', 'ナイカ'],
  ['小児科', 'ショウニカ'],
  ['皮膚科', 'ヒフカ'],
  ['眼科', 'ガンカ'],
  ['耳鼻咽喉科', 'ジビインコウカ'],
  ['整形外科', 'セイケイゲカ'],
  ['歯科', 'シカ'],
  ['婦人科', 'フジンカ'],
  ['心療内科', 'シンリョウナイカ'],
  ['消化器内科', 'ショウカキナイカ'],
];

const CLINIC_SUFFIXES: readonly Word[] = [
  ['クリニック', 'クリニック'],
  ['医院', 'イイン'],
  ['診療所', 'シンリョウジョ'],
];

const HOSPITAL_KINDS: readonly Word[] = [
  ['中央病院', 'チュウオウビョウイン'],
  ['総合病院', 'ソウゴウビョウイン'],
  ['記念病院', 'キネンビョウイン'],
  ['市民病院', 'シミンビョウイン'],
  ['第一病院', 'ダイイチビョウイン'],
  ['リハビリテーション病院', 'リハビリテーションビョウイン'],
];

/** Neighbourhood names common all over Japan, for branch names and addresses. */
export const TOWNS: readonly Word[] = [
  ['本町', 'ホンマチ'],
  ['中央', 'チュウオウ'],
  ['栄町', 'サカエマチ'],
  ['旭町', 'アサヒマチ'],
  ['緑町', 'ミドリマチ'],
  ['東町', 'ヒガシマチ'],
  ['西町', 'ニシマチ'],
  ['南町', 'ミナミマチ'],
  ['北町', 'キタマチ'],
  ['桜町', 'サクラマチ'],
  ['若葉', 'ワカバ'],
  ['寿町', 'コトブキチョウ'],
  ['幸町', 'サイワイチョウ'],
  ['昭和町', 'ショウワチョウ'],
  ['新町', 'シンマチ'],
  ['元町', 'モトマチ'],
  ['駅前', 'エキマエ'],
  ['日吉町', 'ヒヨシチョウ'],
  ['錦町', 'ニシキチョウ'],
  ['松が丘', 'マツガオカ'],
  ['平和台', 'ヘイワダイ'],
  ['大通', 'オオドオリ'],
];

export interface DemoName {
  name: string;
  kana: string;
}

/** A plainly labelled name such as `【デモ】さくら薬局 新宿店`, with its reading. */
export function demoName(
  type: FacilityType,
  city: DemoCity,
  town: Word,
  random: SeededRandom,
): DemoName {
  const place: Word = random.chance(0.5) ? [city.label, city.labelKana] : town;
  let parts: Word[];
  if (type === 'pharmacy') {
    parts = [
      random.pick(PHARMACY_BRANDS),
      random.pick(PHARMACY_KINDS),
      [' ', ' '],
      [`${place[0]}店`, `${place[1]}テン`],
    ];
  } else if (type === 'clinic') {
    const owner = random.chance(0.6) ? random.pick(SURNAMES) : place;
    parts = [owner, random.pick(SPECIALTIES), random.pick(CLINIC_SUFFIXES)];
  } else {
    const owner = random.chance(0.7) ? place : random.pick(SURNAMES);
    parts = [owner, random.pick(HOSPITAL_KINDS)];
  }
  return {
    name: DEMO_LABEL + parts.map((part) => part[0]).join(''),
    kana: parts.map((part) => part[1]).join(''),
  };
}
