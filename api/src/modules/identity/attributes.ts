import type { IdentityUser } from './users-repository';
import { isValidEmail } from './email-address';
import { invalidParameter } from './errors';

/** A user attribute as the wire carries it. */
export interface AttributeType {
  Name: string;
  Value: string;
}

/**
 * The standard profile attributes (OpenID Connect's standard claims besides e-mail and phone
 * number): a user may set them on themselves, and each one set goes into the id token.
 */
export const PROFILE_ATTRIBUTES: readonly string[] = [
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'address',
];

/** Standard attributes a user may set on themselves (besides custom:*). */
const WRITABLE_STANDARD_ATTRIBUTES = new Set(['email', 'phone_number', ...PROFILE_ATTRIBUTES]);

/** Attributes only the pool itself sets; a user who tries to write one gets an error. */
const READ_ONLY_ATTRIBUTES = new Set([
  'sub',
  'email_verified',
  'phone_number_verified',
  'identities',
  'updated_at',
]);

const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
const MAX_ATTRIBUTE_LENGTH = 2048;

/**
 * Checks attributes a user writes (SignUp, UpdateUserAttributes, the new-password challenge):
 * known writable names or custom:*, bounded length, valid e-mail and E.164 phone number.
 */
export function validateWritableAttributes(attributes: AttributeType[]): Map<string, string> {
  const result = new Map<string, string>();
  for (const { Name: name, Value: value } of attributes) {
    if (READ_ONLY_ATTRIBUTES.has(name) || name.startsWith('cognito:')) {
      throw invalidParameter(`Cannot modify the non-mutable attribute ${name}`);
    }
    if (!WRITABLE_STANDARD_ATTRIBUTES.has(name) && !/^custom:[\w-]{1,20}$/.test(name)) {
      throw invalidParameter(`Attribute does not exist in the schema: ${name}`);
    }
    if (value.length > MAX_ATTRIBUTE_LENGTH) {
      throw invalidParameter(`Attribute value for ${name} is too long`);
    }
    if (name === 'email' && !isValidEmail(value.trim())) {
      throw invalidParameter('Invalid email address format.');
    }
    if (name === 'phone_number' && !PHONE_PATTERN.test(value)) {
      throw invalidParameter('Invalid phone number format.');
    }
    result.set(name, name === 'email' ? value.trim() : value);
  }
  return result;
}

/**
 * Hides most of an address for CodeDeliveryDetails, e.g. d***@h***. The first character is kept
 * whole: half of a surrogate pair (an emoji typed as a user name) is not valid JSON text for a
 * strict client.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  // A string's iterator steps by code point, so the pair comes whole.
  const [localFirst = ''] = local;
  const [domainFirst = ''] = domain;
  return `${localFirst}***@${domainFirst}***`;
}

export function maskPhoneNumber(phone: string): string {
  return `+*******${phone.slice(-4)}`;
}

/** All attributes of a user as Cognito reports them (GetUser, the new-password challenge). */
export function userAttributeMap(user: IdentityUser): Record<string, string> {
  const map: Record<string, string> = { sub: user.id };
  if (user.email !== null) {
    map.email = user.email;
    map.email_verified = String(user.emailVerified);
  }
  if (user.phoneNumber !== null) {
    map.phone_number = user.phoneNumber;
    map.phone_number_verified = String(user.phoneNumberVerified);
  }
  return { ...user.attributes, ...map };
}

export function toAttributeList(map: Record<string, string>): AttributeType[] {
  return Object.entries(map).map(([Name, Value]) => ({ Name, Value }));
}
