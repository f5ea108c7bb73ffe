import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GatewayToken } from '@harmo/contracts/payments';
import { GATEWAY_MIN_CHARGE_JPY, GATEWAY_PATHS } from '@harmo/contracts/payments';
import type { Database, Queryable } from '../../db';
import { elementPage, elementPolicy } from './browser/element-page';
import { PAY_JS } from './browser/pay-js';
import { ELEMENT_ID_PATTERN, ELEMENT_TYPES, PUBLIC_KEY_PATTERN } from './browser/protocol';
import type { ElementType } from './browser/protocol';
import { checkCardDetails, decimalDigits } from './card-details';
import { challengePage } from './challenge-page';
import type { CardGatewayStandInConfig } from './config';
import { GatewayHttpError, authError, cardError, invalidRequest, notFoundError } from './errors';
import * as store from './store';
import type { CardRow, TokenRow } from './store';
import { DECLINE_ABOVE_JPY } from './test-cards';

type Fields = Record<string, string | undefined>;

/** Form-encoded (the gateway's protocol) or flat JSON; only string values are read. */
function fieldsOf(body: unknown): Fields {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' || typeof value === 'number' ? String(value) : undefined,
    ]),
  );
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** How many metadata keys a charge may carry, as the real gateway allows. */
const METADATA_MAX_KEYS = 20;

function tokenObject(token: TokenRow, card: CardRow): GatewayToken {
  return {
    id: token.id,
    object: 'token',
    card: store.cardObject(card),
    created: seconds(token.created_at),
    livemode: false,
    used: token.used,
  };
}

/** The API key of HTTP Basic authentication (the key as user name, empty password). */
function keyOf(request: FastifyRequest): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded.split(':')[0] ?? null;
}

/** A token that may become a customer's card: unused, and through 3-D Secure when asked. */
function assertUsable(found: { token: TokenRow; card: CardRow } | null, param = 'card') {
  if (!found) throw notFoundError('No such token', param);
  if (found.token.used) {
    throw invalidRequest('This token has already been used', param, 'token_already_used');
  }
  const status = found.card.three_d_secure_status;
  if (status === 'unverified') throw cardError('three_d_secure_incompleted', param);
  if (status === 'failed' || status === 'error') throw cardError('three_d_secure_failed', param);
  return found;
}

/**
 * The return address as the browser will be sent to it, or null when it is not one of the
 * allowed origins. The parsed form is what is used afterwards: the URL parser drops tabs and
 * line breaks that the raw text could carry into a header or the page.
 */
