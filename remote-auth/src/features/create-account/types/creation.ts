import type { UpgradeBody } from '@harmo/contracts/accounts-requests';

/** The steps of the lite-account sequence, in the order they run (docs/session.md). */
export const CREATION_STEPS = [
  'issueToken',
  'wait',
  'register',
  'enter',
  'personalInfo',
  'enterAgain',
  'registerDevice',
  'upgrade',
] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

/** The error texts of account creation (docs/errors.md). */
export const CREATION_ERRORS = {
  liteUser: 'Failed to register lite user',
  device: 'Failed to register device',
  upgrade: 'Failed to upgrade account',
} as const;
export type CreationErrorMessage = (typeof CREATION_ERRORS)[keyof typeof CREATION_ERRORS];

export class AccountCreationError extends Error {
  override name = 'AccountCreationError';
  constructor(
    message: CreationErrorMessage,
    readonly step: CreationStep,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** What the upgrade form collects: the profile part of the upgrade's body. */
export type AccountProfileInput = Pick<UpgradeBody, 'name' | 'kana' | 'birthDate' | 'gender'>;
