import { parseDecimalField, parseIntegerField } from './numbers';

describe('parseDecimalField', () => {
  it('reads decimals, leading zeros and full-width digits', () => {
    expect(parseDecimalField('1.5')).toBe(1.5);
    expect(parseDecimalField('063.7')).toBe(63.7);
    expect(parseDecimalField('.5')).toBe(0.5);
    expect(parseDecimalField('１．５')).toBe(1.5);
  });

  it('gives null for empty, text, signs and numbers too large to be finite', () => {
    expect(parseDecimalField(null)).toBeNull();
    expect(parseDecimalField('適量')).toBeNull();
    expect(parseDecimalField('-1')).toBeNull();
    expect(parseDecimalField('1e3')).toBeNull();
    expect(parseDecimalField('9'.repeat(400))).toBeNull();
  });
});

describe('parseIntegerField', () => {
  it('reads whole numbers with leading zeros', () => {
    expect(parseIntegerField('028')).toBe(28);
  });

  it('gives null for decimals and numbers beyond safe integers', () => {
    expect(parseIntegerField('1.5')).toBeNull();
    expect(parseIntegerField('9'.repeat(20))).toBeNull();
  });
});
