import type { GatewayError } from '@harmo/contracts/payments';

type ErrorType = GatewayError['error']['type'];

/** A refusal in the gateway's own shape: `{ error: { type, code, message, status, param } }`. */
export class GatewayHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'GatewayHttpError';
  }

  body(): GatewayError {
    return {
      error: {
        type: this.type,
        message: this.message,
        status: this.status,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

/** The messages the gateway gives with each card error (the product shows its own text). */
const CARD_ERROR_MESSAGES: Record<string, string> = {
  card_declined: 'Card declined',
  expired_card: 'The card has expired',
  incorrect_card_data: 'The card number, expiry, security code or holder name is incorrect',
  invalid_expiry_month: 'The expiry month is invalid or past',
  invalid_expiry_year: 'The expiry year is invalid or past',
  processing_error: 'An error occurred while processing the card',
  unacceptable_brand: 'This card brand is not accepted',
  three_d_secure_incompleted: '3-D Secure has not been completed for this card',
  three_d_secure_failed: '3-D Secure authentication failed',
  missing_card: 'The customer has no card',
};

export const cardError = (code: string, param?: string, message?: string): GatewayHttpError =>
  new GatewayHttpError(
    402,
    'card_error',
    message ?? CARD_ERROR_MESSAGES[code] ?? code,
    code,
    param,
  );

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new GatewayHttpError(400, 'client_error', message, code ?? 'invalid_param', param);

export const notFoundError = (message: string, param?: string) =>
  new GatewayHttpError(404, 'not_found_error', message, 'invalid_id', param);

export const authError = (message: string) =>
  new GatewayHttpError(401, 'auth_error', message, 'invalid_api_key');
