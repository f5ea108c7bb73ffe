import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db';
import { ErrorResponse, HttpError, conflict, unauthorized } from '../../http/errors';
import { CENTRAL_SESSION_HEADER } from './constants';
import { currentYearInJapan } from './japan-year';
import {
  CENTRAL_PATHS,
  CentralSessionHeaders,
  DidResponse,
  EnterBody,
  EnterResponse,
  OkResponse,
  PersonalInfoBody,
  RegisterBody,
  RegisterDeviceBody,
  TokenResponse,
} from '@harmo/contracts/central';
import { issueRegistrationToken, redeemAuthCode } from './store/registration-tokens';
import {
  addDevice,
  devicePresentsValidCredentials,
  insertLiteUser,
  updatePersonalInfo,
} from './store/lite-users';
import { isUniqueViolation } from '../../http/database-errors';
import type { CentralSession } from './store/sessions';
import { findCentralSession, openCentralSession } from './store/sessions';

export interface CentralRouteContext {
  db: Database;
  now: () => Date;
}

const TAGS = ['central'];
const FORM = ['application/x-www-form-urlencoded', 'application/json'];

const sessionRequired = (): HttpError =>
  unauthorized(
    'Call /personal/enter first and send its session in the X-Central-Session header',
    'central_session_required',
  );

/**
 * The central-server calls the companion app's lite-account sequence uses:
 * issueRegistrationToken → register → enter → updatePersonalInfo → enter → registerDevice.
 */
export function centralRoutes({ db, now }: CentralRouteContext): FastifyPluginAsyncZod {
  /**
   * Session rule: updatePersonalInfo and registerDevice act for the device of the latest
   * /personal/enter, whose answer holds `session`; the client sends it back in the
   * X-Central-Session header. A missing, unknown or expired session is refused (401).
   */
  async function sessionOf(request: FastifyRequest): Promise<CentralSession> {
    const value = request.headers[CENTRAL_SESSION_HEADER];
    if (typeof value !== 'string') throw sessionRequired();
    const session = await findCentralSession(db, value, now());
    if (!session) throw sessionRequired();
    return session;
  }

  return async (app) => {
    app.post(
      CENTRAL_PATHS.issueRegistrationToken,
      {
        schema: {
          tags: TAGS,
          summary: 'Issue a one-time registration token (valid 10 minutes)',
          description:
            'Register with authCode = lower-case hex SHA-256 of the UTF-8 bytes of this token.',
          response: { 200: TokenResponse },
        },
      },
      async () => ({ token: await issueRegistrationToken(db, now()) }),
    );

    app.post(
      CENTRAL_PATHS.register,
      {
        schema: {
          tags: TAGS,
          summary: 'Register a lite user and its first device',
          consumes: FORM,
          body: RegisterBody,
          response: {
            200: DidResponse,
            400: ErrorResponse,
            403: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request) => {
        const { idm, secret, rsv, authCode } = request.body;
        const at = now();
        const did = await db.transaction(async (tx) => {
          // Security: authCode must be SHA-256(hex) of a token issued here, unexpired and unused;
          // it is spent in the same transaction that creates the lite user.
          if (!(await redeemAuthCode(tx, authCode, at))) {
            throw new HttpError(
              403,
              'invalid_auth_code',
              'The registration token is unknown, expired or already used',
            );
          }
          try {
            return await insertLiteUser(tx, { idm, rsv, secret, now: at });
          } catch (err) {
            if (isUniqueViolation(err)) {
              throw conflict('This idm is already registered', 'idm_already_registered');
            }
            throw err;
          }
        });
        return { did };
      },
    );

    app.post(
      CENTRAL_PATHS.enter,
      {
        schema: {
          tags: TAGS,
          summary: 'Sign a device in; opens a 10-minute session',
          consumes: FORM,
          body: EnterBody,
          response: { 200: EnterResponse, 400: ErrorResponse, 401: ErrorResponse },
        },
      },
      async (request) => {
        const credentials = request.body;
        // Security: idm, did and secret must name one registered device (secret checked by hash).
        if (!(await devicePresentsValidCredentials(db, credentials))) {
          throw unauthorized(
            'idm, did and secret do not match a registered device',
            'invalid_device_credentials',
          );
        }
        const opened = await openCentralSession(
          db,
          { idm: credentials.idm, did: credentials.did },
          now(),
        );
        return {
          result: 'ok' as const,
          session: opened.session,
          expiresIn: opened.expiresInSeconds,
        };
      },
    );

    app.post(
      CENTRAL_PATHS.updatePersonalInfo,
      {
        schema: {
          tags: TAGS,
          summary: "Set the lite user's birth year, sex and name (session of /personal/enter)",
          consumes: FORM,
          headers: CentralSessionHeaders,
          body: PersonalInfoBody(() => currentYearInJapan(now())),
          response: { 200: OkResponse, 400: ErrorResponse, 401: ErrorResponse },
        },
      },
      async (request) => {
        const session = await sessionOf(request);
        await updatePersonalInfo(db, session.idm, request.body, now());
        return { result: 'ok' as const };
      },
    );

    app.post(
      CENTRAL_PATHS.registerDevice,
      {
        schema: {
          tags: TAGS,
          summary: 'Register another device of the lite user (session of /personal/enter)',
          consumes: FORM,
          headers: CentralSessionHeaders,
          body: RegisterDeviceBody,
          response: { 200: DidResponse, 400: ErrorResponse, 401: ErrorResponse },
        },
      },
      async (request) => {
        const session = await sessionOf(request);
        const did = await addDevice(db, {
          idm: session.idm,
          secret: request.body.secret,
          now: now(),
        });
        return { did };
      },
    );
  };
}
