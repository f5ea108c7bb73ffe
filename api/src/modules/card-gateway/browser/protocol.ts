/** The card fields the stand-in's script creates, each a frame of its own. */
export const ELEMENT_TYPES = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/**
 * The mark on every message between the script on the merchant's page and the frames: one side
 * ignores anything else, even from the right window and origin.
 */
export const CHANNEL = 'harmo-card-gateway-stand-in';

/** The shape of the ids the script gives its elements and their groups (crypto-random hex). */
export const ELEMENT_ID_PATTERN = /^[0-9a-f]{32}$/;
export const PUBLIC_KEY_PATTERN = /^pk_(test|live)_\w{1,100}$/;
