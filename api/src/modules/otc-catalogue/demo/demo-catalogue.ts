import type { Database } from '../../../db';
import { DEMO_OTC_SOURCE } from '@harmo/contracts/otc-catalogue';
import type { CatalogueProduct } from '../store';
import { upsertCatalogueProducts } from '../store';

/**
 * The embedded default's OTC catalogue: common kinds of OTC medicine, each named 【デモ】… and
 * made by デモ製薬, so nobody takes them for real products. The codes are numbered from
 * 4999990000014 (EAN-13) and 49999013 (EAN-8); every check digit is valid (a test checks them),
 * so they can be typed and scanned like real ones.
 */
export const DEMO_OTC_CATALOGUE: readonly CatalogueProduct[] = [
  {
    janCode: '4999990000014',
    name: '【デモ】ロキソプロフェン錠',
    maker: 'デモ製薬',
    ingredients: ['ロキソプロフェンナトリウム水和物 68.1mg'],
    riskClass: 'class1',
  },
  {
    janCode: '4999990000021',
    name: '【デモ】イブプロフェン錠',
    maker: 'デモ製薬',
    ingredients: ['イブプロフェン 150mg', 'アリルイソプロピルアセチル尿素 60mg'],
    riskClass: 'designatedClass2',
  },
  {
    janCode: '4999990000038',
    name: '【デモ】アセトアミノフェン錠',
    maker: 'デモ製薬',
    ingredients: ['アセトアミノフェン 300mg'],
    riskClass: 'class2',
  },
  {
    janCode: '4999990000045',
    name: '【デモ】総合かぜ薬 顆粒',
    maker: 'デモ製薬',
    ingredients: [
      'アセトアミノフェン 900mg',
      'クロルフェニラミンマレイン酸塩 7.5mg',
      'ジヒドロコデインリン酸塩 24mg',
      'dl-メチルエフェドリン塩酸塩 60mg',
    ],
    riskClass: 'designatedClass2',
  },
  {
    janCode: '4999990000052',
    name: '【デモ】ファモチジン錠 胃腸薬',
    maker: 'デモ製薬',
    ingredients: ['ファモチジン 10mg'],
    riskClass: 'class1',
  },
  {
    janCode: '4999990000069',
    name: '【デモ】フェキソフェナジン錠 鼻炎薬',
    maker: 'デモ製薬',
    ingredients: ['フェキソフェナジン塩酸塩 60mg'],
    riskClass: 'class2',
  },
  {
    janCode: '4999990000076',
    name: '【デモ】目薬 クール',
    maker: 'デモ製薬',
    ingredients: ['テトラヒドロゾリン塩酸塩 0.05%', 'クロルフェニラミンマレイン酸塩 0.03%'],
    riskClass: 'class2',
  },
  {
    janCode: '4999990000083',
    name: '【デモ】整腸薬 ビフィズス菌',
    maker: 'デモ製薬',
    ingredients: ['ビフィズス菌 18mg', 'ラクトミン 18mg'],
    riskClass: 'class3',
  },
  {
    janCode: '4999990000090',
    name: '【デモ】ビタミンB群錠',
    maker: 'デモ製薬',
    ingredients: ['ビタミンB1硝酸塩 25mg', 'ビタミンB2 12mg', 'ビタミンB6 25mg'],
    riskClass: 'class3',
  },
  {
    janCode: '4999990000106',
    name: '【デモ】センノシド便秘薬',
    maker: 'デモ製薬',
    ingredients: ['センノシドA・B 12mg'],
    riskClass: 'designatedClass2',
  },
  {
    janCode: '4999990000113',
    name: '【デモ】ロペラミド下痢止め',
    maker: 'デモ製薬',
    ingredients: ['ロペラミド塩酸塩 1mg'],
    riskClass: 'class2',
  },
  {
    janCode: '4999990000120',
    name: '【デモ】フェルビナク湿布',
    maker: 'デモ製薬',
    ingredients: ['フェルビナク 0.5%'],
    riskClass: 'class2',
  },
  {
    janCode: '4999990000137',
    name: '【デモ】かゆみ止めクリーム',
    maker: 'デモ製薬',
    ingredients: ['ジフェンヒドラミン塩酸塩 1%', 'リドカイン 1%'],
    riskClass: 'class2',
  },
  {
    janCode: '4999990000144',
    name: '【デモ】ステロイド軟膏',
    maker: 'デモ製薬',
    ingredients: ['プレドニゾロン吉草酸エステル酢酸エステル 0.15%'],
    riskClass: 'designatedClass2',
  },
  {
    janCode: '4999990000151',
    name: '【デモ】ポビドンヨードうがい薬',
    maker: 'デモ製薬',
    ingredients: ['ポビドンヨード 7%'],
    riskClass: 'class3',
  },
  {
    janCode: '4999990000168',
    name: '【デモ】乗り物酔い止め錠',
    maker: 'デモ製薬',
    ingredients: ['メクリジン塩酸塩 25mg'],
    riskClass: 'class2',
  },
  {
    janCode: '4999990000175',
    name: '【デモ】睡眠改善薬',
    maker: 'デモ製薬',
    ingredients: ['ジフェンヒドラミン塩酸塩 50mg'],
    riskClass: 'designatedClass2',
  },
  {
    janCode: '4999990000182',
    name: '【デモ】口内炎軟膏',
    maker: 'デモ製薬',
    ingredients: ['トリアムシノロンアセトニド 0.1%'],
    riskClass: 'designatedClass2',
  },
  {
    janCode: '4999990000199',
    name: '【デモ】胃腸薬 顆粒',
    maker: 'デモ製薬',
    ingredients: ['炭酸水素ナトリウム 1.2g', 'ケイヒ末 60mg'],
    riskClass: 'class2',
  },
  {
    // A small package with an 8-digit (EAN-8) code.
    janCode: '49999013',
    name: '【デモ】携帯用目薬',
    maker: 'デモ製薬',
    ingredients: ['ナファゾリン塩酸塩 0.003%'],
    riskClass: 'class2',
  },
];

/**
 * Adds the demo products the catalogue does not hold yet (an imported product with the same
 * code is kept as it is). Cheap enough to run on every start.
 */
export async function seedDemoOtcCatalogue(db: Database, now = new Date()): Promise<number> {
  return db.transaction((tx) =>
    upsertCatalogueProducts(tx, DEMO_OTC_CATALOGUE, {
      source: DEMO_OTC_SOURCE,
      now,
      onlyNew: true,
    }),
  );
}
