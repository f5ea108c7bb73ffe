import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AreaBrowser } from '../features/area-browse';

/** /emap/find-by-area: prefecture → municipality → facilities → detail. */
export function FindByAreaScreen() {
  const { t } = useTranslation('emap');
  return (
    <main className="emap-page">
      <h1 className="emap-page__title">{t('titles.findByArea')}</h1>
      <p className="emap-page__lead">
        <Link to="/emap">{t('area.backToMap')}</Link>
      </p>
      <AreaBrowser />
    </main>
  );
}
