import { addSymbol, structuredAppendProgress } from './collect-symbols';
import type { ScannedSymbol } from './types';

function symbol(
  text: string,
  sequenceIndex = -1,
  sequenceSize = -1,
  sequenceId = '',
): ScannedSymbol {
  return {
    format: 'QRCode',
    bytes: new TextEncoder().encode(text),
    text,
    sequenceIndex,
    sequenceSize,
    sequenceId,
  };
}

describe('addSymbol', () => {
  it('keeps one copy of a symbol the camera sees in many frames', () => {
    let symbols = addSymbol([], symbol('A'));
    symbols = addSymbol(symbols, symbol('A'));
    expect(symbols).toHaveLength(1);
  });

  it('collects the symbols of one Structured Append set in the order read', () => {
    let symbols = addSymbol([], symbol('B', 1, 3, '42'));
    symbols = addSymbol(symbols, symbol('A', 0, 3, '42'));
    expect(symbols.map((s) => s.text)).toEqual(['B', 'A']);
  });

  it('starts over when a symbol of another set is read', () => {
    let symbols = addSymbol([], symbol('A', 0, 2, '42'));
    symbols = addSymbol(symbols, symbol('X', 1, 2, '7'));
    expect(symbols.map((s) => s.text)).toEqual(['X']);
  });
});

describe('structuredAppendProgress', () => {
  it('is complete with one plain symbol', () => {
    expect(structuredAppendProgress([symbol('A')])).toEqual({ read: 1, total: 1, complete: true });
  });

  it('has nothing to tell before the first symbol', () => {
    expect(structuredAppendProgress([])).toEqual({ read: 0, total: null, complete: false });
  });

  it('counts the positions of a set read so far', () => {
    const two = [symbol('A', 0, 3, '1'), symbol('C', 2, 3, '1')];
    expect(structuredAppendProgress(two)).toEqual({ read: 2, total: 3, complete: false });
    expect(structuredAppendProgress([...two, symbol('B', 1, 3, '1')])).toEqual({
      read: 3,
      total: 3,
      complete: true,
    });
  });
});
