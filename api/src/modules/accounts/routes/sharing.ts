import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, HttpError, badRequest, conflict, forbidden } from '../../../http/errors';
import type { AuthenticatedIdentity } from '../authentication';
import { API_PREFIX, INVITATION_LIFETIME_MS, OPEN_SHARING_LIMIT } from '../constants';
import {
  ACCOUNTS_PATHS,
  Invitation,
  InvitationsResponse,
  SharingResponse,
} from '@harmo/contracts/accounts';
import type { AccountProfile } from '../profile-schemas';
import { findProfiles, normalizeEmail } from '../store/accounts';
import type { Sharing } from '../store/sharing';
import {
  activateInvitation,
  closeExpiredInvitations,
  countOpenSharings,
  findSharing,
  hasActiveSharing,
  insertInvitation,
  listFamilyOfSharersOf,
  listReceivedSharings,
  listSentSharings,
  listSharersOf,
  revokeSharing,
} from '../store/sharing';
import type { AccountsRouteContext } from './context';
import { TAGS, callerAccount } from './context';

const SharingParams = z.object({ id: z.uuid({ error: 'must be a sharing id' }) });

const invitationNotFound = (): HttpError =>
  new HttpError(404, 'invitation_not_found', 'No such invitation for this account');

/** Whether this identity is the (verified) addressee of a pending invitation. */
const isInvitee = (identity: AuthenticatedIdentity, sharing: Sharing): boolean =>
  identity.emailVerified &&
  identity.email !== null &&
  normalizeEmail(identity.email) === sharing.inviteeEmailNormalized;

