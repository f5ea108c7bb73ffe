import { useTranslation } from 'react-i18next';
import type { JahisTcNotebook } from '@harmo/medical-formats';
import { Alert, formatCalendarDate, recordableDay } from '../../ui';
import { visitFromNotebook } from '../utils/visit-from-notebook';
import { VisitCard } from './VisitCard';

/** What a scanned notebook holds, as a page of the notebook: visits, then OTC medicines. */
export function NotebookContent({ notebook }: { notebook: JahisTcNotebook }) {
  const { t, i18n } = useTranslation('projects');
  const unknown = notebook.unknownRecords.length;
  return (
    <div className="projects-notebook">
      {notebook.patient?.name && (
        <p className="projects-notebook__patient">
          {t('notebook.patient', { name: notebook.patient.name })}
        </p>
      )}
      {unknown > 0 && (
        <Alert tone="warning">{t('notebook.unknownRecords', { count: unknown })}</Alert>
      )}
      {notebook.dispensings.length === 0 && notebook.otcDrugs.length === 0 && (
        <p>{t('notebook.empty')}</p>
      )}
      {notebook.dispensings.length > 0 && (
        <section aria-labelledby="notebook-visits">
          <h2 id="notebook-visits">{t('notebook.visits')}</h2>
          {notebook.dispensings.map((dispensing, index) => (
            <VisitCard key={index} visit={visitFromNotebook(dispensing)} />
          ))}
        </section>
      )}
      {notebook.otcDrugs.length > 0 && (
        <section aria-labelledby="notebook-otc">
          <h2 id="notebook-otc">{t('notebook.otcDrugs')}</h2>
          <ul className="harmo-card projects-otc-list">
            {notebook.otcDrugs.map((drug, index) => (
              <li key={index}>
                <span className="projects-drug__name">{drug.name ?? t('notebook.noName')}</span>
                {recordableDay(drug.startDate) && (
                  <span className="projects-drug__amount">
                    {t('notebook.otcSince', {
                      date: formatCalendarDate(drug.startDate, i18n.language),
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
