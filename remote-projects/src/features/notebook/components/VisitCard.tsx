import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../ui';
import type { Visit, VisitRp } from '../types/visit';

function NoteList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="projects-notes">
      <p className="projects-notes__label">{label}</p>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function RpBlock({ rp }: { rp: VisitRp }) {
  const { t } = useTranslation('projects');
  const quantity =
    rp.quantity !== null
      ? t('notebook.quantity', { quantity: rp.quantity, unit: rp.unit ?? '' })
      : null;
  return (
    <li className="projects-rp">
      <h4 className="projects-rp__usage">
        <span className="projects-rp__number">
          {t('notebook.rp', { number: rp.rpNumber ?? '-' })}
        </span>
        <span>{rp.usage ?? t('notebook.noUsage')}</span>
        {quantity && <span className="projects-rp__quantity">{quantity}</span>}
      </h4>
      {rp.doctor?.name && (
        <p className="projects-rp__doctor">
          {t('notebook.prescribedBy', {
            name: rp.doctor.name,
            department: rp.doctor.department ?? '',
          })}
        </p>
      )}
      <ul className="projects-drugs">
        {rp.drugs.map((drug, index) => (
          <li key={index} className="projects-drug">
            <span className="projects-drug__name">{drug.name ?? t('notebook.noName')}</span>
            {drug.amountText && (
              <span className="projects-drug__amount">
                {t('notebook.amount', { amount: drug.amountText, unit: drug.unit ?? '' })}
              </span>
            )}
            {drug.genericName && (
              <span className="projects-drug__generic">
                {t('notebook.genericName', { name: drug.genericName })}
              </span>
            )}
            <NoteList label={t('notebook.drugSupplements')} items={drug.supplements} />
            <NoteList label={t('notebook.drugCautions')} items={drug.cautions} />
          </li>
        ))}
      </ul>
      <NoteList label={t('notebook.usageSupplements')} items={rp.usageSupplements} />
      <NoteList label={t('notebook.rpCautions')} items={rp.cautions} />
    </li>
  );
}

/** One visit of the notebook: when, where, who prescribed, and each RP's drugs and usage. */
export function VisitCard({ visit, actions }: { visit: Visit; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('projects');
  const date = formatCalendarDate(visit.date, i18n.language) ?? t('notebook.noDate');
  const doctors = visit.doctors
    .filter((d) => d.name)
    .map((d) =>
      d.department ? t('notebook.doctor', { name: d.name, department: d.department }) : d.name,
    )
    .join(t('notebook.listSeparator'));
  return (
    <article className="harmo-card projects-visit" data-testid="visit">
      <h3 className="projects-visit__date">{t('notebook.visitDate', { date })}</h3>
      <dl className="harmo-dl">
        {visit.pharmacy?.name && (
          <>
            <dt>{t('notebook.pharmacy')}</dt>
            <dd>
              {visit.pharmacy.name}
              {visit.pharmacy.phone && (
                <>
                  {' '}
                  <a href={`tel:${visit.pharmacy.phone}`}>{visit.pharmacy.phone}</a>
                </>
              )}
            </dd>
          </>
        )}
        {visit.pharmacist && (
          <>
            <dt>{t('notebook.pharmacist')}</dt>
            <dd>{visit.pharmacist}</dd>
          </>
        )}
        {visit.institution?.name && (
          <>
            <dt>{t('notebook.institution')}</dt>
            <dd>{visit.institution.name}</dd>
          </>
        )}
        {doctors && (
          <>
            <dt>{t('notebook.doctors')}</dt>
            <dd>{doctors}</dd>
          </>
        )}
      </dl>
      <ol className="projects-rps">
        {visit.rps.map((rp, index) => (
          <RpBlock key={index} rp={rp} />
        ))}
      </ol>
      <NoteList label={t('notebook.visitCautions')} items={visit.cautions} />
      <NoteList label={t('notebook.leftoverChecks')} items={visit.leftoverChecks} />
      <NoteList label={t('notebook.remarks')} items={visit.remarks} />
      <NoteList
        label={t('notebook.patientEntries')}
        items={visit.patientEntries
          .filter((e) => e.content)
          .map((e) => {
            const when = formatCalendarDate(e.date, i18n.language);
            return when
              ? t('notebook.entryWithDate', { content: e.content, date: when })
              : (e.content ?? '');
          })}
      />
      {actions}
    </article>
  );
}
