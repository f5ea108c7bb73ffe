/**
 * Turns the bytes of an uploaded XML file into text, honouring the encoding the file declares.
 * Check-up files are written in UTF-8 as a rule; a file in another encoding the platform's
 * decoder knows (Shift_JIS, EUC-JP, UTF-16 with a byte order mark) is read as such, and an
 * encoding it does not know is refused rather than misread.
 */

/**
 * The largest file accepted. A check-up file of one person holds a few hundred results at most
 * (tens of kilobytes); anything this large is not such a file, and the cap keeps a hostile
 * upload from tying up the browser or the api.
 */
export const MAX_CHECKUP_FILE_BYTES = 1024 * 1024;

import type { CheckupRefusal } from './types';

export type XmlTextResult = { ok: true; text: string } | CheckupRefusal;

/** Byte order marks and the encoding each one settles, whatever the declaration says. */
const BYTE_ORDER_MARKS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
];

/** Names some Japanese producers write that the WHATWG decoder knows under another label. */
const ENCODING_ALIASES: Record<string, string> = { cp932: 'shift_jis', ms932: 'shift_jis' };

type StrictDecoder = { decode(input: Uint8Array): string };

/**
 * The platform's WHATWG decoder (browsers and Node alike), typed narrowly because the package
 * compiles without the DOM library. `fatal` makes a byte sequence that is not valid in the
 * encoding an error instead of a silent replacement character. Null for an unknown encoding.
 */
function strictDecoder(encoding: string): StrictDecoder | null {
  const { TextDecoder } = globalThis as unknown as {
    TextDecoder: new (label: string, options: { fatal: boolean }) => StrictDecoder;
  };
  try {
    return new TextDecoder(ENCODING_ALIASES[encoding.toLowerCase()] ?? encoding, { fatal: true });
  } catch {
    return null;
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** The `encoding` pseudo-attribute of the XML declaration, if the file starts with one. */
function declaredEncoding(bytes: Uint8Array): string | null {
  // The declaration is plain ASCII at the very start, so reading the first bytes as Latin-1
  // finds it whatever the rest of the file holds.
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  const declaration = /^<\?xml\s[^?]*\?>/.exec(head);
  if (!declaration) return null;
  const encoding = /\sencoding\s*=\s*(["'])([A-Za-z][A-Za-z0-9._-]*)\1/.exec(declaration[0]);
  return encoding?.[2] ?? null;
}

/**
 * Whether the bytes read well once the last few are dropped: a download cut off in the middle of
 * a multi-byte character, which deserves its own reason rather than a wrong-encoding one.
 */
function endsInsideACharacter(decoder: StrictDecoder, body: Uint8Array): boolean {
  for (let cut = 1; cut <= 3 && cut < body.length; cut++) {
    try {
      decoder.decode(body.subarray(0, body.length - cut));
      return true;
    } catch {
      // Still not valid: try dropping one more byte.
    }
  }
  return false;
}

/**
 * Files people pick by mistake, told by their first bytes: a PDF of the results (what a clinic
 * often hands out), the zip the results come in, a saved web page. Named for what they are, so
 * the message does not talk of character encodings.
 */
const OTHER_FILES: { signature: RegExp; error: string }[] = [
  {
    signature: /^%PDF-/,
    error:
      'PDF ファイルです。特定健診の結果は XML ファイルから読み込みます（マイナポータルや健診機関から受け取った zip の中にあります）',
  },
  {
    // A zip's local file header: PK, 3, 4.
    signature: new RegExp(`^PK${String.fromCharCode(3, 4)}`),
    error: 'zip ファイルです。中にある特定健診の結果ファイル（XML）を選んでください',
  },
  {
    signature: /^(\xef\xbb\xbf)?\s*<!doctype html/i,
    error: 'ウェブページ（HTML）です。特定健診の結果ファイル（XML）を選んでください',
  },
];

function otherFile(bytes: Uint8Array): CheckupRefusal | null {
  // The first bytes as Latin-1: each byte one character, enough to compare ASCII signatures.
  const head = String.fromCharCode(...bytes.subarray(0, 64));
  const found = OTHER_FILES.find((file) => file.signature.test(head));
  return found ? { ok: false, reason: 'not_checkup', error: found.error } : null;
}

export function decodeXmlBytes(bytes: Uint8Array): XmlTextResult {
  const other = otherFile(bytes);
  if (other) return other;
  if (bytes.length > MAX_CHECKUP_FILE_BYTES) {
    return {
      ok: false,
      reason: 'too_large',
      error: `ファイルが大きすぎます（${bytes.length} バイト）。特定健診の結果ファイルは ${MAX_CHECKUP_FILE_BYTES} バイトまで読み込めます`,
    };
  }
  const mark = BYTE_ORDER_MARKS.find((candidate) => startsWith(bytes, candidate.bytes));
  const body = mark ? bytes.subarray(mark.bytes.length) : bytes;
  const encoding = mark?.encoding ?? declaredEncoding(body) ?? 'utf-8';
  const decoder = strictDecoder(encoding);
  if (!decoder) {
    return {
      ok: false,
      reason: 'encoding',
      error: `文字コード「${encoding}」で書かれたファイルは読めません`,
    };
  }
  try {
    return { ok: true, text: decoder.decode(body) };
  } catch {
    if (endsInsideACharacter(decoder, body)) {
      return {
        ok: false,
        reason: 'truncated',
        error:
          'ファイルが途中で切れています（文字の途中で終わっています）。もう一度ダウンロードしてください',
      };
    }
    return {
      ok: false,
      reason: 'encoding',
      error: `ファイルが文字コード「${encoding}」のテキストとして読めません（文字コードが違うか、壊れています）`,
    };
  }
}
