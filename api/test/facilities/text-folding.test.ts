import { municipalityFromAddress } from '../../src/modules/facilities/import/municipality';
import {
  prefectureByCode,
  prefectureByName,
} from '../../src/modules/facilities/import/prefectures';
import {
  buildSearchText,
  foldForSearch,
  queryWords,
  splitSearchText,
} from '../../src/modules/facilities/text/fold-japanese';

describe('Japanese folding for search', () => {
  it('makes hiragana, katakana and half-width katakana the same', () => {
    const folded = foldForSearch('サッポロ');
    expect(foldForSearch('さっぽろ')).toBe(folded);
    expect(foldForSearch('ｻｯﾎﾟﾛ')).toBe(folded);
  });

  it('makes full-width and half-width Latin letters and digits the same, ignoring case', () => {
    expect(foldForSearch('ＪＡ北海道')).toBe(foldForSearch('ja北海道'));
    expect(foldForSearch('ＡＢＣ薬局１２３')).toBe('abc薬局123');
  });

  it('treats small kana like large ones, as official フリガナ often does', () => {
    expect(foldForSearch('キョウリツ')).toBe(foldForSearch('キヨウリツ'));
    expect(foldForSearch('霞ヶ関')).toBe(foldForSearch('霞ケ関'));
  });

  it('treats every dash and the long-vowel mark alike, and ignores spaces', () => {
    expect(foldForSearch('センター')).toBe(foldForSearch('ｾﾝﾀ-'));
    expect(foldForSearch('港町1-1-2')).toBe(foldForSearch('港町１ー１－２'));
    expect(foldForSearch('札幌 厚生病院')).toBe(foldForSearch('札幌　厚生病院'));
    expect(foldForSearch('札幌 厚生病院')).toBe('札幌厚生病院');
  });

  it('folds 丁目/番地/号 like the dashes of a short address', () => {
    expect(foldForSearch('宮下通９丁目２番１７号')).toBe('宮下通9ー2ー17ー');
    expect(foldForSearch('宮下通9丁目2番17号')).toContain(foldForSearch('宮下通9-2-17'));
  });

  it('splits a query into folded words', () => {
    expect(queryWords('  さくら　しんじゅく ')).toEqual(['サクラ', 'シンジユク']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('stores name, kana and address so that they can be told apart again', () => {
    const text = buildSearchText({
      name: 'さくら 薬局',
      kana: 'サクラ ヤッキョク',
      address: '東京都 新宿区',
    });
    expect(splitSearchText(text)).toEqual({
      name: 'サクラ薬局',
      kana: 'サクラヤツキヨク',
      address: '東京都新宿区',
    });
    expect(splitSearchText(buildSearchText({ name: 'A', kana: null, address: null }))).toEqual({
      name: 'a',
      kana: '',
      address: '',
    });
  });
});

describe('prefectures and municipalities from addresses', () => {
  it('knows the 47 prefecture codes and names', () => {
    expect(prefectureByCode('13')?.name).toBe('東京都');
    expect(prefectureByCode('1')?.name).toBe('北海道');
    expect(prefectureByCode('48')).toBeNull();
    expect(prefectureByName('大阪')?.code).toBe('27');
    expect(prefectureByName('京都府')?.code).toBe('26');
  });

  it.each([
    ['北海道旭川市宮下通９丁目２番１７号', '旭川市'],
    ['北海道札幌市中央区南１条西１６丁目２９１番地', '札幌市中央区'],
    ['東京都新宿区西新宿2-8-1', '新宿区'],
    ['東京都東村山市本町1-2-3', '東村山市'],
    ['北海道夕張郡長沼町中央北1丁目', '夕張郡長沼町'],
    ['三重県四日市市諏訪町1-5', '四日市市'],
    ['茨城県ひたちなか市市毛８３５', 'ひたちなか市'],
    ['鹿児島県いちき串木野市湊町', 'いちき串木野市'],
    ['長野県大町市大町3887', '大町市'],
    ['宮城県宮城県仙台市太白区旗立2丁目4-12', '仙台市太白区'],
  ])('%s → %s', (address, municipality) => {
    expect(municipalityFromAddress(address)).toBe(municipality);
  });

  it('reads an address without its prefecture when the prefecture is known', () => {
    expect(municipalityFromAddress('札幌市南区石山1条6丁目1-18', '北海道')).toBe('札幌市南区');
    expect(municipalityFromAddress('札幌市南区石山1条6丁目1-18')).toBeNull();
  });
});
