import { z } from 'zod';
import {
  GATEWAY_PATHS,
  GatewayCard,
  GatewayCharge,
  GatewayCustomer,
  GatewayError,
  GatewayToken,
} from '@harmo/contracts/payments';
import { pathWith } from '@harmo/contracts/paths';

const GatewayDeleted = z.object({ id: z.string(), deleted: z.literal(true) });

/** The gateway refused: its own error body, as it sent it. */
export class GatewayRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: GatewayError['error'],
  ) {
    super(error.message);
    this.name = 'GatewayRefusal';
  }
}

/** The gateway could not be reached or answered something that is not its protocol. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/**
 * The merchant's client of the card gateway: the secret key, form-encoded requests, the
 * gateway's error shape. It never sends or receives a card number: only tokens and ids.
 */
export function cardGatewayClient(options: {
  baseUrl: string;
  secretKey: string;
  fetch?: typeof fetch;
}) {
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: S,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await send(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new GatewayUnavailable(`card gateway unreachable: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const refusal = GatewayError.safeParse(body);
      if (refusal.success && response.status < 500) {
        throw new GatewayRefusal(response.status, refusal.data.error);
      }
      throw new GatewayUnavailable(`card gateway answered ${response.status}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new GatewayUnavailable('card gateway answered an unknown shape');
    return parsed.data;
  }

  return {
    finishThreeDSecure: (tokenId: string) =>
      call('POST', pathWith(GATEWAY_PATHS.tokenTdsFinish, { tokenId }), GatewayToken, {}),
    createCustomer: (tokenId: string) =>
      call('POST', GATEWAY_PATHS.customers, GatewayCustomer, { card: tokenId }),
    addCard: (customerId: string, tokenId: string) =>
      call('POST', pathWith(GATEWAY_PATHS.customerCards, { customerId }), GatewayCard, {
        card: tokenId,
      }),
    setDefaultCard: (customerId: string, cardId: string) =>
      call('POST', pathWith(GATEWAY_PATHS.customer, { customerId }), GatewayCustomer, {
        default_card: cardId,
      }),
    deleteCard: async (customerId: string, cardId: string): Promise<void> => {
      await call(
        'DELETE',
        pathWith(GATEWAY_PATHS.customerCard, { customerId, cardId }),
        GatewayDeleted,
      );
    },
    /** One charge per key: the gateway answers a repeated key with the first answer. */
    charge: (input: {
      customerId: string;
      cardId: string;
      amountJpy: number;
      idempotencyKey: string;
    }) =>
      call(
        'POST',
        GATEWAY_PATHS.charges,
        GatewayCharge,
        {
          amount: String(input.amountJpy),
          currency: 'jpy',
          customer: input.customerId,
          card: input.cardId,
        },
        { 'idempotency-key': input.idempotencyKey },
      ),
  };
}

export type CardGatewayClient = ReturnType<typeof cardGatewayClient>;
