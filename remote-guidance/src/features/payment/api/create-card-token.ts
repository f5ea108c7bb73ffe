import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, NETWORK_ERROR, getRuntimeConfig } from '@harmo/shared';
import { GATEWAY_PATHS, GatewayError, GatewayToken } from '@harmo/contracts/payments';
import type { Payjp, PayjpElement } from '../lib/payjp';

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

/** What a refusal of a token says: its code, type and field, and its HTTP status. */
interface TokenRefusal {
  code?: string;
  type?: string;
  param?: string;
  status?: number;
}

/**
 * A refusal the gateway's browser library makes itself (the tokenizer not reached, the number
 * field not mounted) comes in the same `{ error }` as the gateway's own, but payjp.js does not
 * promise it their whole shape (`GatewayError`): its type, message or status may be missing or
 * other than the gateway's. It is still a refusal, never a token: what it says with the right
 * type is read, the rest is left out, and an `error` that is no object says nothing.
 */
const LibraryRefusal = z.object({
  error: z.unknown().pipe(
    z
      .object({
        code: z.string().optional().catch(undefined),
        type: z.string().optional().catch(undefined),
        param: z.string().optional().catch(undefined),
        status: z.number().optional().catch(undefined),
      })
      .catch({}),
  ),
});

/** The refusal in the library's answer, or null when the answer is no refusal. */
function refusalOf(answer: unknown): TokenRefusal | null {
  const fromGateway = GatewayError.safeParse(answer);
  if (fromGateway.success) return fromGateway.data.error;
  const fromLibrary = LibraryRefusal.safeParse(answer);
  return fromLibrary.success ? fromLibrary.data.error : null;
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

export interface CreateCardTokenOptions {
  /**
   * What must hold before a token made may be used, run with the mutation once it is made: what
   * it throws fails the attempt as a refusal of the card would, and the form shows it.
   */
  keep?: (token: GatewayToken) => void;
  /** What follows a token made and kept (leaving for the card issuer's challenge with it). */
  onKept?: (token: GatewayToken) => void;
}

/** Has the gateway's card fields make a token of the card details the form hands over. */
export function useCreateCardToken({ keep, onKept }: CreateCardTokenOptions = {}) {
  return useMutation({
    mutationFn: async (details: CardDetails) => {
      const token = await createCardToken(details);
      keep?.(token);
      return token;
    },
    onSuccess: (token) => onKept?.(token),
  });
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
