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
/** Which part of account creation failed: the key of its error text. */
export type CreationFailure = keyof typeof CREATION_ERRORS;

/** A failed account creation: its message is the failure's text, and the screen words its kind. */
export class AccountCreationError extends Error {
  override name = 'AccountCreationError';
  constructor(
    readonly kind: CreationFailure,
    readonly step: CreationStep,
    override readonly cause?: unknown,
  ) {
    super(CREATION_ERRORS[kind]);
  }
}

/** What the upgrade form collects: the profile part of the upgrade's body. */
export type AccountProfileInput = Pick<UpgradeBody, 'name' | 'kana' | 'birthDate' | 'gender'>;
