import {
  ChargeBody,
  RegisterCardBody,
  cardBrandOf,
  cardNumberProblem,
  passesLuhn,
} from './payments';

describe('card numbers at the field', () => {
  it.each([
    ['4242424242424242', 'Visa'],
    ['5555555555554444', 'MasterCard'],
    ['2223003122003222', 'MasterCard'],
    ['3530111333300000', 'JCB'],
    ['3566002020360505', 'JCB'],
    ['378282246310005', 'American Express'],
    ['38520000023237', 'Diners Club'],
    ['30569309025904', 'Diners Club'],
    ['6011111111111117', 'Discover'],
  ])('%s is a valid %s number', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
    expect(passesLuhn(number)).toBe(true);
    expect(cardNumberProblem(number)).toBeUndefined();
  });

  it('accepts the groups people type with spaces or hyphens', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberProblem('4242-4242-4242-4242')).toBeUndefined();
  });

  it('names what is wrong with a number', () => {
    expect(cardNumberProblem('')).toBe('required');
    expect(cardNumberProblem('4242 4242 4242 424x')).toBe('not_digits');
    expect(cardNumberProblem('4242424242424241')).toBe('luhn');
    expect(cardNumberProblem('424242424242')).toBe('length');
    expect(cardNumberProblem('9999999999999995')).toBe('brand');
  });

  it('tells the brand from the first digits while the number is typed', () => {
    expect(cardBrandOf('4')).toBe('Visa');
    expect(cardBrandOf('35')).toBeNull();
    expect(cardBrandOf('3589')).toBe('JCB');
    expect(cardBrandOf('34')).toBe('American Express');
  });

  it('reads the Mastercard 2-series from 2221 to 2720 only', () => {
    expect(cardBrandOf('2221000000000009')).toBe('MasterCard');
    expect(cardBrandOf('2720990000000007')).toBe('MasterCard');
    expect(cardBrandOf('2220990000000003')).toBeNull();
    expect(cardBrandOf('2721000000000006')).toBeNull();
  });

  it('computes the Luhn check over every digit', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('payment request bodies', () => {
  it('takes a gateway token id and nothing that looks like a card number', () => {
    expect(RegisterCardBody.safeParse({ token: 'tok_abc123' }).success).toBe(true);
    expect(RegisterCardBody.safeParse({ token: '4242424242424242' }).success).toBe(false);
  });

  it('charges whole yen with a uuid idempotency key', () => {
    const key = '8d3c1b8e-3b7a-4d4b-9f2a-1f0e5d6c7b8a';
    expect(ChargeBody.safeParse({ amountJpy: 1200, idempotencyKey: key }).success).toBe(true);
    expect(ChargeBody.safeParse({ amountJpy: 12.5, idempotencyKey: key }).success).toBe(false);
    expect(ChargeBody.safeParse({ amountJpy: 0, idempotencyKey: key }).success).toBe(false);
    expect(ChargeBody.safeParse({ amountJpy: 1200, idempotencyKey: 'again' }).success).toBe(false);
  });
});
