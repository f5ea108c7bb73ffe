import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FacilityFinder, useUrlFinderState } from '../features/facility-finder';

/** /emap: find pharmacies, hospitals and clinics on the map, by name or near you. */
export function MapSearchScreen() {
  const { t } = useTranslation('emap');
  const control = useUrlFinderState();
  return (
    <main className="emap-page">
      <h1 className="emap-page__title">{t('titles.map')}</h1>
      <FacilityFinder
        control={control}
        toolbarExtra={
          <Link
            to="/emap/find-by-area"
            className="harmo-button harmo-button--small emap-toolbar__link"
          >
            {t('area.link')}
          </Link>
        }
      />
    </main>
  );
}
