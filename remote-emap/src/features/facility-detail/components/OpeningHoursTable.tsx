import { useTranslation } from 'react-i18next';
import type { DayKey, OpeningHours } from '../../facilities';
import {
  dayHoursDisplay,
  hasKnownDays,
  openingHoursRows,
  type DayHoursDisplay,
  type DisplayTime,
} from '../utils/opening-hours-display';

function TimeText({ value }: { value: DisplayTime }) {
  const { t } = useTranslation('emap');
  return <>{value.nextDay ? t('hours.nextDay', { time: value.time }) : value.time}</>;
}

function DayHours({ hours }: { hours: DayHoursDisplay }) {
  const { t } = useTranslation('emap');
  switch (hours.kind) {
    case 'unknown':
      return <span className="emap-hours__muted">{t('hours.unknown')}</span>;
    case 'closed':
      return <>{t('hours.closed')}</>;
    case 'allDay':
      return <>{t('hours.allDay')}</>;
    case 'bands':
      return (
        <>
          {hours.bands.map((band, index) => (
            <span key={index} className="emap-hours__band">
              <TimeText value={band.open} />
              {t('hours.until')}
              <TimeText value={band.close} />
            </span>
          ))}
        </>
      );
  }
}

/** Today's hours in one line, for the top of the detail: the first thing people look for. */
export function TodayHours({ hours, today }: { hours: OpeningHours; today: DayKey }) {
  const { t } = useTranslation('emap');
  return (
    <p className="emap-detail__today">
      <span className="emap-detail__today-label">
        {t('hours.todayLine', { day: t(`days.${today}`) })}
      </span>{' '}
      <DayHours hours={dayHoursDisplay(hours[today])} />
    </p>
  );
}

/** Opening hours by weekday and holiday, with today's row highlighted (Japan time). */
export function OpeningHoursTable({ hours, today }: { hours: OpeningHours; today: DayKey }) {
  const { t } = useTranslation('emap');
  return (
    <>
      {hasKnownDays(hours) ? (
        <table className="emap-hours">
          <caption className="harmo-visually-hidden">{t('detail.hoursCaption')}</caption>
          <tbody>
            {openingHoursRows(hours, today).map((row) => (
              <tr
                key={row.day}
                className={row.isToday ? 'emap-hours__today' : undefined}
                aria-current={row.isToday ? 'date' : undefined}
              >
                <th scope="row">
                  {t(`days.${row.day}`)}
                  {row.isToday && (
                    <span className="emap-hours__today-label">{t('hours.today')}</span>
                  )}
                </th>
                <td>
                  <DayHours hours={row.hours} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('hours.notStructured')}</p>
      )}
      {hours.original && (
        <p className="emap-hours__original">
          <span className="emap-hours__muted">{t('hours.original')}</span> {hours.original}
        </p>
      )}
      {hours.unparsed.length > 0 && (
        <p className="emap-hours__muted">
          {t('hours.unparsed', { text: hours.unparsed.join(' / ') })}
        </p>
      )}
    </>
  );
}
