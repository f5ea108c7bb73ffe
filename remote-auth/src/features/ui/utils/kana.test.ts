import { toKatakana } from './kana';

describe('toKatakana', () => {
  it.each([
    ['やまだ はなこ', 'ヤマダ ハナコ'],
    ['ぢゃっく　ゔぃくとーる', 'ヂャック　ヴィクトール'],
    ['ぁぃぅぇぉゕゖ', 'ァィゥェォヵヶ'],
    ['ﾔﾏﾀﾞ ﾊﾅｺ', 'ヤマダ ハナコ'],
    ['ﾊﾟｰﾄ', 'パート'],
    ['ヤマダ はなこ', 'ヤマダ ハナコ'],
  ])('%s → %s', (input, expected) => {
    expect(toKatakana(input)).toBe(expected);
  });

  it('leaves kanji, Latin letters and full-width digits for the rule to judge', () => {
    expect(toKatakana('山田 hanako ２')).toBe('山田 hanako ２');
  });

  it('keeps the length of a hiragana reading, so the caret can stay where it was', () => {
    const input = 'やまだ';
    expect(toKatakana(input)).toHaveLength(input.length);
  });
});
