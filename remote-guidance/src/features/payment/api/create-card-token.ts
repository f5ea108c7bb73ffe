import { ApiError, NETWORK_ERROR, getRuntimeConfig } from '@harmo/shared';
import { GATEWAY_PATHS, GatewayToken } from '@harmo/contracts/payments';
import type { Payjp, PayjpElement } from './payjp';

/**
 * What the card form hands over to make a token: the gateway's card fields (the number's, which
 * reads the expiry and security code beside it) and the holder's name and e-mail address, which
 * are this page's own fields. No card number or security code: those stay in the gateway's frames.
 */
export interface CardDetails {
  payjp: Payjp;
  numberElement: PayjpElement;
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

/** The refusal shape of the gateway's library: its error's code, type and field. */
function refusalOf(
  answer: unknown,
): { code?: string; type?: string; param?: string; status?: number } | null {
  if (!answer || typeof answer !== 'object' || !('error' in answer)) return null;
  const error = (answer as { error: unknown }).error;
  if (!error || typeof error !== 'object') return {};
  const { code, type, param, status } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    type: typeof type === 'string' ? type : undefined,
    param: typeof param === 'string' ? param : undefined,
    status: typeof status === 'number' ? status : undefined,
  };
}

/**
 * Asks the gateway's card fields for a token, with 3-D Secure asked: the number's frame sends the
 * card details to the gateway's tokenizer from the gateway's own origin, and this page receives
 * the single-use token the api may receive, or the gateway's refusal with the field it names.
 */
export async function createCardToken(details: CardDetails): Promise<GatewayToken> {
  const answer = await details.payjp.createToken(details.numberElement, {
    card: { name: details.holderName, email: details.email },
    three_d_secure: true,
  });
  const refusal = refusalOf(answer);
  if (refusal) {
    // The gateway was not reached: said as any other lost connection is.
    if (refusal.code === 'network_error' || refusal.status === 0) {
      throw new ApiError(NETWORK_ERROR, 0, 'network_error');
    }
    throw new CardTokenError(refusal.code ?? refusal.type ?? 'unknown', refusal.param);
  }
  const token = GatewayToken.safeParse(answer);
  if (!token.success) throw new CardTokenError('unknown', undefined);
  return token.data;
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
