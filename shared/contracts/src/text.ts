import { z } from 'zod';

/**
 * The one rule for text that crosses the api boundary. PostgreSQL cannot store NUL in text, and
 * other control characters (escape sequences, backspace, delete, the C1 range) only ever arrive
 * from a broken or hostile client: they corrupt logs and look-alike names. Tab, line feed and
 * carriage return are kept where a field may hold several lines (notes, imported documents).
 * Lone UTF-16 surrogates are refused as well, since no encoding can store them faithfully.
 */

/** Control characters refused everywhere: C0 except tab/LF/CR, DEL and the C1 range. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Single-line text refuses tab, line feed and carriage return too. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;
/** Characters that reorder how text is shown (bidi embeddings, overrides and isolates). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = 'control_character' | 'lone_surrogate' | 'bidi_control';

export interface TextRuleOptions {
  /** Allow tab, line feed and carriage return (default false). */
  multiline?: boolean;
  /** Also refuse bidi embedding, override and isolate characters (names, titles). */
  refuseBidi?: boolean;
}

/** Why `value` breaks the text rule, or undefined when it is fine. Never throws. */
export function textProblem(value: string, options: TextRuleOptions = {}): TextProblem | undefined {
  if ((options.multiline ? FORBIDDEN_IN_MULTILINE : FORBIDDEN_IN_LINE).test(value)) {
    return 'control_character';
  }
  if (LONE_SURROGATE.test(value)) return 'lone_surrogate';
  if (options.refuseBidi && BIDI_CONTROLS.test(value)) return 'bidi_control';
  return undefined;
}

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  control_character: 'must not contain control characters',
  lone_surrogate: 'must be valid Unicode text',
  bidi_control: 'must not contain text-direction control characters',
};

/**
 * Raw bytes (a Buffer, any typed array) and streams are not text: an upload is checked by its
 * own reader, and walking its own properties would visit every byte of a 20 MB file.
 */
function isBytesOrStream(input: object): boolean {
  if (ArrayBuffer.isView(input) || input instanceof ArrayBuffer) return true;
  return typeof (input as { pipe?: unknown }).pipe === 'function';
}

/**
 * Walks any parsed input (JSON body, query object, path parameters) and returns the first
 * string that breaks the multi-line rule (bidi controls refused too), with where it was found. Keys are checked too.
 * Depth is bounded so a hostile body cannot exhaust the stack.
 */
export function findUnsafeText(
  input: unknown,
  where = 'request',
  depth = 0,
): { path: string; problem: TextProblem } | undefined {
  if (depth > 64) return undefined;
  if (typeof input === 'string') {
    // Bidi overrides let a name display as something else; no field of this product needs them.
    const problem = textProblem(input, { multiline: true, refuseBidi: true });
    return problem ? { path: where, problem } : undefined;
  }
  if (Array.isArray(input)) {
    for (let index = 0; index < input.length; index += 1) {
      const found = findUnsafeText(input[index], `${where}.${index}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (input !== null && typeof input === 'object' && !isBytesOrStream(input)) {
    for (const [key, value] of Object.entries(input)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: where, problem: keyProblem };
      const found = findUnsafeText(value, `${where}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** A zod string that refuses control characters (single line unless told) and lone surrogates. */
export function safeText(options: TextRuleOptions = {}) {
  return z.string().superRefine((value, context) => {
    const problem = textProblem(value, options);
    if (problem) context.addIssue({ code: 'custom', message: TEXT_PROBLEM_MESSAGES[problem] });
  });
}

/**
 * The product's e-mail address rule: zod's address check (ASCII letters, digits and . _ ' + -
 * before the @, a dotted host name without a trailing dot), at most 254 characters. It refuses
 * look-alike letters from other scripts (Cyrillic а for a), full-width forms and invisible
 * characters such as a zero-width space, so that two addresses that look the same are the same.
 */
export function emailAddress() {
  return z.email({ error: 'must be an e-mail address' }).max(254);
}

const EMAIL_ADDRESS = emailAddress();

/** Whether `value` passes the e-mail address rule. Never throws. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.safeParse(value).success;
}

/**
 * Full-width (全角) forms read as ASCII. A Japanese input method in full-width mode types ４９ or
 * ＡＢ, and a code typed that way is the same code. Only the named forms change: katakana,
 * symbols and spaces stay as they are (NFKC would rewrite those too). U+FF10–U+FF5A are the ASCII
 * characters U+0030–U+007A moved up by 0xFEE0.
 */
const FULL_WIDTH_SHIFT = 0xfee0;
const FULL_WIDTH_DIGITS = /[０-９]/g;
const FULL_WIDTH_ALPHANUMERICS = /[Ａ-Ｚａ-ｚ０-９]/g;

const toAscii = (value: string, forms: RegExp): string =>
  value.replace(forms, (character) =>
    String.fromCharCode(character.charCodeAt(0) - FULL_WIDTH_SHIFT),
  );

/**
 * `value` with full-width digits (０-９) as ASCII digits. Full-width letters stay: where only
 * digits are read (JAN codes, 第１類), a letter is refused as typed rather than read.
 */
export function asciiDigits(value: string): string {
  return toAscii(value, FULL_WIDTH_DIGITS);
}

/** `value` with full-width digits and Latin letters (０-９, Ａ-Ｚ, ａ-ｚ) as ASCII (join codes). */
export function asciiAlphanumerics(value: string): string {
  return toAscii(value, FULL_WIDTH_ALPHANUMERICS);
}

/**
 * What shows nothing on its own: white space (the ideographic space among it), format characters
 * (zero-width space and joiners, the soft hyphen, the word joiner, the byte-order mark) and the
 * Hangul and braille blanks.
 */
const INVISIBLE_AT_ENDS =
  /^[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+|[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+$/gu;

/**
 * `value` without what shows nothing at its ends. A name of a zero-width space alone passed a
 * plain `trim()` and was saved, then shown as a blank wherever the name stands (the person menu, a
 * consent screen, a pharmacy's list); trimmed so, it is empty and refused as a missing name.
 */
export function trimInvisible(value: string): string {
  return value.replace(INVISIBLE_AT_ENDS, '');
}

/**
 * A person's or notebook's name: one line, no control or bidi characters, nothing invisible at its
 * ends (so that a name of invisible characters alone counts as empty).
 */
export function safeName() {
  return safeText({ refuseBidi: true }).overwrite(trimInvisible);
}
