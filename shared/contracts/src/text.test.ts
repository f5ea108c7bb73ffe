import {
  asciiAlphanumerics,
  asciiDigits,
  findUnsafeText,
  isEmailAddress,
  safeName,
  safeText,
  textProblem,
} from './text';

describe('the text rule', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001b[31m'],
    ['delete', 'a\u007f'],
    ['C1 control', 'a\u0085'],
    ['line feed in one line', 'a\nb'],
  ])('refuses %s in single-line text', (_label, value) => {
    expect(textProblem(value)).toBe('control_character');
    expect(safeText().safeParse(value).success).toBe(false);
  });

  it('keeps tab, line feed and carriage return in multi-line text but still refuses NUL', () => {
    expect(textProblem('one\r\ntwo\tthree', { multiline: true })).toBeUndefined();
    expect(textProblem('one\u0000', { multiline: true })).toBe('control_character');
  });

  it('refuses lone surrogates and keeps paired ones (emoji)', () => {
    expect(textProblem('a\uD800b')).toBe('lone_surrogate');
    expect(textProblem('\uDC00')).toBe('lone_surrogate');
    expect(textProblem('薬😀')).toBeUndefined();
  });

  it('refuses bidi overrides and isolates in names only', () => {
    expect(safeName().safeParse('山田\u202E花子').success).toBe(false);
    expect(safeName().safeParse('a\u2066b').success).toBe(false);
    expect(safeText().safeParse('山田\u202E花子').success).toBe(true);
    expect(safeName().parse('山田 花子')).toBe('山田 花子');
  });

  it('finds the first unsafe string anywhere in parsed input, keys included', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toEqual({
      path: 'body.a.1.b',
      problem: 'control_character',
    });
    expect(findUnsafeText({ 'k\u0000': 1 }, 'query')).toEqual({
      path: 'query',
      problem: 'control_character',
    });
    expect(findUnsafeText({ note: 'line\nline', n: 3, ok: true, none: null })).toBeUndefined();
    expect(findUnsafeText(Object.assign(Object.create(null), { b: 'x\u0000' }))).toEqual({
      path: 'request.b',
      problem: 'control_character',
    });
  });

  it('leaves raw bytes and streams alone: an upload is not text', () => {
    // Walking an upload's own properties would visit every byte of it.
    class UploadStream {
      readonly path = '/tmp/upload\u0000';
      pipe() {
        return this;
      }
    }
    expect(findUnsafeText({ file: new UploadStream() })).toBeUndefined();
    const bytes = Object.assign(new Uint8Array(2), { label: 'x\u0000' });
    expect(findUnsafeText({ file: bytes })).toBeUndefined();
  });
});

describe('the e-mail address rule', () => {
  it.each([
    ['a trailing dot', 'demo@harmo.example.'],
    ['a Cyrillic look-alike', 'dеmo@harmo.example'],
    ['full-width letters', 'ｄｅｍｏ@harmo.example'],
    ['a trailing zero-width space', 'demo@harmo.example\u200B'],
    ['no host', 'demo@'],
  ])('refuses %s', (_label, value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it('accepts ordinary addresses', () => {
    expect(isEmailAddress('demo@harmo.example')).toBe(true);
    expect(isEmailAddress('first.last+tag@mail.example.co.jp')).toBe(true);
  });
});

it('refuses bidi overrides anywhere in parsed input', () => {
  expect(findUnsafeText({ name: '山田\u202E花子' }, 'body')).toEqual({
    path: 'body.name',
    problem: 'bidi_control',
  });
});

describe('full-width forms read as ASCII', () => {
  it('reads every full-width digit as its ASCII digit', () => {
    expect(asciiDigits('０１２３４５６７８９')).toBe('0123456789');
    expect(asciiAlphanumerics('０１２３４５６７８９')).toBe('0123456789');
  });

  it('reads full-width Latin letters, both cases, only where letters are asked for', () => {
    expect(asciiAlphanumerics('ＡＢＣＸＹＺａｂｃｘｙｚ')).toBe('ABCXYZabcxyz');
    expect(asciiDigits('ｃｌａｓｓ１')).toBe('ｃｌａｓｓ1');
  });

  it('leaves everything else as it is: ASCII, spaces, symbols, kana and kanji', () => {
    // A full-width hyphen, space or slash means something to each caller; they stay.
    const other = '7K-3q 第２類　ー－／＠［｀｛ヤマダ';
    expect(asciiDigits(other)).toBe('7K-3q 第2類　ー－／＠［｀｛ヤマダ');
    expect(asciiAlphanumerics(other)).toBe('7K-3q 第2類　ー－／＠［｀｛ヤマダ');
    expect(asciiDigits('')).toBe('');
  });
});
