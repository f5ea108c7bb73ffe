import { CURRENT_ACCOUNT_PARAM } from './patients';

/**
 * The companion mobile app opens pages in a WebView with its session in the query string:
 * `?cognitoUserName=…&refreshToken=…&currentAccount=…`.
 */
export interface HandOver {
  cognitoUserName: string;
  refreshToken: string;
  currentAccount: string | null;
}

export const HAND_OVER_PARAMS = {
  cognitoUserName: 'cognitoUserName',
  refreshToken: 'refreshToken',
  currentAccount: CURRENT_ACCOUNT_PARAM,
} as const;

const MAX_VALUE_LENGTH = 8192;
const USER_NAME = /^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u;

/** The hand-over in a query string, or null when it is absent or malformed. */
export function readHandOver(search: string): HandOver | null {
  const params = new URLSearchParams(search);
  const cognitoUserName = params.get(HAND_OVER_PARAMS.cognitoUserName)?.trim() ?? '';
  const refreshToken = params.get(HAND_OVER_PARAMS.refreshToken)?.trim() ?? '';
  if (!cognitoUserName || !refreshToken) return null;
  if (!USER_NAME.test(cognitoUserName) || refreshToken.length > MAX_VALUE_LENGTH) return null;
  if (/\s/.test(refreshToken)) return null;
  const currentAccount = params.get(HAND_OVER_PARAMS.currentAccount)?.trim() || null;
  return { cognitoUserName, refreshToken, currentAccount };
}

/**
 * The same address without the tokens. Security: a refresh token must not stay in the address
 * bar, the history, a bookmark or a Referer header; `currentAccount` stays until the patient is
 * changed (docs/session.md).
 */
export function withoutHandOverTokens(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(HAND_OVER_PARAMS.cognitoUserName);
  url.searchParams.delete(HAND_OVER_PARAMS.refreshToken);
  return `${url.pathname}${url.search}${url.hash}`;
}