export function sharingRoutes(context: AccountsRouteContext): FastifyPluginAsyncZod {
  const { db, auth, now } = context;

  async function toInvitations(sharings: Sharing[]): Promise<Invitation[]> {
    const ids = new Set<string>();
    for (const sharing of sharings) {
      ids.add(sharing.fromAccountId);
      if (sharing.toAccountId) ids.add(sharing.toAccountId);
    }
    const profiles = new Map((await findProfiles(db, [...ids])).map((p) => [p.accountId, p]));
    const invitations: Invitation[] = [];
    for (const sharing of sharings) {
      const fromAccount = profiles.get(sharing.fromAccountId);
      if (!fromAccount || sharing.status === 'revoked') continue;
      invitations.push({
        id: sharing.id,
        status: sharing.status,
        inviteeEmail: sharing.inviteeEmail,
        fromAccount,
        toAccount: sharing.toAccountId ? (profiles.get(sharing.toAccountId) ?? null) : null,
        createdAt: sharing.createdAt.toISOString(),
        expiresAt: sharing.status === 'pending' ? sharing.expiresAt.toISOString() : null,
        acceptedAt: sharing.acceptedAt?.toISOString() ?? null,
      });
    }
    return invitations;
  }

  async function oneInvitation(sharing: Sharing): Promise<Invitation> {
    const [invitation] = await toInvitations([sharing]);
    if (!invitation) throw invitationNotFound();
    return invitation;
  }

  return async (app) => {
    app.get(
      ACCOUNTS_PATHS.sharing,
      {
        schema: {
          tags: TAGS,
          summary: 'Notebooks shared with the signed-in account',
          response: { 200: SharingResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const account = await callerAccount(context, request);
        const toEntry = ({
          sharingId,
          profile,
        }: {
          sharingId: string;
          profile: AccountProfile;
        }) => ({
          sharingId,
          fromAccount: profile,
        });
        return {
          receivedAccountSharing: (await listSharersOf(db, account.accountId)).map(toEntry),
          familyAccountSharing: (await listFamilyOfSharersOf(db, account.accountId)).map(toEntry),
        };
      },
    );

    app.get(
      ACCOUNTS_PATHS.invitations,
      {
        schema: {
          tags: TAGS,
          summary: 'Sharing invitations sent and received',
          response: { 200: InvitationsResponse, 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request) => {
        const account = await callerAccount(context, request);
        const identity = auth.identityOf(request);
        const at = now();
        const received = await listReceivedSharings(db, {
          accountId: account.accountId,
          verifiedEmail: identity.emailVerified ? identity.email : null,
          now: at,
        });
        return {
          sent: await toInvitations(await listSentSharings(db, account.accountId, at)),
          received: await toInvitations(received),
        };
      },
    );

    app.post(
      ACCOUNTS_PATHS.invitations,
      {
        schema: {
          tags: TAGS,
          summary: "Invite someone, by e-mail, to see the signed-in account's notebook",
          description:
            'The answer is the same whether or not the e-mail belongs to a harmo account, so ' +
            'invitations cannot be used to find out who uses harmo.',
          body: z.object({
            email: z.email({ error: 'must be an e-mail address' }).max(254).describe('Invitee'),
          }),
          response: {
            201: Invitation,
            400: ErrorResponse,
            401: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const account = await callerAccount(context, request);
        const identity = auth.identityOf(request);
        const email = request.body.email;
        const own = [account.email, identity.email].filter((e): e is string => e !== null);
        if (own.some((e) => normalizeEmail(e) === normalizeEmail(email))) {
          throw badRequest(
            'An account cannot share its notebook with itself',
            'cannot_share_with_self',
          );
        }
        const at = now();
        const sharing = await db.transaction(async (tx) => {
          // Serialises invitations of one account, so the limit holds under concurrent requests.
          await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [account.accountId]);
          await closeExpiredInvitations(tx, account.accountId, at);
          if ((await countOpenSharings(tx, account.accountId)) >= OPEN_SHARING_LIMIT) {
            throw conflict(
              `At most ${OPEN_SHARING_LIMIT} invitations and sharings can be open at once`,
              'sharing_limit_reached',
            );
          }
          const existing = await tx.query(
            `SELECT 1 FROM account_sharing WHERE from_account_id = $1
               AND invitee_email_normalized = $2 AND status IN ('pending', 'active')`,
            [account.accountId, normalizeEmail(email)],
          );
          if (existing.rows.length > 0) {
            throw conflict('This e-mail is already invited or shared with', 'already_invited');
          }
          return insertInvitation(tx, {
            fromAccountId: account.accountId,
            email,
            now: at,
            expiresAt: new Date(at.getTime() + INVITATION_LIFETIME_MS),
          });
        });
        return reply.code(201).send(await oneInvitation(sharing));
      },
    );

    app.post(
      `${API_PREFIX}/accounts/sharing/invitations/:id/accept`,
      {
        schema: {
          tags: TAGS,
          summary: 'Accept an invitation addressed to the signed-in e-mail',
          params: SharingParams,
          response: {
            200: Invitation,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (request) => {
        const account = await callerAccount(context, request);
        const identity = auth.identityOf(request);
        const sharing = await findSharing(db, request.params.id);
        if (!sharing || sharing.fromAccountId === account.accountId) throw invitationNotFound();
        // Accepting again what this account already accepted answers the same.
        if (sharing.status === 'active' && sharing.toAccountId === account.accountId) {
          return oneInvitation(sharing);
        }
        if (sharing.status !== 'pending' || sharing.expiresAt <= now()) throw invitationNotFound();

        // Security: only the person the invitation was addressed to may accept it, proven by the
        // e-mail of their id token, which must be verified.
        const addressedHere =
          identity.email !== null &&
          normalizeEmail(identity.email) === sharing.inviteeEmailNormalized;
        if (!addressedHere) throw invitationNotFound();
        if (!isInvitee(identity, sharing)) {
          throw forbidden('Verify your e-mail address before accepting', 'email_not_verified');
        }
        if (await hasActiveSharing(db, sharing.fromAccountId, account.accountId)) {
          throw conflict('This notebook is already shared with you', 'already_shared');
        }
        const accepted = await activateInvitation(db, sharing.id, account.accountId, now());
        if (!accepted) throw invitationNotFound();
        return oneInvitation(accepted);
      },
    );

    app.delete(
      `${API_PREFIX}/accounts/sharing/:id`,
      {
        schema: {
          tags: TAGS,
          summary: 'End a sharing or withdraw / decline an invitation (either side)',
          params: SharingParams,
          response: { 204: z.undefined(), 401: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (request, reply) => {
        const account = await callerAccount(context, request);
        const identity = auth.identityOf(request);
        const sharing = await findSharing(db, request.params.id);
        // Security: the sharer, the receiver of an active sharing, or the addressee of a pending
        // invitation may end it; to anyone else it does not exist.
        const mayRevoke =
          sharing !== null &&
          sharing.status !== 'revoked' &&
          (sharing.fromAccountId === account.accountId ||
            (sharing.status === 'active' && sharing.toAccountId === account.accountId) ||
            (sharing.status === 'pending' && isInvitee(identity, sharing)));
        if (!sharing || !mayRevoke) {
          throw new HttpError(404, 'sharing_not_found', 'No such sharing for this account');
        }
        if (!(await revokeSharing(db, sharing.id, account.accountId, now()))) {
          throw new HttpError(404, 'sharing_not_found', 'No such sharing for this account');
        }
        return reply.code(204).send();
      },
    );
  };
}
