import { setTimeout as sleep } from 'node:timers/promises';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { Database } from '../../../db';
import { HttpError, forbidden, notFound } from '../../../http/errors';
import { canActFor, listPatients } from '../../accounts';
import type { StoredClient } from '../clients/client-store';
import { findClient } from '../clients/client-store';
import { listConsentsForClient, saveConsent } from '../consents/consent-store';
import type { InteractionView, KnownScope } from '@harmo/contracts/oauth';
import { SCOPE_DESCRIPTION_KEYS, knownScopesOf } from '@harmo/contracts/oauth';
import { revokeGrantState } from '../storage/provider-state-adapter';
import { replaceDecision } from './decision-store';
import {
  DECISION_KEY,
  claimRecord,
  decisionRecordOf,
  newDecisionTicket,
  resumeUrlWithTicket,
  sameDecision,
  withDecisionRecord,
  withTicket,
  type Decision,
} from './decision-ticket';

export type PendingInteraction = InstanceType<Provider['Interaction']>;

export interface InteractionServiceContext {
  db: Database;
  provider: Provider;
  now: () => Date;
}

const interactionNotFound = () =>
  notFound('This authorization request has expired or does not exist', 'interaction_not_found');

/** A pending authorization request of oidc-provider, by its uid. */
export async function findInteraction(
  provider: Provider,
  uid: string,
): Promise<PendingInteraction> {
  const interaction = await provider.Interaction.find(uid);
  if (!interaction) throw interactionNotFound();
  return interaction;
}

function requestedClientId(interaction: PendingInteraction): string {
  const clientId = interaction.params.client_id;
  if (typeof clientId !== 'string') throw interactionNotFound();
  return clientId;
}

async function clientOf(db: Database, interaction: PendingInteraction): Promise<StoredClient> {
  const client = await findClient(db, requestedClientId(interaction));
  if (!client) throw notFound('The client of this request no longer exists', 'client_not_found');
  return client;
}

/** What the user is asked: known scopes the client may request, in the canonical order. */
function requestedScopes(interaction: PendingInteraction, client: StoredClient): KnownScope[] {
  const scope = typeof interaction.params.scope === 'string' ? interaction.params.scope : '';
  return knownScopesOf(scope).filter((s) => client.allowedScopes.includes(s));
}

/** Security: once one account has decided, nobody else may see or overwrite the decision. */
function assertUndecidedOrMine(interaction: PendingInteraction, accountId: string): void {
  const record = decisionRecordOf(interaction.result);
  if (record && record.accountId !== accountId) {
    throw new HttpError(409, 'interaction_already_decided', 'Someone else already decided');
  }
}

/**
 * Security: a decision is final. The same account may send it again (a form sent twice, a retry
 * after a network failure), which issues another ticket and leaves the earlier ones usable, but
 * not take another: an approval has already stored the grant and the consent the partner would
 * get, and a refusal or another patient after it would leave them in place while the partner is
 * told no. Changing one's mind means starting again from the partner's app.
 */
function assertMayDecide(
  interaction: PendingInteraction,
  accountId: string,
  decision: Decision,
): void {
  assertUndecidedOrMine(interaction, accountId);
  const record = decisionRecordOf(interaction.result);
  if (record && !sameDecision(record.decision, decision)) {
    throw new HttpError(
      409,
      'interaction_decided_otherwise',
      'This request has already been answered otherwise; start again from the app that asked',
    );
  }
}

/** Everything the consent screens show: the client, the scopes in plain terms, the patients. */
export async function describeInteraction(
  { db }: InteractionServiceContext,
  interaction: PendingInteraction,
  accountId: string,
): Promise<InteractionView> {
  assertUndecidedOrMine(interaction, accountId);
  const client = await clientOf(db, interaction);
  const scopes = requestedScopes(interaction, client);
  const patients = await listPatients(db, accountId);
  const consents = await listConsentsForClient(db, accountId, client.clientId);
  const redirectUri = interaction.params.redirect_uri;
  return {
    uid: interaction.uid,
    client: {
      clientId: client.clientId,
      name: client.name,
      redirectOrigin: typeof redirectUri === 'string' ? new URL(redirectUri).origin : '',
    },
    scopes: scopes.map((scope) => ({ scope, descriptionKey: SCOPE_DESCRIPTION_KEYS[scope] })),
    patients: Object.entries(patients).map(([patientId, patient]) => {
      const consent = consents.find((c) => c.patientId === patientId);
      return {
        patientId,
        type: patient.type,
        name: patient.name,
        kana: patient.kana,
        remembered: Boolean(consent && scopes.every((scope) => consent.scopes.includes(scope))),
      };
    }),
    expiresAt: new Date(interaction.exp * 1000).toISOString(),
  };
}

/**
 * oidc-provider keeps its own browser session on the api origin. When it belongs to another
 * account than the one deciding now (someone else used this browser before), it is ended, so
 * the resumed request signs in the deciding account instead of asking to sign the other out.
 */
async function endOtherAccountsSession(
  provider: Provider,
  interaction: PendingInteraction,
  accountId: string,
): Promise<void> {
  const session = interaction.session;
  if (!session || session.accountId === accountId) return;
  if (session.cookie) await provider.Session.adapter.destroy(session.cookie);
  delete interaction.session;
}

