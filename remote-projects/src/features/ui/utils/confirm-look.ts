import type { ConfirmActionClassNames } from '@harmo/shared/confirm-action';

/**
 * A question asked in a card or a section: the action outlined as a danger, beside the way back.
 * Small buttons where the question sits among a record's own details.
 */
export function confirmLook({ small = false }: { small?: boolean } = {}): ConfirmActionClassNames {
  return {
    button: small ? 'harmo-button harmo-button--small' : 'harmo-button',
    confirm: 'projects-danger',
    group: 'projects-confirm',
    question: 'projects-confirm__question',
    actions: 'projects-confirm__actions',
  };
}
