import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from './PendingScreen';
import { routeTitle } from '../routing/navigation';

/**
 * Route objects for screens that are not built yet, titled from a remote's own namespace
 * (`titles.<key>`, also the document title), so a remote lists its whole route table from the
 * start.
 */
export function createPendingRoute(namespace: string) {
  function Screen({ titleKey }: { titleKey: string }) {
    const { t } = useTranslation(namespace);
    return <PendingScreen title={t(`titles.${titleKey}`)} />;
  }
  return function pending(path: string | null, titleKey: string): RouteObject {
    const element = <Screen titleKey={titleKey} />;
    const handle = routeTitle(namespace, `titles.${titleKey}`);
    return path === null ? { index: true, element, handle } : { path, element, handle };
  };
}
