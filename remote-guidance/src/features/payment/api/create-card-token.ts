import { ApiError, apiRequest, getRuntimeConfig } from '@harmo/shared';
import { GATEWAY_PATHS, GatewayError, GatewayToken } from '@harmo/contracts/payments';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
  email: string;
}

/** The card gateway refused the card details: its code (card_declined, …) and field. */
export class CardTokenError extends Error {
  override name = 'CardTokenError';
  constructor(
    readonly code: string,
    readonly param: string | undefined,
  ) {
    super(code);
  }
}

/** The configured gateway, or null where card payment is not offered. */
export function cardGateway() {
  return getRuntimeConfig().cardGateway;
}

/**
 * Sends the card details to the card gateway's tokenizer (its own origin, the public key) and
 * nowhere else, with 3-D Secure asked: the answer is a single-use token the api may receive.
 */
export async function createCardToken(details: CardDetails): Promise<GatewayToken> {
  const gateway = cardGateway();
  if (!gateway) throw new CardTokenError('gateway_not_configured', undefined);
  try {
    return await apiRequest(`${gateway.baseUrl}${GATEWAY_PATHS.tokens}`, {
      method: 'POST',
      auth: false,
      credentials: 'omit',
      headers: { Authorization: `Basic ${btoa(`${gateway.publicKey}:`)}` },
      form: {
        'card[number]': details.number,
        'card[exp_month]': String(details.expMonth),
        'card[exp_year]': String(details.expYear),
        'card[cvc]': details.cvc,
        'card[name]': details.holderName,
        'card[email]': details.email,
        three_d_secure: 'true',
      },
      schema: GatewayToken,
    });
  } catch (error) {
    if (error instanceof ApiError) {
      const refusal = GatewayError.safeParse(error.details);
      if (refusal.success) {
        throw new CardTokenError(
          refusal.data.error.code ?? refusal.data.error.type,
          refusal.data.error.param,
        );
      }
    }
    throw error;
  }
}

/** Where the browser goes for the 3-D Secure challenge of a token, and comes back to. */
export function challengeUrl(tokenId: string, backUrl: string): string {
  const gateway = cardGateway();
  if (!gateway) throw new CardTokenError('gateway_not_configured', undefined);
  const url = new URL(
    `${gateway.baseUrl}${GATEWAY_PATHS.tokenTdsStart.replace(':tokenId', encodeURIComponent(tokenId))}`,
  );
  url.searchParams.set('publickey', gateway.publicKey);
  url.searchParams.set('back_url', backUrl);
  return url.toString();
}
