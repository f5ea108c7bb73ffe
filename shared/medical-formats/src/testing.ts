/**
 * Test helpers of the formats, for the tests of the packages that show them (not part of the
 * readers): real Shift_JIS bytes without a conversion library, and hand-written payloads.
 */
export { encodeShiftJis } from './jahis/testing/encode-shift-jis';
export * as jahisTcPayloads from './jahis-tc/testing/payloads';
