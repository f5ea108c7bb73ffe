import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InteractionResults } from 'oidc-provider';

/**
 * The user approves or denies on the web app, with their bearer token; the browser that started
 * the authorization request then resumes it on the api origin. A decision is stored on the
 * interaction together with the hash of a one-time ticket, and only a resume request that
 * carries the ticket gets it.
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

interface DecisionRecord {
  ticketHash: string;
  accountId: string;
  /** Null for a record this code cannot read the decision of: no retry can match it. */
  decision: Decision | null;
}

const hashTicket = (ticket: string): string =>
  createHash('sha256').update(ticket, 'utf8').digest('base64url');

export const newDecisionTicket = (): string => randomBytes(32).toString('base64url');

/** The interaction result with the ticket's hash, the deciding account and the decision in it. */
export function withDecisionRecord(
  result: InteractionResults,
  ticket: string,
  accountId: string,
  decision: Decision,
): InteractionResults {
  const record: DecisionRecord = { ticketHash: hashTicket(ticket), accountId, decision };
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

export function decisionRecordOf(result: InteractionResults | undefined): DecisionRecord | null {
  const record = result?.[DECISION_KEY] as Partial<DecisionRecord> | undefined;
  return typeof record?.ticketHash === 'string' && typeof record.accountId === 'string'
    ? {
        ticketHash: record.ticketHash,
        accountId: record.accountId,
        decision: decisionOf(record.decision),
      }
    : null;
}

/** Whether two decisions are the same answer (a retry), rather than a change of mind. */
export function sameDecision(taken: Decision | null, asked: Decision): boolean {
  if (!taken || taken.kind !== asked.kind) return false;
  return taken.kind === 'deny' || (asked.kind === 'approve' && taken.patientId === asked.patientId);
}

/** Whether a presented ticket is the one the decision was stored with (constant time). */
export function ticketMatches(record: DecisionRecord, presented: unknown): boolean {
  if (typeof presented !== 'string' || presented.length === 0) return false;
  const expected = Buffer.from(record.ticketHash);
  const actual = Buffer.from(hashTicket(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The resume URL the browser navigates to, with the ticket. */
export function resumeUrlWithTicket(returnTo: string, ticket: string): string {
  const url = new URL(returnTo);
  url.searchParams.set('ticket', ticket);
  return url.href;
}
