import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../ui';

/** A project's period: from its start date, to its end date when it has one. */
export function ProjectPeriod({
  startDate,
  endDate,
}: {
  startDate: string;
  endDate: string | null;
}) {
  const { t, i18n } = useTranslation('projects');
  const start = formatCalendarDate(startDate, i18n.language);
  return (
    <>
      {endDate
        ? t('projects.period', { start, end: formatCalendarDate(endDate, i18n.language) })
        : t('projects.periodOpen', { start })}
    </>
  );
}
