import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, HttpError, badRequest, conflict } from '../../../http/errors';
import { ACCOUNTS_PATHS, UpgradeResponse } from '@harmo/contracts/accounts';
import { upgradeBody } from '@harmo/contracts/accounts-requests';
import { AGREEMENT_CLOCK_SKEW_MS, AGREEMENT_MAX_AGE_MS } from '../constants';
import { insertAgreement } from '../store/agreements';
import { devicePresentsValidCredentials } from '../../central';
import { IdentityTokenError } from '../../identity';
import {
  findMainAccountBySub,
  insertMainAccountIfAbsent,
  isCentralIdmLinked,
} from '../store/accounts';
import type { AccountsRouteContext } from './context';
import { TAGS } from './context';

const invalidAccessToken = (): HttpError =>
  new HttpError(
    401,
    'invalid_access_token',
    'accessToken is not a valid access token of the signed-in user',
  );

/**
 * POST /ps/v1/accounts/v2/upgrade: turns the signed-in identity (a lite user of the central
 * server) into a full account. Idempotent: an identity that already has an account gets its
 * accountId back and nothing is changed.
 */
export function upgradeRoutes(context: AccountsRouteContext): FastifyPluginAsyncZod {
  const { db, auth, verifier, now, today } = context;
  const UpgradeBody = upgradeBody(today);

  return async (app) => {
    app.post(
      ACCOUNTS_PATHS.upgrade,
      {
        schema: {
          tags: TAGS,
          summary: 'Create the account of the signed-in identity (lite user → full account)',
          body: UpgradeBody,
          response: {
            200: UpgradeResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request) => {
        const identity = auth.identityOf(request);
        const body = request.body;

        // Security: the access token must verify (signature, issuer, client, token_use=access,
        // expiry, revocation) and belong to the same user as the bearer id token.
        let access;
        try {
          access = await verifier.verifyIdentityToken(body.accessToken, { tokenUse: 'access' });
        } catch (err) {
          if (err instanceof IdentityTokenError) throw invalidAccessToken();
          throw err;
        }
        if (access.sub !== identity.sub) throw invalidAccessToken();

        const existing = await findMainAccountBySub(db, identity.sub);
        if (existing) return { accountId: existing.accountId };

        // The agreement was given moments ago in this person's browser: a time far from ours
        // is a wrong clock or a replayed body, not an agreement to record.
        const recordedAt = now();
        const agreedAt = body.agreement ? new Date(body.agreement.agreedAt) : null;
        if (
          agreedAt &&
          (agreedAt.getTime() > recordedAt.getTime() + AGREEMENT_CLOCK_SKEW_MS ||
            agreedAt.getTime() < recordedAt.getTime() - AGREEMENT_MAX_AGE_MS)
        ) {
          throw badRequest(
            'agreement.agreedAt must be within the last day (and not in the future)',
            'agreement_time_invalid',
          );
        }

        // Security: idm, did and secret must name a device registered with the central server
        // (the secret is checked against its stored hash), so only the client that ran the
        // lite-account sequence can upgrade with it.
        const device = { idm: body.idm, did: body.did, secret: body.secret };
        if (!(await devicePresentsValidCredentials(db, device))) {
          throw badRequest(
            'idm, did and secret do not match a device registered with the central server',
            'device_not_registered',
          );
        }

        const accountId = await db.transaction(async (tx) => {
          const inserted = await insertMainAccountIfAbsent(tx, {
            identitySub: identity.sub,
            name: body.name,
            kana: body.kana,
            gender: body.gender,
            birthDate: body.birthDate,
            email: identity.email,
            centralIdm: body.idm,
            now: now(),
          });
          if (inserted) {
            if (body.agreement && agreedAt) {
              await insertAgreement(tx, {
                accountId: inserted,
                termsVersion: body.agreement.termsVersion,
                privacyVersion: body.agreement.privacyVersion,
                agreedAt,
                recordedAt,
              });
            }
            return inserted;
          }
          // Nothing inserted: this identity got its account meanwhile, or the idm is taken.
          const raced = await findMainAccountBySub(tx, identity.sub);
          if (raced) return raced.accountId;
          if (await isCentralIdmLinked(tx, body.idm)) {
            throw conflict(
              'This lite user already belongs to another account',
              'idm_already_linked',
            );
          }
          throw new Error('Account insert did nothing for an unknown reason');
        });
        return { accountId };
      },
    );
  };
}
