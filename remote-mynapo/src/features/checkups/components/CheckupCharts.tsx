import { useTranslation } from 'react-i18next';
import type { SavedCheckup } from '@harmo/contracts/checkups';
import { chartSections } from '../utils/chart-series';
import { CheckupChart } from './CheckupChart';

/** The charts of the page, one per analyte, under the headings of the ministry's groups. */
export function CheckupCharts({ checkups }: { checkups: readonly SavedCheckup[] }) {
  const { t } = useTranslation('mynapo');
  return (
    <section className="mynapo-section" aria-labelledby="mynapo-charts-heading">
      <h2 id="mynapo-charts-heading">{t('data.chartsHeading')}</h2>
      <p className="mynapo-hint">{t('data.chartsHint')}</p>
      {chartSections(checkups).map((section) => (
        <section key={section.key} aria-labelledby={`mynapo-charts-${section.key}`}>
          <h3 id={`mynapo-charts-${section.key}`}>{t(`groups.${section.key}`)}</h3>
          {section.charts.map((series) => (
            <CheckupChart key={series.analyte} series={series} />
          ))}
        </section>
      ))}
    </section>
  );
}