function allowedReturn(url: string | undefined, origins: readonly string[]): string | null {
  try {
    const parsed = new URL(url ?? '');
    return origins.includes(parsed.origin) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The origin itself when it is exactly one of the allowed origins, else null. */
function allowedOrigin(value: string | undefined, origins: readonly string[]): string | null {
  try {
    const origin = new URL(value ?? '').origin;
    return origin === value && origins.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

const isElementType = (value: string): value is ElementType =>
  (ELEMENT_TYPES as readonly string[]).includes(value);

/**
 * The card gateway stand-in, PAY.JP v1 in shape: keys, tokens (with 3-D Secure), customers and
 * their cards, charges in yen with Idempotency-Key. It answers in the gateway's error shape, and
 * nothing it is sent is logged but ids and last four digits.
 */
export function standInRoutes(options: {
  db: Database;
  config: CardGatewayStandInConfig;
  now: () => Date;
}): FastifyPluginAsyncZod {
  const { db, config, now } = options;

  const requireKey = (kind: 'public' | 'secret' | 'either') => {
    return async (request: FastifyRequest) => {
      const key = keyOf(request);
      if (!key) throw authError('Missing API key (HTTP Basic, the key as user name)');
      const allowed =
        kind === 'secret'
          ? [config.secretKey]
          : kind === 'public'
            ? [config.publicKey]
            : [config.publicKey, config.secretKey];
      if (!allowed.includes(key)) {
        throw authError(
          key === config.publicKey ? 'This call needs the secret key' : 'Invalid API key',
        );
      }
    };
  };

  return async (app) => {
    // The stand-in is another service: it is not part of the product API's OpenAPI document.
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof GatewayHttpError) {
        return reply.code(error.status).send(error.body());
      }
      const status = error.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return reply.code(status).send({
          error: { type: 'client_error', message: error.message, status },
        });
      }
      request.log.error({ err: error }, 'card gateway stand-in failed');
      return reply.code(500).send({
        error: { type: 'server_error', message: 'Internal error', status: 500 },
      });
    });
    app.setNotFoundHandler((_request, reply) => {
      void reply.code(404).send({
        error: { type: 'not_found_error', message: 'Unrecognized request URL', status: 404 },
      });
    });

    // The browser library (payjp.js v2 in shape): loaded by the merchant's page from its origin.
    app.get(
      '/v2/pay.js',
      { helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } } },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(PAY_JS),
    );

    // A card field: a frame the merchant's page embeds, on the gateway's origin. Only the web
    // app's origins may embed it (as only they may be a challenge's back_url), and the frame
    // speaks to that origin only.
    app.get(
      '/v2/elements/:type',
      { helmet: { frameguard: false, contentSecurityPolicy: false } },
      async (request, reply) => {
        const { type } = request.params as { type: string };
        if (!isElementType(type)) throw notFoundError('No such element', 'type');
        const query = fieldsOf(request.query);
        const parentOrigin = allowedOrigin(query.origin, config.returnOrigins);
        if (!parentOrigin) throw invalidRequest('origin is not an allowed web origin', 'origin');
        if (
          !ELEMENT_ID_PATTERN.test(query.group ?? '') ||
          !ELEMENT_ID_PATTERN.test(query.id ?? '')
        ) {
          throw invalidRequest('group and id must be ids made by pay.js', 'id');
        }
        if (!PUBLIC_KEY_PATTERN.test(query.key ?? '')) throw authError('Invalid public key');
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', elementPolicy(parentOrigin))
          .send(
            elementPage({
              type,
              parentOrigin,
              group: query.group as string,
              id: query.id as string,
              publicKey: query.key as string,
              locale: query.locale === 'en' ? 'en' : 'ja',
            }),
          );
      },
    );

    // Tokens: the card fields' frames send the card details with the public key. A browser
    // request from any other origin (a merchant's page posting the details itself) is refused:
    // the card number must not pass through the merchant's page.
    app.post(GATEWAY_PATHS.tokens, { onRequest: requireKey('either') }, async (request, reply) => {
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
        throw new GatewayHttpError(
          403,
          'client_error',
          "Card details are taken only from the gateway's own card fields",
          'origin_not_allowed',
        );
      }
      const fields = fieldsOf(request.body);
      const threeDSecure = fields.three_d_secure === 'true';
      const checked = checkCardDetails(fields, {
        threeDSecure,
        now: now(),
        fingerprintKey: config.secretKey,
      });
      const { token, card } = await db.transaction(async (tx) => {
        const card = await store.insertCard(tx, {
          ...checked,
          three_d_secure_status: threeDSecure ? 'unverified' : null,
        });
        return { token: await store.insertToken(tx, card.id), card };
      });
      request.log.info({ token: token.id, last4: card.last4 }, 'card gateway: token made');
      return reply.code(200).send(tokenObject(token, card));
    });

    app.get(GATEWAY_PATHS.tokenTdsStart, async (request, reply) => {
      const { tokenId } = request.params as { tokenId: string };
      // A repeated parameter arrives as a list, which fieldsOf leaves out: refused below.
      const query = fieldsOf(request.query);
      if (query.publickey !== config.publicKey) throw authError('Invalid public key');
      const backUrl = allowedReturn(query.back_url, config.returnOrigins);
      if (!backUrl) {
        throw invalidRequest('back_url is not an allowed return address', 'back_url');
      }
      const found = await store.findToken(db, tokenId);
      if (!found) throw notFoundError('No such token', 'token');
      if (found.token.used || found.card.three_d_secure_status !== 'unverified') {
        throw invalidRequest('This token needs no 3-D Secure challenge', 'token');
      }
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(backUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .send(challengePage(found.card, backUrl, config.publicKey));
    });

    app.post('/v1/tds/:tokenId/challenge', async (request, reply) => {
      const { tokenId } = request.params as { tokenId: string };
      const fields = fieldsOf(request.body);
      if (fields.publickey !== config.publicKey) throw authError('Invalid public key');
      const backUrl = allowedReturn(fields.back_url, config.returnOrigins);
      if (!backUrl) {
        throw invalidRequest('back_url is not an allowed return address', 'back_url');
      }
      const result = fields.result === 'verified' ? 'verified' : 'failed';
      const found = await store.findToken(db, tokenId);
      if (!found || found.token.used || found.card.three_d_secure_status !== 'unverified') {
        throw invalidRequest('This token needs no 3-D Secure challenge', 'token');
      }
      await store.setTokenChallengeResult(db, tokenId, result);
      return reply.code(303).header('location', backUrl).send();
    });

    // The merchant's server completes 3-D Secure; the result chosen on the page takes effect.
    app.post(GATEWAY_PATHS.tokenTdsFinish, { onRequest: requireKey('secret') }, async (request) => {
      const { tokenId } = request.params as { tokenId: string };
      return db.transaction(async (tx) => {
        const found = await store.findToken(tx, tokenId, true);
        if (!found) throw notFoundError('No such token', 'token');
        if (found.card.three_d_secure_status !== 'unverified') {
          throw invalidRequest('3-D Secure of this token has already finished', 'token');
        }
        if (!found.token.tds_result) {
          throw invalidRequest(
            'The 3-D Secure challenge has not been completed',
            'token',
            'three_d_secure_incompleted',
          );
        }
        await store.setCardTdsStatus(tx, found.card.id, found.token.tds_result);
        const card = { ...found.card, three_d_secure_status: found.token.tds_result };
        return tokenObject(found.token, card);
      });
    });

    app.post(GATEWAY_PATHS.customers, { onRequest: requireKey('secret') }, async (request) => {
      const fields = fieldsOf(request.body);
      return db.transaction(async (tx) => {
        let cardId: string | null = null;
        if (fields.card) {
          const found = assertUsable(await store.findToken(tx, fields.card, true));
          await store.markTokenUsed(tx, found.token.id);
          cardId = found.card.id;
        }
        const customerId = await store.insertCustomer(tx, cardId);
        if (cardId) await store.attachCard(tx, cardId, customerId);
        return store.customerObject(tx, customerId);
      });
    });

    app.get(GATEWAY_PATHS.customer, { onRequest: requireKey('secret') }, async (request) => {
      const { customerId } = request.params as { customerId: string };
      if (!(await store.findCustomer(db, customerId))) {
        throw notFoundError('No such customer', 'id');
      }
      return store.customerObject(db, customerId);
    });

    // Updates the customer: default_card.
    app.post(GATEWAY_PATHS.customer, { onRequest: requireKey('secret') }, async (request) => {
      const { customerId } = request.params as { customerId: string };
      const fields = fieldsOf(request.body);
      return db.transaction(async (tx) => {
        if (!(await store.findCustomer(tx, customerId, true))) {
          throw notFoundError('No such customer', 'id');
        }
        if (fields.default_card !== undefined) {
          const card = await store.findCard(tx, fields.default_card);
          if (!card || card.customer_id !== customerId) {
            throw notFoundError('No such card for this customer', 'default_card');
          }
          await store.setDefaultCard(tx, customerId, card.id);
        }
        return store.customerObject(tx, customerId);
      });
    });

    app.post(GATEWAY_PATHS.customerCards, { onRequest: requireKey('secret') }, async (request) => {
      const { customerId } = request.params as { customerId: string };
      const fields = fieldsOf(request.body);
      return db.transaction(async (tx) => {
        const customer = await store.findCustomer(tx, customerId, true);
        if (!customer) throw notFoundError('No such customer', 'id');
        if (!fields.card) throw invalidRequest('Missing card token', 'card', 'missing_param');
        const found = assertUsable(await store.findToken(tx, fields.card, true));
        await store.markTokenUsed(tx, found.token.id);
        await store.attachCard(tx, found.card.id, customerId);
        if (fields.default === 'true' || !customer.default_card) {
          await store.setDefaultCard(tx, customerId, found.card.id);
        }
        return store.cardObject({ ...found.card, customer_id: customerId });
      });
    });

    app.delete(GATEWAY_PATHS.customerCard, { onRequest: requireKey('secret') }, async (request) => {
      const { customerId, cardId } = request.params as { customerId: string; cardId: string };
      return db.transaction(async (tx) => {
        const customer = await store.findCustomer(tx, customerId, true);
        const card = await store.findCard(tx, cardId);
        if (!customer || !card || card.customer_id !== customerId) {
          throw notFoundError('No such card for this customer', 'id');
        }
        await store.deleteCard(tx, cardId);
        if (customer.default_card === cardId) {
          // Like the gateway: the oldest remaining card becomes the default.
          const rest = await store.cardsOf(tx, customerId);
          await store.setDefaultCard(tx, customerId, rest[0]?.id ?? null);
        }
        return { id: cardId, deleted: true, livemode: false };
      });
    });

    app.post(GATEWAY_PATHS.charges, { onRequest: requireKey('secret') }, async (request, reply) => {
      const fields = fieldsOf(request.body);
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && key.length > 0 ? key : null;
      if (idempotencyKey && idempotencyKey.length > 255) {
        throw invalidRequest('Idempotency-Key is too long', 'Idempotency-Key');
      }
      const answer = await db.transaction(async (tx) => {
        if (idempotencyKey) {
          // One request per key at a time; a repeated key gets the first answer.
          await tx.query(`SELECT pg_advisory_xact_lock(hashtext('card_gateway:' || $1))`, [
            idempotencyKey,
          ]);
          const stored = await store.storedAnswer(tx, idempotencyKey);
          if (stored) return { status: stored.status_code, body: stored.response };
        }
        let result: { status: number; body: unknown };
        try {
          result = { status: 200, body: await charge(tx, fields) };
        } catch (error) {
          if (!(error instanceof GatewayHttpError) || error.status !== 402) throw error;
          result = { status: 402, body: error.body() };
        }
        if (idempotencyKey) await store.storeAnswer(tx, idempotencyKey, result.status, result.body);
        return result;
      });
      return reply.code(answer.status).send(answer.body);
    });

    // The charges of one customer (the list of the real gateway, filtered by customer).
    app.get(GATEWAY_PATHS.charges, { onRequest: requireKey('secret') }, async (request) => {
      const { customer } = fieldsOf(request.query);
      if (!customer) throw invalidRequest('customer is required', 'customer', 'missing_param');
      const data = await store.chargesOf(db, customer);
      return { object: 'list', data, count: data.length, has_more: false };
    });

    app.get(GATEWAY_PATHS.charge, { onRequest: requireKey('secret') }, async (request) => {
      const { chargeId } = request.params as { chargeId: string };
      const found = await store.findCharge(db, chargeId);
      if (!found) throw notFoundError('No such charge', 'id');
      return found;
    });
  };

  /**
   * The `metadata[key]=value` fields of a charge, within the gateway's limits (20 keys, keys of
   * up to 40 characters, values of up to 500), or null when there are none.
   */
  function metadataOf(fields: Fields): store.ChargeMetadata {
    const pairs = Object.entries(fields).flatMap(([name, value]) => {
      const key = /^metadata\[(.*)\]$/.exec(name)?.[1];
      return key === undefined ? [] : [[key, value ?? ''] as const];
    });
    if (pairs.length === 0) return null;
    if (
      pairs.length > METADATA_MAX_KEYS ||
      pairs.some(([key, value]) => key === '' || key.length > 40 || value.length > 500)
    ) {
      throw invalidRequest(
        `metadata takes up to ${METADATA_MAX_KEYS} keys of 1 to 40 characters, values of up to 500`,
        'metadata',
      );
    }
    return Object.fromEntries(pairs);
  }

  async function charge(tx: Queryable, fields: Fields) {
    const amount = decimalDigits(fields.amount);
    if (!Number.isInteger(amount) || amount < GATEWAY_MIN_CHARGE_JPY || amount > 9_999_999) {
      throw invalidRequest(
        `amount must be a whole number of yen from ${GATEWAY_MIN_CHARGE_JPY} to 9,999,999`,
        'amount',
      );
    }
    if (fields.currency !== 'jpy') throw invalidRequest('currency must be jpy', 'currency');
    let card: CardRow | null;
    let customerId: string | null = null;
    if (fields.customer) {
      const customer = await store.findCustomer(tx, fields.customer);
      if (!customer) throw notFoundError('No such customer', 'customer');
      customerId = customer.id;
      const cardId = fields.card ?? customer.default_card;
      if (!cardId) throw cardError('missing_card', 'card');
      card = await store.findCard(tx, cardId);
      if (!card || card.customer_id !== customer.id) {
        throw notFoundError('No such card for this customer', 'card');
      }
    } else if (fields.card) {
      const found = assertUsable(await store.findToken(tx, fields.card, true));
      await store.markTokenUsed(tx, found.token.id);
      card = found.card;
    } else {
      throw invalidRequest('Either card or customer is required', 'card', 'missing_param');
    }
    const outcome = card.charge_outcome;
    if (outcome === 'declined_over_10000') {
      if (amount > DECLINE_ABOVE_JPY) throw cardError('card_declined', 'card');
    } else if (outcome) {
      throw cardError(outcome, 'card');
    }
    const metadata = metadataOf(fields);
    const row = await store.insertCharge(tx, { cardId: card.id, customerId, amount, metadata });
    return store.chargeObject({ ...row, customer_id: customerId, amount, metadata }, card);
  }
}
