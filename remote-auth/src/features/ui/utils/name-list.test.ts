import { itemList, nameList } from './name-list';

describe('lists in running text', () => {
  it('joins names with the Japanese comma, each name on one line', () => {
    expect(nameList(['佐藤 一郎', '佐藤\u3000トメ'], 'ja')).toBe('佐藤\u00a0一郎、佐藤\u00a0トメ');
  });

  it('joins names in English with "and", never with the Japanese comma', () => {
    expect(nameList(['佐藤 一郎', '佐藤 トメ', '山田 太郎'], 'en')).toBe(
      '佐藤\u00a0一郎, 佐藤\u00a0トメ, and 山田\u00a0太郎',
    );
    expect(itemList(['SMS', 'authenticator app'], 'en')).toBe('SMS and authenticator app');
    expect(itemList(['SMS', '認証アプリ'], 'ja')).toBe('SMS、認証アプリ');
  });
});
