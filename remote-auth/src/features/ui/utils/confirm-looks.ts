import type { ConfirmActionClassNames } from '@harmo/shared/confirm-action';

const SETTINGS_CONFIRM = {
  button: 'harmo-button harmo-button--block',
  group: 'harmo-confirm',
  question: 'harmo-confirm__question',
  actions: 'harmo-confirm__actions',
} satisfies ConfirmActionClassNames;

/** A question asked on the settings screens: full-width buttons, the action the primary one. */
export const CONFIRM_LOOK: ConfirmActionClassNames = {
  ...SETTINGS_CONFIRM,
  confirm: 'harmo-button--primary',
};

/** One that removes or stops something: the button that asks and the action look wary. */
export const DANGER_CONFIRM_LOOK: ConfirmActionClassNames = {
  ...SETTINGS_CONFIRM,
  opener: 'harmo-button--danger',
  confirm: 'harmo-button--danger',
};
