import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Titles the page after the flow of /auth/sign-in that is shown (sign-up, the password reset),
 * so that the tab and a screen reader name the form in front of the person rather than the
 * sign-in the route is titled after (WCAG 2.4.2). `<section> – harmo` is the host's shape of a
 * title (its `documentTitle` string, alike in every language): the two must read the same. The
 * host titles pages by route alone and writes the route's title again when another language is
 * chosen, after this view has written its own: the flow's title goes back over it while the flow
 * is shown, and the last title the host wrote is the page's again once the flow goes (back to
 * sign-in, or to another page). Only the flows' screens call it, loaded when they are opened: the
 * sign-in form pays nothing for it.
 */
export function useFlowTitle(key: 'signUp.title' | 'forgot.title'): void {
  const { t } = useTranslation('auth');
  const title = `${t(key)} – harmo`;
  useEffect(() => {
    let routeTitle = document.title;
    const keep = () => {
      if (document.title === title) return;
      routeTitle = document.title;
      document.title = title;
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = routeTitle;
    };
  }, [title]);
}
