import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InteractionResults } from 'oidc-provider';

/**
 * The user approves or denies on the web app, with their bearer token; the browser that started
 * the authorization request then resumes it on the api origin. A decision is stored on the
 * interaction together with the hash of a ticket, and only a resume request that carries the
 * ticket gets it. The same decision sent again is answered with another ticket, and the earlier
 * ones still resume: every ticket goes only to the account that decided, in the answer to its
 * own signed-in request, so another one lets nobody else in.
 *
 * Security: this ties the decision to the browser of the user who took it. Without it, someone
 * who started an authorization request could send its link to a signed-in victim, let them
 * approve, and resume in their own browser (which holds the resume cookie) to get a code for
 * the victim's data. With it, the victim's browser has the ticket but no resume cookie, the
 * starter's browser has the cookie but no ticket: neither completes.
 */
export const DECISION_KEY = 'harmo';

/** What was decided: approval for one patient, or a refusal. */
export type Decision = { kind: 'approve'; patientId: string } | { kind: 'deny' };

/**
 * The decision as stored on the interaction. The first request to decide claims it (`settled`
 * false) before it stores anything else, so of two requests racing only one stores a grant and a
 * consent; the others wait until it is settled and then get tickets of their own.
 */
export interface DecisionRecord {
  /**
   * Hashes of the tickets given out for this decision, the first request's first. Every answer
   * to the same decision stays usable (a form sent twice, a retry after a lost answer): the
   * browser may follow either.
   */
  ticketHashes: string[];
  accountId: string;
  /** Null for a record this code cannot read the decision of: no retry can match it. */
  decision: Decision | null;
  /** False while the request that claimed the decision is still storing it. */
  settled: boolean;
}

/**
 * Tickets kept per decision: the first answer's and the newest others. Only the deciding account
 * adds any, and only by sending the same decision again, so this just bounds the stored record.
 */
const TICKETS_KEPT = 10;

const hashTicket = (ticket: string): string =>
  createHash('sha256').update(ticket, 'utf8').digest('base64url');

export const newDecisionTicket = (): string => randomBytes(32).toString('base64url');

/** The claim of the first request to decide: it stores the decision and settles the record. */
export function claimRecord(ticket: string, accountId: string, decision: Decision): DecisionRecord {
  return { ticketHashes: [hashTicket(ticket)], accountId, decision, settled: false };
}

/** The same record with one more ticket for the same decision (first and newest kept). */
export function withTicket(record: DecisionRecord, ticket: string): DecisionRecord {
  const [first, ...others] = record.ticketHashes;
  const newest = [...others, hashTicket(ticket)].slice(-(TICKETS_KEPT - 1));
  return { ...record, ticketHashes: first === undefined ? newest : [first, ...newest] };
}

/** The interaction result with the decision record in it. */
export function withDecisionRecord(
  result: InteractionResults,
  record: DecisionRecord,
): InteractionResults {
  return { ...result, [DECISION_KEY]: record };
}

function decisionOf(value: unknown): Decision | null {
  const decision = value as Partial<{ kind: unknown; patientId: unknown }> | undefined;
  if (decision?.kind === 'deny') return { kind: 'deny' };
  if (decision?.kind === 'approve' && typeof decision.patientId === 'string') {
    return { kind: 'approve', patientId: decision.patientId };
  }
  return null;
}

/**
 * The decision record of an interaction result. A record stored with a single `ticketHash`
 * (before a decision kept several) was written once the decision was stored: it is settled.
 */
export function decisionRecordOf(result: InteractionResults | undefined): DecisionRecord | null {
  const record = result?.[DECISION_KEY] as
    Partial<DecisionRecord & { ticketHash: unknown }> | undefined;
  if (typeof record?.accountId !== 'string') return null;
  const ticketHashes = Array.isArray(record.ticketHashes)
    ? record.ticketHashes.filter((hash): hash is string => typeof hash === 'string')
    : typeof record.ticketHash === 'string'
      ? [record.ticketHash]
      : null;
  if (!ticketHashes) return null;
  return {
    ticketHashes,
    accountId: record.accountId,
    decision: decisionOf(record.decision),
    settled: record.settled !== false,
  };
}

/** Whether two decisions are the same answer (a retry), rather than a change of mind. */
export function sameDecision(taken: Decision | null, asked: Decision): boolean {
  if (!taken || taken.kind !== asked.kind) return false;
  return taken.kind === 'deny' || (asked.kind === 'approve' && taken.patientId === asked.patientId);
}

/**
 * Whether a presented ticket is one the decision was answered with (constant time for each).
 * A decision still being stored resumes nothing: its tickets have not been given out.
 */
export function ticketMatches(record: DecisionRecord, presented: unknown): boolean {
  if (!record.settled || typeof presented !== 'string' || presented.length === 0) return false;
  const actual = Buffer.from(hashTicket(presented));
  let matched = false;
  for (const hash of record.ticketHashes) {
    const expected = Buffer.from(hash);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) matched = true;
  }
  return matched;
}

/** The resume URL the browser navigates to, with the ticket. */
export function resumeUrlWithTicket(returnTo: string, ticket: string): string {
  const url = new URL(returnTo);
  url.searchParams.set('ticket', ticket);
  return url.href;
}