/** How often a request waits to read again a decision another request is storing. */
const DECISION_POLL_MS = 50;
/**
 * A decision claimed and still not stored after this long was given up (its request died): a
 * request with the same decision takes it over. Storing one takes a few queries.
 */
const CLAIM_ABANDONED_MS = 15_000;

/**
 * Takes the decision once for the interaction, whatever the number of requests sending it:
 * the first claims it on the interaction's row, runs `store` (the grant, the consent, the
 * session) and settles the record with the result; the others, once it is settled, only get a
 * ticket of their own. Every answer resumes the same result. Returns the resume URL.
 */
async function decideOnce(
  { db, provider }: InteractionServiceContext,
  loaded: PendingInteraction,
  accountId: string,
  decision: Decision,
  store: (interaction: PendingInteraction) => Promise<InteractionResults>,
): Promise<string> {
  const ticket = newDecisionTicket();
  let interaction = loaded;
  /** The unsettled record seen last, and since when: unchanged for long, it was given up. */
  let waitingOn = null as { stored: string; since: number } | null;
  for (;;) {
    const stored: unknown = interaction.result?.[DECISION_KEY];
    const record = decisionRecordOf(interaction.result);
    if (record) assertMayDecide(interaction, accountId, decision);
    const storedText = JSON.stringify(stored ?? null);
    if (record?.settled) {
      const result = withDecisionRecord(interaction.result ?? {}, withTicket(record, ticket));
      if (await replaceDecision(db, interaction.uid, stored, result)) {
        return resumeUrlWithTicket(interaction.returnTo, ticket);
      }
    } else if (
      !record ||
      (waitingOn?.stored === storedText && Date.now() - waitingOn.since > CLAIM_ABANDONED_MS)
    ) {
      const claim = claimRecord(ticket, accountId, decision);
      if (await replaceDecision(db, interaction.uid, stored, withDecisionRecord({}, claim))) {
        let result: InteractionResults;
        try {
          result = await store(interaction);
        } catch (error) {
          // Given up, so that the same decision sent again is taken afresh at once. Should this
          // fail too, the claim is taken over once it counts as abandoned.
          await replaceDecision(db, interaction.uid, claim, null).catch(() => false);
          throw error;
        }
        const settled = withDecisionRecord(result, { ...claim, settled: true });
        const dropSession = !interaction.session;
        if (await replaceDecision(db, interaction.uid, claim, settled, { dropSession })) {
          return resumeUrlWithTicket(interaction.returnTo, ticket);
        }
        // Taken over meanwhile by the same decision: its result is the one to resume.
      }
    } else {
      // Another request is storing this same decision: its result is waited for.
      if (waitingOn?.stored !== storedText) waitingOn = { stored: storedText, since: Date.now() };
      await sleep(DECISION_POLL_MS);
    }
    interaction = await findInteraction(provider, interaction.uid);
  }
}

/**
 * The user approves for one patient: a grant for the requested scopes and that patient (the
 * consent remembered per user, client and patient is reused), stored as the interaction's
 * result. Returns the resume URL the browser must navigate to.
 */
export async function approveInteraction(
  ctx: InteractionServiceContext,
  interaction: PendingInteraction,
  account: { accountId: string; authTime: number | null },
  patientId: string,
): Promise<string> {
  const { db, provider, now } = ctx;
  const { accountId } = account;
  const decision: Decision = { kind: 'approve', patientId };
  assertMayDecide(interaction, accountId, decision);
  // Security: the one rule of who may act for whom (accounts module): self, own family
  // members, notebooks actively shared with the user and their family members.
  if (!(await canActFor(db, accountId, patientId))) {
    throw forbidden('You may not act for this patient', 'patient_not_allowed');
  }
  const client = await clientOf(db, interaction);
  const scopes = requestedScopes(interaction, client);

  return decideOnce(ctx, interaction, accountId, decision, async (current) => {
    const remembered = (await listConsentsForClient(db, accountId, client.clientId)).find(
      (consent) => consent.patientId === patientId,
    );
    let grant = remembered ? await provider.Grant.find(remembered.grantId) : undefined;
    if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) {
      grant = undefined;
    }
    grant ??= new provider.Grant({ accountId, clientId: client.clientId });
    if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
    const grantId = await grant.save();
    const consentScopes = [...new Set([...(remembered?.scopes ?? []), ...scopes])];
    await saveConsent(
      db,
      { grantId, accountId, clientId: client.clientId, patientId, scopes: consentScopes },
      now(),
    );
    if (remembered && remembered.grantId !== grantId) {
      await revokeGrantState(db, remembered.grantId);
    }

    await endOtherAccountsSession(provider, current, accountId);
    return {
      login: {
        accountId,
        // The api-origin session lasts only as long as the browser: the harmo sign-in is the web's.
        remember: false,
        ...(account.authTime ? { ts: account.authTime } : {}),
      },
      consent: { grantId },
    };
  });
}

/** The user says no: the client receives error=access_denied with its state. */
export async function denyInteraction(
  ctx: InteractionServiceContext,
  interaction: PendingInteraction,
  accountId: string,
): Promise<string> {
  const decision: Decision = { kind: 'deny' };
  assertMayDecide(interaction, accountId, decision);
  return decideOnce(ctx, interaction, accountId, decision, async (current) => {
    await endOtherAccountsSession(ctx.provider, current, accountId);
    return { error: 'access_denied', error_description: 'The user denied the request' };
  });
}
