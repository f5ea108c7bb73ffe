import { readJanInput } from './jan-input';

describe('readJanInput', () => {
  it('accepts an EAN-13 and an EAN-8 with the right check digit', () => {
    expect(readJanInput('4987188166017')).toEqual({ ok: true, janCode: '4987188166017' });
    expect(readJanInput('49999013')).toEqual({ ok: true, janCode: '49999013' });
  });

  it('reads full-width digits and the separators people type', () => {
    expect(readJanInput('４９８７１８８ 166-017')).toEqual({ ok: true, janCode: '4987188166017' });
  });

  it('refuses a wrong check digit, a wrong length, letters and nothing, each with its reason', () => {
    expect(readJanInput('4987188166018')).toEqual({ ok: false, issue: 'janCheckDigit' });
    expect(readJanInput('498718816601')).toEqual({ ok: false, issue: 'janLength' });
    expect(readJanInput('49871881660a7')).toEqual({ ok: false, issue: 'janDigits' });
    expect(readJanInput('  ')).toEqual({ ok: false, issue: 'janRequired' });
  });
});
