/**
 * Turns the bytes of an uploaded XML file into text. Check-up files are written in UTF-8 with
 * an XML declaration; a file that declares another encoding is refused rather than misread.
 */

/**
 * The largest file accepted. A check-up file of one person holds a few hundred results at most
 * (tens of kilobytes); anything this large is not such a file, and the cap keeps a hostile
 * upload from tying up the browser or the api.
 */
export const MAX_CHECKUP_FILE_BYTES = 1024 * 1024;

export type XmlTextResult = { ok: true; text: string } | { ok: false; error: string };

const UTF8_BOM = [0xef, 0xbb, 0xbf];

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
 * The platform's WHATWG decoder (browsers and Node alike), typed narrowly because the package
 * compiles without the DOM library. `fatal` makes a byte sequence that is not UTF-8 an error
 * instead of a silent replacement character.
 */
function decodeUtf8Strictly(bytes: Uint8Array): string {
  const { TextDecoder } = globalThis as unknown as {
    TextDecoder: new (
      label: 'utf-8',
      options: { fatal: true },
    ) => { decode(input: Uint8Array): string };
  };
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function decodeXmlBytes(bytes: Uint8Array): XmlTextResult {
  if (bytes.length > MAX_CHECKUP_FILE_BYTES) {
    return {
      ok: false,
      error: `ファイルが大きすぎます（${bytes.length} バイト）。特定健診の結果ファイルは ${MAX_CHECKUP_FILE_BYTES} バイトまで読み込めます`,
    };
  }
  if (startsWith(bytes, [0xfe, 0xff]) || startsWith(bytes, [0xff, 0xfe])) {
    return {
      ok: false,
      error:
        'UTF-16 で書かれたファイルには対応していません。UTF-8 の特定健診ファイルを指定してください',
    };
  }
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  const encoding = declaredEncoding(body);
  if (encoding !== null && !/^utf-?8$/i.test(encoding)) {
    return {
      ok: false,
      error: `文字コード「${encoding}」のファイルには対応していません。UTF-8 の特定健診ファイルを指定してください`,
    };
  }
  try {
    return { ok: true, text: decodeUtf8Strictly(body) };
  } catch {
    return {
      ok: false,
      error: 'ファイルが UTF-8 のテキストとして読めません（文字コードが違うか、壊れています）',
    };
  }
}
