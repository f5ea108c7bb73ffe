import { ApiError } from '@harmo/shared';
import { FakeElement, gatewayToken } from '../../../testing/fake-card-gateway';
import { paymentErrorKey } from '../utils/payment-errors';
import { CardTokenError, createCardToken } from './create-card-token';
import type { Payjp } from '../lib/payjp';

/** The card form's details, with the gateway's library answering `answer` for the token. */
function detailsAnswering(answer: unknown) {
  const payjp: Payjp = { elements: jest.fn(), createToken: jest.fn(async () => answer) };
  return {
    payjp,
    numberElement: new FakeElement('cardNumber', {}),
    holderName: 'HANAKO YAMADA',
    email: 'hanako@example.jp',
  };
}

/** What a refused token attempt threw, as the card form tells it apart. */
async function refusalOf(answer: unknown) {
  const error: unknown = await createCardToken(detailsAnswering(answer)).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (error instanceof ApiError) return { network: error.code, message: paymentErrorKey(error) };
  if (error instanceof CardTokenError) {
    return { code: error.code, param: error.param, message: paymentErrorKey(error) };
  }
  throw new Error(`not a refusal: ${String(error)}`);
}

const TOKEN = gatewayToken('tok_1');

describe('createCardToken', () => {
  it("hands back the gateway's token, asked with 3-D Secure and the holder's details", async () => {
    const details = detailsAnswering(TOKEN);
    await expect(createCardToken(details)).resolves.toEqual(TOKEN);
    expect(details.payjp.createToken).toHaveBeenCalledWith(details.numberElement, {
      card: { name: 'HANAKO YAMADA', email: 'hanako@example.jp' },
      three_d_secure: true,
    });
  });

  it.each([
    [
      "the gateway's refusal, at the field it names",
      {
        type: 'card_error',
        code: 'incorrect_card_data',
        message: 'The card number, expiry, security code or holder name is incorrect',
        status: 402,
        param: 'card[cvc]',
      },
      { code: 'incorrect_card_data', param: 'card[cvc]', message: 'incorrect_card_data' },
    ],
    [
      "the gateway's refusal of the card",
      { type: 'card_error', code: 'card_declined', message: 'Declined', status: 402 },
      { code: 'card_declined', param: undefined, message: 'card_declined' },
    ],
    [
      "the gateway's refusal without a code: its type stands for it",
      { type: 'invalid_request_error', message: 'Invalid', status: 400 },
      { code: 'invalid_request_error', param: undefined, message: 'unknown' },
    ],
    [
      "the library's refusal with a code only",
      { code: 'card_declined' },
      { code: 'card_declined', param: undefined, message: 'card_declined' },
    ],
    [
      "the library's refusal of a type the gateway does not name",
      { type: 'validation_error', message: 'Invalid number', status: 400, param: 'card[number]' },
      { code: 'validation_error', param: 'card[number]', message: 'unknown' },
    ],
    [
      'a refusal whose fields have the wrong types: only what has the right one is read',
      { type: 'card_error', code: 402, param: 5, status: '402' },
      { code: 'card_error', param: undefined, message: 'unknown' },
    ],
    ['a refusal that says nothing', {}, { code: 'unknown', param: undefined, message: 'unknown' }],
    ['an error that is text', 'Failed', { code: 'unknown', param: undefined, message: 'unknown' }],
    ['an error that is null', null, { code: 'unknown', param: undefined, message: 'unknown' }],
  ])('reads %s', async (_shape, error, expected) => {
    await expect(refusalOf({ error })).resolves.toEqual(expected);
  });

  it.each([
    [
      "the library's network refusal",
      { type: 'client_error', code: 'network_error', message: 'No answer', status: 0 },
    ],
    ['a network refusal named by its code only', { code: 'network_error' }],
    ['a refusal with status 0: the gateway not reached', { message: 'Failed', status: 0 }],
  ])('says %s as a lost connection', async (_shape, error) => {
    await expect(refusalOf({ error })).resolves.toEqual({
      network: 'network_error',
      message: 'network',
    });
  });

  it.each([
    ['an answer that is neither a token nor a refusal', { id: 'tok_1' }],
    ['no answer at all', undefined],
  ])('takes %s for an unknown refusal', async (_shape, answer) => {
    await expect(refusalOf(answer)).resolves.toEqual({
      code: 'unknown',
      param: undefined,
      message: 'unknown',
    });
  });
});
