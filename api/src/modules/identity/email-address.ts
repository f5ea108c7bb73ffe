import { isEmailAddress } from '@harmo/contracts';

/** The form an e-mail address is compared and looked up in: case and surrounding spaces ignored. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The product API's e-mail rule (contracts), so the identity endpoint cannot create an address
 * the rest of the product refuses: no look-alike scripts, full-width forms, invisible characters
 * or trailing dot.
 */
export function isValidEmail(value: string): boolean {
  return isEmailAddress(value);
}
