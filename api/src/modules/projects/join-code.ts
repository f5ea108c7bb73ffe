import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@harmo/contracts/projects';

/**
 * A new join code: 12 characters drawn uniformly from the 32-letter alphabet with the
 * cryptographic random source (60 bits). Printed on a QR code and typed by people.
 */
export function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < JOIN_CODE_LENGTH; index += 1) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}
