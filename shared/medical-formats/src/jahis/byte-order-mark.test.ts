import { withoutByteOrderMark, withoutByteOrderMarkText } from './byte-order-mark';

describe('withoutByteOrderMark', () => {
  it('drops a UTF-8 byte-order mark in front, and only there', () => {
    const jahis = [0x4a, 0x41, 0x48, 0x49, 0x53];
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...jahis]);
    expect(Array.from(withoutByteOrderMark(marked))).toEqual(jahis);
    const inside = new Uint8Array([...jahis, 0xef, 0xbb, 0xbf]);
    expect(withoutByteOrderMark(inside)).toBe(inside);
  });

  it('keeps bytes that only begin like a mark, and empty input', () => {
    const partial = new Uint8Array([0xef, 0xbb, 0x4a]);
    expect(withoutByteOrderMark(partial)).toBe(partial);
    expect(Array.from(withoutByteOrderMark(new Uint8Array([0xef, 0xbb, 0xbf])))).toEqual([]);
    expect(withoutByteOrderMark(new Uint8Array()).length).toBe(0);
  });

  it('drops one U+FEFF in front of decoded text, and only there', () => {
    expect(withoutByteOrderMarkText('\ufeffJAHISTC08')).toBe('JAHISTC08');
    expect(withoutByteOrderMarkText('JAHIS\ufeff')).toBe('JAHIS\ufeff');
    expect(withoutByteOrderMarkText('')).toBe('');
  });
});
