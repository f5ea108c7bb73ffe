import {
  formatExpiry,
  formatSecurityCode,
  groupCardNumber,
  toAsciiCardInput,
  validateCardForm,
} from './card-form';

describe('full-width input, as a Japanese input method types it', () => {
  it('reads full-width digits, slash and space as ASCII and leaves anything else', () => {
    expect(toAsciiCardInput('０１２３４５６７８９')).toBe('0123456789');
    expect(toAsciiCardInput('１２／３０')).toBe('12/30');
    expect(toAsciiCardInput('４２４２\u3000４２４２')).toBe('4242 4242');
    expect(toAsciiCardInput('ａ－ー')).toBe('ａ－ー');
  });

  it('keeps full-width digits of the card number, in groups', () => {
    expect(groupCardNumber('４２４２ ４２４２ ４２４２ ４２４２')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('４２４２\u3000４２４２')).toBe('4242 4242');
    expect(groupCardNumber('３７８２８２２４６３１０００５')).toBe('3782 822463 10005');
  });

  it('keeps full-width digits of the expiry, with the slash', () => {
    expect(formatExpiry('１２／３０', '')).toBe('12/30');
    expect(formatExpiry('１２', '1')).toBe('12/');
    expect(formatExpiry('12/３', '12/')).toBe('12/3');
  });

  it('keeps full-width digits of the security code', () => {
    expect(formatSecurityCode('１２３')).toBe('123');
    expect(formatSecurityCode('１２３４５')).toBe('1234');
  });

  it('still drops what is not a digit', () => {
    expect(groupCardNumber('4242-ａ4242')).toBe('4242 4242');
    expect(formatExpiry('1ー2', '1')).toBe('12/');
    expect(formatSecurityCode('1ａ2b3')).toBe('123');
  });

  it('gives a form typed in full width the same details as one typed in ASCII', () => {
    const today = new Date('2026-11-24T09:00:00+09:00');
    const typed = {
      holderName: 'HANAKO YAMADA',
      email: 'hanako@example.jp',
    };
    const fullWidth = validateCardForm(
      {
        ...typed,
        number: groupCardNumber('４２４２ ４２４２ ４２４２ ４２４２'),
        expiry: formatExpiry('１２／３０', ''),
        cvc: formatSecurityCode('１２３'),
      },
      today,
    );
    expect(fullWidth.errors).toEqual({});
    expect(fullWidth.details).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'HANAKO YAMADA',
      email: 'hanako@example.jp',
    });
  });
});
