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
import {
  decisionRecordOf,
  newDecisionTicket,
  resumeUrlWithTicket,
  sameDecision,
  withDecisionRecord,
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
 * Security: a decision is final. The same account may send it again (after a network failure,
 * say), which issues a new ticket, but not take another: an approval has already stored the
 * grant and the consent the partner would get, and a refusal or another patient after it would
 * leave them in place while the partner is told no. Changing one's mind means starting again
 * from the partner's app.
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

async function storeDecision(
  interaction: PendingInteraction,
  result: InteractionResults,
  accountId: string,
  decision: Decision,
): Promise<string> {
  const ticket = newDecisionTicket();
  interaction.result = withDecisionRecord(result, ticket, accountId, decision);
  await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
  return resumeUrlWithTicket(interaction.returnTo, ticket);
}

/**
 * The user approves for one patient: a grant for the requested scopes and that patient (the
 * consent remembered per user, client and patient is reused), stored as the interaction's
 * result. Returns the resume URL the browser must navigate to.
 */
export async function approveInteraction(
  { db, provider, now }: InteractionServiceContext,
  interaction: PendingInteraction,
  account: { accountId: string; authTime: number | null },
  patientId: string,
): Promise<string> {
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
  if (remembered && remembered.grantId !== grantId) await revokeGrantState(db, remembered.grantId);

  await endOtherAccountsSession(provider, interaction, accountId);
  return storeDecision(
    interaction,
    {
      login: {
        accountId,
        // The api-origin session lasts only as long as the browser: the harmo sign-in is the web's.
        remember: false,
        ...(account.authTime ? { ts: account.authTime } : {}),
      },
      consent: { grantId },
    },
    accountId,
    decision,
  );
}

/** The user says no: the client receives error=access_denied with its state. */
export async function denyInteraction(
  { provider }: InteractionServiceContext,
  interaction: PendingInteraction,
  accountId: string,
): Promise<string> {
  const decision: Decision = { kind: 'deny' };
  assertMayDecide(interaction, accountId, decision);
  await endOtherAccountsSession(provider, interaction, accountId);
  return storeDecision(
    interaction,
    { error: 'access_denied', error_description: 'The user denied the request' },
    accountId,
    decision,
  );
}
