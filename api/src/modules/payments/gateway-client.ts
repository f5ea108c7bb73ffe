import { z } from 'zod';
import {
  GATEWAY_PATHS,
  GatewayCard,
  GatewayCharge,
  GatewayChargeList,
  GatewayCustomer,
  GatewayError,
  GatewayToken,
} from '@harmo/contracts/payments';
import { pathWith } from '@harmo/contracts/paths';

const GatewayDeleted = z.object({ id: z.string(), deleted: z.literal(true) });

/** How long a request to the gateway may take before it is given up as unanswered. */
export const GATEWAY_TIMEOUT_MS = 20_000;

/**
 * The metadata key each charge carries with harmo's id of the charge (its `payment_charges`
 * row), so that a charge whose answer was lost can be found at the gateway afterwards.
 */
const CHARGE_METADATA_KEY = 'harmo_charge_id';

/** Pages of the customer's charges read when looking for one; more means something is wrong. */
const CHARGE_PAGES_MAX = 20;
const CHARGE_PAGE_SIZE = 100;
/** The charge is looked for among those made from this long before harmo's row (clock skew). */
const CHARGE_SEARCH_MARGIN_S = 24 * 60 * 60;

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
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
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
    /**
     * One charge per key: the gateway answers a repeated key with the first answer. harmo's id
     * of the charge goes with it as metadata, by which `findCharge` finds it again.
     */
    charge: (input: {
      customerId: string;
      cardId: string;
      amountJpy: number;
      idempotencyKey: string;
      harmoChargeId: string;
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
          [`metadata[${CHARGE_METADATA_KEY}]`]: input.harmoChargeId,
        },
        { 'idempotency-key': input.idempotencyKey },
      ),
    /**
     * The customer's charge made for harmo's charge `harmoChargeId` (by its metadata), or null
     * when the gateway has none: that request never made a charge. Reads every page of the
     * customer's charges since shortly before `madeAfter`; when they do not end, whether there
     * is one is not known and the gateway counts as unavailable.
     */
    findCharge: async (input: {
      customerId: string;
      harmoChargeId: string;
      madeAfter: Date;
    }): Promise<GatewayCharge | null> => {
      const since = Math.floor(input.madeAfter.getTime() / 1000) - CHARGE_SEARCH_MARGIN_S;
      for (let page = 0; page < CHARGE_PAGES_MAX; page += 1) {
        const query = new URLSearchParams({
          customer: input.customerId,
          since: String(since),
          limit: String(CHARGE_PAGE_SIZE),
          offset: String(page * CHARGE_PAGE_SIZE),
        });
        const list = await call('GET', `${GATEWAY_PATHS.charges}?${query}`, GatewayChargeList);
        const found = list.data.find(
          (charge) => charge.metadata?.[CHARGE_METADATA_KEY] === input.harmoChargeId,
        );
        if (found) return found;
        if (!list.has_more) return null;
      }
      throw new GatewayUnavailable('card gateway listed too many charges to look through');
    },
  };
}

export type CardGatewayClient = ReturnType<typeof cardGatewayClient>;
