import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import './navigation-progress.css';

/**
 * While the router gets the next page ready (its app's code, its first data), the old page stays
 * on screen: a tap that brings nothing for a moment is tapped again. A thin bar at the top says
 * the page is on its way; its style shows it only once the wait has lasted long enough to be
 * noticed, so a quick navigation does not blink.
 */
export function NavigationProgress() {
  const { t } = useTranslation('host');
  if (useNavigation().state === 'idle') return null;
  return (
    <div className="harmo-navigation-progress" role="progressbar" aria-label={t('pageLoading')} />
  );
}
