import { z } from 'zod';
import { PRIVACY_VERSION, TERMS_VERSION } from '@harmo/contracts/accounts';
import type { DocumentName } from '../../ui';
import jaTerms from '../../../../documents/ja/terms.json';
import jaPrivacy from '../../../../documents/ja/privacy.json';
import enTerms from '../../../../documents/en/terms.json';
import enPrivacy from '../../../../documents/en/privacy.json';

/** The shape of a document file (remote-auth/documents/README.md). */
export const LegalDocument = z.object({
  title: z.string().min(1),
  template: z.boolean(),
  effectiveDate: z.iso.date(),
  preamble: z.string(),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string()) })),
});
export type LegalDocument = z.infer<typeof LegalDocument>;

const FILES = {
  ja: { terms: jaTerms, privacy: jaPrivacy },
  en: { terms: enTerms, privacy: enPrivacy },
} as const;

/** The version an agreement to this document records. */
export const DOCUMENT_VERSIONS: Record<DocumentName, string> = {
  terms: TERMS_VERSION,
  privacy: PRIVACY_VERSION,
};

/** The document in the reader's language (Japanese for any language without its own text). */
export function legalDocument(name: DocumentName, language: string): LegalDocument {
  const files = language.startsWith('en') ? FILES.en : FILES.ja;
  return LegalDocument.parse(files[name]);
}
