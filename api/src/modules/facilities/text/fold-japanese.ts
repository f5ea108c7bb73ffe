/**
 * Folds Japanese text for matching, so that what a person types finds what a source wrote:
 * - NFKC: full-width Latin and digits become ASCII, half-width katakana becomes full-width;
 * - case is ignored; hiragana becomes katakana; small kana become large (official フリガナ
 *   often writes キヨウ for キョウ), and ヶ matches ケ;
 * - every dash and wave dash is the long-vowel mark (addresses mix 1-2, 1ー2 and 1－2);
 * - `9丁目2番17号` folds like `9-2-17`;
 * - spaces (including the ideographic space) and a few punctuation marks disappear, so
 *   `ＪＡ北海道厚生連 札幌` finds `厚生連札幌`.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096\u309d\u309e]/g, (kana) =>
      String.fromCharCode(kana.charCodeAt(0) + 0x60),
    )
    .replace(/[ァィゥェォッャュョヮヵヶ]/g, (small) => SMALL_TO_LARGE[small] ?? small)
    .replace(/[-‐‑‒–—―−〜~﹣]/g, 'ー')
    .replace(/(\d)(丁目|番地|番|号)/g, '$1ー')
    .replace(/[\s・'"()「」『』【】[\]、。,.]/g, '');
}

const SMALL_TO_LARGE: Readonly<Record<string, string>> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};

/** A query's words, each folded; a facility matches when every word is found. */
export function queryWords(query: string, maxWords = 5): string[] {
  return query
    .normalize('NFKC')
    .split(/\s+/)
    .map(foldForSearch)
    .filter((word) => word !== '')
    .slice(0, maxWords);
}

/**
 * The stored `search_text`: folded name, kana and address joined by single spaces (folding
 * removes every space, so the three parts can be told apart again).
 */
export function buildSearchText(parts: {
  name: string;
  kana: string | null;
  address: string | null;
}): string {
  return [parts.name, parts.kana ?? '', parts.address ?? ''].map(foldForSearch).join(' ');
}

export function splitSearchText(searchText: string): {
  name: string;
  kana: string;
  address: string;
} {
  const [name = '', kana = '', address = ''] = searchText.split(' ');
  return { name, kana, address };
}
