import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deepestRouteTitle, i18n } from '@harmo/shared';

/** The title of a page without a section of its own (the redirect, a route still loading). */
export const APP_TITLE = 'harmo';

/**
 * Sets the document title from the deepest matched route that declares one
 * (`handle: routeTitle(namespace, key)`), or of the view of it the query names:
 * `<section> – harmo` in the current language, so each page and browser tab says where it is
 * (WCAG 2.4.2).
 */
export function useDocumentTitle(): void {
  const title = deepestRouteTitle(useMatches(), useLocation().search);
  const { t, i18n: instance } = useTranslation('host');
  const namespace = title?.namespace;
  const key = title?.key;
  const language = instance.language;
  useEffect(() => {
    if (!namespace || !key) {
      document.title = APP_TITLE;
      return;
    }
    let current = true;
    // The remote's strings may still be on their way when its route renders.
    void i18n.loadNamespaces(namespace).then(() => {
      if (!current) return;
      const section = i18n.t(key, { ns: namespace, lng: language });
      document.title = t('documentTitle', { section, lng: language });
    });
    return () => {
      current = false;
    };
  }, [namespace, key, language, t]);
}
