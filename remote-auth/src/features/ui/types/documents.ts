/** The terms of use and the privacy policy, public pages of this remote. */
export const DOCUMENT_PATHS = {
  terms: '/auth/terms',
  privacy: '/auth/privacy',
} as const;
export type DocumentName = keyof typeof DOCUMENT_PATHS;
