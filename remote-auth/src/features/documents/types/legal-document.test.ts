import { legalDocument } from './legal-document';

describe('the terms and the privacy policy', () => {
  it.each(['terms', 'privacy'] as const)(
    '%s exists in Japanese and English, with the same number of sections',
    (name) => {
      const ja = legalDocument(name, 'ja');
      const en = legalDocument(name, 'en');
      expect(ja.sections.length).toBeGreaterThan(0);
      expect(en.sections).toHaveLength(ja.sections.length);
      expect(en.effectiveDate).toBe(ja.effectiveDate);
      expect(en.template).toBe(ja.template);
    },
  );

  it('falls back to Japanese for a language without its own text', () => {
    expect(legalDocument('terms', 'fr').title).toBe('利用規約');
  });
});
