import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PendingScreen } from '@harmo/shared';

function Screen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('mynapo');
  return <PendingScreen title={t(`titles.${titleKey}`)} />;
}

/** A route of this remote whose screen is built in its own feature issue. */
export function pending(path: string | null, titleKey: string): RouteObject {
  const element = <Screen titleKey={titleKey} />;
  return path === null ? { index: true, element } : { path, element };
}
