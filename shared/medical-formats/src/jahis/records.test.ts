import { fieldAt, splitRecords } from './records';

describe('splitRecords', () => {
  it('accepts CR LF, LF and CR line ends in one text and numbers the lines', () => {
    const records = splitRecords('JAHISTC08,1\r\n1,山田\n5,20250912\r201,1,薬');
    expect(records.map((r) => [r.lineNumber, r.recordNumber])).toEqual([
      [1, 'JAHISTC08'],
      [2, '1'],
      [3, '5'],
      [4, '201'],
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    const records = splitRecords('JAHISTC08,1\r\n\r\n   \r\n5,20250912\r\n');
    expect(records.map((r) => r.lineNumber)).toEqual([1, 4]);
  });

  it('strips the 0x1A end-of-file mark', () => {
    const records = splitRecords('JAHISTC08,1\r\n5,20250912\r\n\u001a');
    expect(records).toHaveLength(2);
    expect(records[1]?.fields).toEqual(['5', '20250912']);
  });

  it('skips lines that hold only full-width spaces or a byte-order mark', () => {
    const records = splitRecords(
      '\u3000\r\nJAHISTC08,1\r\n\u3000\u3000\r\n\ufeff\r\n5,20250912\r\n',
    );
    expect(records.map((r) => [r.lineNumber, r.recordNumber])).toEqual([
      [2, 'JAHISTC08'],
      [5, '5'],
    ]);
  });

  it('stops at the 0x1A end-of-file mark: what follows it is not data', () => {
    const records = splitRecords('JAHISTC08,1\r\n5,20250912\r\n\u001a999,after\r\n\u0000');
    expect(records.map((r) => r.recordNumber)).toEqual(['JAHISTC08', '5']);
    expect(splitRecords('JAHISTC08,1\r\n5,2025\u001a0912')[1]?.fields).toEqual(['5', '2025']);
  });

  it('splits on every comma: there is no quoting', () => {
    expect(splitRecords('501,"a,b",1')[0]?.fields).toEqual(['501', '"a', 'b"', '1']);
  });
});

describe('fieldAt', () => {
  const [record] = splitRecords('201, 1 ,ノルバスク錠５ｍｇ,,　,2');

  it('numbers fields from 1 after the record number and trims ASCII spaces', () => {
    expect(fieldAt(record!, 1)).toBe('1');
    expect(fieldAt(record!, 2)).toBe('ノルバスク錠５ｍｇ');
  });

  it('gives null for empty and missing trailing fields, but keeps a full-width space', () => {
    expect(fieldAt(record!, 3)).toBeNull();
    expect(fieldAt(record!, 4)).toBe('　');
    expect(fieldAt(record!, 9)).toBeNull();
  });

  it('trims ASCII spaces only: a tab at either end is kept as recorded', () => {
    const [tabbed] = splitRecords('201,1,\tアムロジピン錠 ,1 \t');
    expect(fieldAt(tabbed!, 2)).toBe('\tアムロジピン錠');
    expect(fieldAt(tabbed!, 3)).toBe('1 \t');
  });
});
