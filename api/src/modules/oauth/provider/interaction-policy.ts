import { interactionPolicy } from 'oidc-provider';

const { Check, base } = interactionPolicy;

/**
 * The default login + consent prompts, plus one rule of ours: every authorization request goes
 * through the web app, because the user must choose the patient the grant is for. A request
 * is only answered without interaction when it resumes with the user's decision.
 */
export function harmoInteractionPolicy() {
  const policy = base();
  policy
    .get('consent')
    ?.checks.add(
      new Check(
        'patient_not_chosen',
        'the patient this authorization is for has not been chosen',
        'consent_required',
        (ctx) => (ctx.oidc.result?.consent ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT),
      ),
    );
  return policy;
}
