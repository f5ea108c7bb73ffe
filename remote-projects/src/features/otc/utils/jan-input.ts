import { janCodeIssue, normalizeJanInput, type JanCodeIssue } from '@harmo/contracts/otc-catalogue';

export type JanInput = { ok: true; janCode: string } | { ok: false; issue: JanCodeIssue };

/**
 * A typed or scanned JAN code checked at the field: full-width digits and the spaces or hyphens
 * people type between digit groups are accepted; the length (EAN-13 or EAN-8) and the check
 * digit are verified before anything is looked up.
 */
export function readJanInput(value: string): JanInput {
  const janCode = normalizeJanInput(value);
  const issue = janCodeIssue(janCode);
  return issue ? { ok: false, issue } : { ok: true, janCode };
}
