import type { BackendModule, ReadCallback } from 'i18next';

/** A language code or namespace as the apps name them: nothing that could leave its path segment. */
const SEGMENT = /^[\w-]+$/;

/**
 * How i18next reads a namespace's strings: one GET of its file with fetch. The request is the one
 * the app server's preload of the page's strings stands for (a CORS request with same-origin
 * credentials), so that preload is used rather than asked for again. A failure the network or the
 * server may get over (no answer, a 5xx, 408, 429) asks i18next to read again later (its
 * `maxRetries` and `retryTimeout`); any other failure is final and the keys show until a reload.
 */
export function stringsBackend(urlOf: (language: string, namespace: string) => string) {
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      if (!SEGMENT.test(language) || !SEGMENT.test(namespace)) {
        callback(new Error(`No strings file for ${language}/${namespace}`), false);
        return;
      }
      void readStrings(urlOf(language, namespace), callback);
    },
  };
  return backend;
}

async function readStrings(url: string, callback: ReadCallback): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { mode: 'cors', credentials: 'same-origin' });
  } catch {
    callback(new Error(`No answer for ${url}`), true);
    return;
  }
  if (!response.ok) {
    const passing = response.status >= 500 || response.status === 408 || response.status === 429;
    callback(new Error(`${url} answered ${response.status}`), passing);
    return;
  }
  let strings: unknown;
  try {
    strings = await response.json();
  } catch {
    callback(new Error(`${url} is not JSON`), false);
    return;
  }
  if (strings === null || typeof strings !== 'object' || Array.isArray(strings)) {
    callback(new Error(`${url} holds no strings`), false);
    return;
  }
  callback(null, strings as Record<string, unknown>);
}
