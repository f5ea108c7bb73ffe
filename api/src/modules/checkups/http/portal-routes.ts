import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db';
import { ErrorResponse, HttpError, badRequest, notFound } from '../../../http/errors';
import { AccountId } from '@harmo/contracts/accounts';
import {
  CHECKUP_PATHS,
  PORTAL_RETURN_PATH,
  PortalLinkCompletion,
  PortalLinkCompletionBody,
  PortalLinkStart,
  PortalLinkStartBody,
  PortalStatus,
} from '@harmo/contracts/checkups';
import type { CheckupFileResult } from '@harmo/contracts/checkups';
import { importCheckupFile } from '../import/import-file';
import type { PortalConnection } from '../portal/connection';
import { PortalCodeRefused, PortalError } from '../portal/connection';
import { consumeLinkRequest, recordLink, saveLinkRequest } from '../portal/link-store';
import type { PatientAccess } from './patient-access';
import { TAGS } from './checkup-routes';

const portalUnavailable = (error: PortalError): HttpError =>
  new HttpError(502, 'portal_unavailable', error.message);

/**
 * The link to マイナポータル: start (the consent URL for one patient the caller acts for), then
 * complete with the portal's answer, which brings that patient's check-ups in through the same
 * import as uploaded files. With no connection configured, only the status answers (mode off).
 */
export interface PortalRouteOptions {
  db: Database;
  access: PatientAccess;
  portal: { mode: 'standin' | 'portal'; connection: PortalConnection } | null;
  allowedOrigins: readonly string[];
  now: () => Date;
}

export function portalStatusRoute({ portal }: PortalRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CHECKUP_PATHS.portal,
      {
        schema: {
          tags: TAGS,
          summary: 'Whether the マイナポータル link is offered, and through which connection',
          response: { 200: PortalStatus, 401: ErrorResponse },
        },
      },
      async () => ({ mode: portal?.mode ?? ('off' as const) }),
    );
  };
}

/** The link's signed-in calls (start and complete), behind the caller's bearer token. */
export function portalLinkRoutes(options: PortalRouteOptions): FastifyPluginAsyncZod {
  const { db, access, portal, allowedOrigins, now } = options;

  /** Security: the portal sends the browser back only to this web app's own return page. */
  function checkedReturnUrl(returnUrl: string): string {
    const url = new URL(returnUrl);
    if (!allowedOrigins.includes(url.origin) || url.pathname !== PORTAL_RETURN_PATH || url.search) {
      throw badRequest(
        `returnUrl must be ${PORTAL_RETURN_PATH} on one of the web app's origins`,
        'invalid_return_url',
      );
    }
    return `${url.origin}${url.pathname}`;
  }

  function connected(): { mode: 'standin' | 'portal'; connection: PortalConnection } {
    if (!portal) throw notFound('No マイナポータル connection is configured', 'portal_off');
    return portal;
  }

  return async (signedIn) => {
    signedIn.addHook('onRequest', access.hook);

    signedIn.post(
      CHECKUP_PATHS.portalLinks,
      {
        schema: {
          tags: TAGS,
          summary: 'Start linking the patient’s マイナポータル check-ups',
          params: z.object({ patientId: AccountId }),
          body: PortalLinkStartBody,
          response: {
            200: PortalLinkStart,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request) => {
        const { connection } = connected();
        const { accountId, patientId } = await access.actingFor(request, request.params.patientId);
        const redirectUri = checkedReturnUrl(request.body.returnUrl);
        const state = randomBytes(24).toString('base64url');
        await saveLinkRequest(db, {
          state,
          accountId,
          patientAccountId: patientId,
          redirectUri,
          now: now(),
        });
        return {
          consentUrl: connection.consentUrl({ state, redirectUri, subjectHint: patientId }),
        };
      },
    );

    signedIn.post(
      CHECKUP_PATHS.portalLinkCompletion,
      {
        schema: {
          tags: TAGS,
          summary: 'Complete a link with the portal’s answer and bring the check-ups in',
          body: PortalLinkCompletionBody,
          response: {
            200: PortalLinkCompletion,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            502: ErrorResponse,
          },
        },
      },
      async (request) => {
        const { mode, connection } = connected();
        const accountId = access.signedInAccountId(request);
        const link = await consumeLinkRequest(db, request.body.state, accountId, now());
        if (!link) {
          throw badRequest(
            'This link request has expired, was used already or is not yours',
            'link_request_invalid',
          );
        }
        // The caller may have lost the patient (a sharing revoked) while on the portal.
        const { patientId, patient } = await access.actingFor(request, link.patientAccountId);
        const target = {
          patientAccountId: patientId,
          gender: patient.gender,
          birthDate: patient.birthDate,
          source: 'portal' as const,
        };
        const files: CheckupFileResult[] = [];
        try {
          const token = await connection.exchangeCode({
            code: request.body.code,
            redirectUri: link.redirectUri,
          });
          for (const id of await connection.listCheckups(token)) {
            const bytes = await connection.fetchCheckup(token, id);
            files.push(await importCheckupFile(db, target, `${id}.xml`, bytes, now(), request.log));
            await nextTurn();
          }
        } catch (error) {
          if (error instanceof PortalCodeRefused) {
            throw badRequest(
              'The portal did not accept its answer (expired or used already): link again',
              'portal_code_refused',
            );
          }
          if (error instanceof PortalError) throw portalUnavailable(error);
          throw error;
        }
        await recordLink(db, {
          patientAccountId: patientId,
          accountId,
          connection: mode,
          now: now(),
        });
        return { patientId, files };
      },
    );
  };
}
