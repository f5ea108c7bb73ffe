import '@testing-library/jest-dom';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/*
 * The test page's TextEncoder is Node's, whose bytes belong to Node's realm: they fail the
 * page's `instanceof Uint8Array`, which a browser's own encoder passes. The page gets bytes of
 * its own realm, as in a browser.
 */
class PageTextEncoder extends TextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return Uint8Array.from(super.encode(input));
  }
}
globalThis.TextEncoder = PageTextEncoder;
