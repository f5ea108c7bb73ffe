import { useTranslation } from 'react-i18next';
import { FACILITY_TYPES } from '../../facilities';

/** What the map's marks mean: a colour per facility type, the numbered groups, the user. */
export function MapLegend() {
  const { t } = useTranslation('emap');
  return (
    <div className="emap-legend" role="group" aria-label={t('map.legend.title')}>
      <ul className="emap-legend__list">
        {FACILITY_TYPES.map((type) => (
          <li key={type}>
            <span className={`emap-legend__mark emap-marker emap-marker--${type}`} aria-hidden />
            {t(`types.${type}`)}
          </li>
        ))}
        <li>
          <span className="emap-legend__mark emap-legend__mark--cluster" aria-hidden>
            3
          </span>
          {t('map.legend.cluster')}
        </li>
        <li>
          <span className="emap-legend__mark emap-legend__mark--you" aria-hidden />
          {t('map.legend.you')}
        </li>
      </ul>
    </div>
  );
}
