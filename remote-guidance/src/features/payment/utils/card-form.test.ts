import { CardTokenError } from '../api/create-card-token';
import type { CardElementChange } from '../lib/payjp';
import {
  cardFieldOfParam,
  elementMessageKey,
  isFieldTokenError,
  tokenErrorMessageKey,
  validateCardForm,
} from './card-form';

const change = (state: Partial<CardElementChange> & { code?: string }): CardElementChange => ({
  elementType: 'cardNumber',
  brand: 'Visa',
  complete: false,
  empty: false,
  ...(state.code ? { error: { code: state.code, message: '' } } : {}),
  ...state,
});

describe("what the gateway's fields report, in the form's words", () => {
  it('asks for a field that is empty or was never typed in', () => {
    expect(elementMessageKey('number', null)).toBe('validation.number.required');
    expect(elementMessageKey('expiry', change({ empty: true }))).toBe('validation.expiry.required');
    expect(elementMessageKey('cvc', change({ empty: true }))).toBe('validation.cvc.required');
  });

  it('tells a number of no brand from a mistyped one', () => {
    expect(elementMessageKey('number', change({ code: 'invalid_number', brand: 'unknown' }))).toBe(
      'validation.number.brand',
    );
    expect(elementMessageKey('number', change({ code: 'invalid_number' }))).toBe(
      'validation.number.luhn',
    );
    expect(elementMessageKey('number', change({ code: 'incomplete_error' }))).toBe(
      'validation.number.length',
    );
  });

  it('says a past expiry is past, and an unfinished one how to write it', () => {
    expect(elementMessageKey('expiry', change({ code: 'invalid_expiry_month_past' }))).toBe(
      'validation.expiry.past',
    );
    expect(elementMessageKey('expiry', change({ code: 'invalid_expiry_year_past' }))).toBe(
      'validation.expiry.past',
    );
    expect(elementMessageKey('expiry', change({ code: 'incomplete_error' }))).toBe(
      'validation.expiry.format',
    );
  });

  it("asks for the security code's length of the number's brand", () => {
    const short = change({ elementType: 'cardCvc', code: 'incomplete_error' });
    expect(elementMessageKey('cvc', short, 'American Express')).toBe('validation.cvc.four');
    expect(elementMessageKey('cvc', short, 'JCB')).toBe('validation.cvc.three');
  });

  it('has nothing to say of a complete field', () => {
    expect(elementMessageKey('number', change({ complete: true }))).toBeUndefined();
  });
});

describe('the whole form', () => {
  const done = change({ complete: true });
  const elements = { number: done, expiry: done, cvc: done };

  it("gives the holder's name as 3-D Secure takes it once every field is right", () => {
    expect(
      validateCardForm({ elements, holderName: ' hanako   yamada ', email: 'hanako@example.jp' }),
    ).toEqual({ errors: {}, holder: { holderName: 'HANAKO YAMADA', email: 'hanako@example.jp' } });
  });

  it('names every field that needs fixing and gives nothing to send', () => {
    const result = validateCardForm({
      elements: { ...elements, expiry: change({ code: 'invalid_expiry_month_past' }) },
      holderName: 'ヤマダ ハナコ',
      email: 'hanako@',
    });
    expect(result).toEqual({
      errors: {
        expiry: 'validation.expiry.past',
        holderName: 'validation.holderName.format',
        email: 'validation.email.format',
      },
      holder: null,
    });
  });
});

describe('a refusal of the gateway at the field its param names', () => {
  it('finds the field of each param the gateway names', () => {
    expect(cardFieldOfParam('card[number]')).toBe('number');
    expect(cardFieldOfParam('card[exp_month]')).toBe('expiry');
    expect(cardFieldOfParam('card[exp_year]')).toBe('expiry');
    expect(cardFieldOfParam('card[cvc]')).toBe('cvc');
    expect(cardFieldOfParam('card[name]')).toBe('holderName');
    expect(cardFieldOfParam('card[email]')).toBe('email');
    expect(cardFieldOfParam(undefined)).toBeNull();
    expect(isFieldTokenError(new CardTokenError('card_declined', 'card[number]'))).toBe(true);
    expect(isFieldTokenError(new CardTokenError('processing_error', undefined))).toBe(false);
  });

  it("says a card error in the gateway's words, and a field's mistake in the form's", () => {
    expect(
      tokenErrorMessageKey(new CardTokenError('card_declined', 'card[number]'), 'number'),
    ).toBe('errors.card_declined');
    expect(
      tokenErrorMessageKey(new CardTokenError('invalid_param', 'card[name]'), 'holderName'),
    ).toBe('validation.holderName.format');
    expect(tokenErrorMessageKey(new CardTokenError('missing_param', 'card[email]'), 'email')).toBe(
      'validation.email.required',
    );
    expect(
      tokenErrorMessageKey(
        new CardTokenError('invalid_expiry_year_past', 'card[exp_year]'),
        'expiry',
      ),
    ).toBe('validation.expiry.past');
  });
});
