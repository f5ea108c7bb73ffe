import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DAY_KEYS,
  FACILITY_TYPES,
  japanWeekday,
  NO_FILTERS,
  type DayKey,
  type FacilityFilters,
  type FacilityType,
  type HoursFilter,
} from '../../facilities';

export interface FilterPanelProps {
  id: string;
  filters: FacilityFilters;
  onChange: (filters: FacilityFilters) => void;
  /** A screen that only ever shows one type (choosing a pharmacy) offers no type choice. */
  fixedType: FacilityType | null;
}

type HoursChoice = HoursFilter['kind'];

/** Type, opening time and after-hours filters; every change applies at once. */
export function FilterPanel({ id, filters, onChange, fixedType }: FilterPanelProps) {
  const { t } = useTranslation('emap');
  const name = useId();
  const dayId = useId();
  const timeId = useId();
  const { hours } = filters;

  const chooseHours = (choice: HoursChoice) => {
    const next: HoursFilter =
      choice === 'openOn'
        ? { kind: 'openOn', day: japanWeekday(), time: null }
        : choice === 'openNow'
          ? { kind: 'openNow' }
          : { kind: 'any' };
    onChange({ ...filters, hours: next });
  };

  return (
    <div id={id} className="emap-filters">
      {fixedType === null && (
        <fieldset className="emap-filters__group">
          <legend>{t('filters.type')}</legend>
          <div className="emap-filters__options">
            {([null, ...FACILITY_TYPES] as const).map((type) => (
              <label key={type ?? 'all'} className="emap-choice">
                <input
                  type="radio"
                  name={`${name}-type`}
                  checked={filters.type === type}
                  onChange={() => onChange({ ...filters, type })}
                />
                {type ? t(`types.${type}`) : t('filters.allTypes')}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset className="emap-filters__group">
        <legend>{t('filters.hours')}</legend>
        <div className="emap-filters__options">
          {(['any', 'openNow', 'openOn'] as const).map((choice) => (
            <label key={choice} className="emap-choice">
              <input
                type="radio"
                name={`${name}-hours`}
                checked={hours.kind === choice}
                onChange={() => chooseHours(choice)}
              />
              {t(`filters.hoursChoice.${choice}`)}
            </label>
          ))}
        </div>
        {hours.kind === 'openOn' && (
          <div className="emap-filters__when">
            <div>
              <label htmlFor={dayId}>{t('filters.day')}</label>
              <select
                id={dayId}
                className="harmo-select"
                value={hours.day}
                onChange={(event) =>
                  onChange({
                    ...filters,
                    hours: { ...hours, day: event.target.value as DayKey },
                  })
                }
              >
                {DAY_KEYS.map((day) => (
                  <option key={day} value={day}>
                    {t(`days.${day}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={timeId}>{t('filters.time')}</label>
              <input
                id={timeId}
                type="time"
                className="harmo-input emap-filters__time"
                value={hours.time ?? ''}
                onChange={(event) =>
                  onChange({
                    ...filters,
                    hours: {
                      ...hours,
                      time: event.target.value === '' ? null : event.target.value,
                    },
                  })
                }
              />
            </div>
            <p className="emap-filters__hint">{t('filters.timeHint')}</p>
          </div>
        )}
      </fieldset>

      <label className="emap-choice emap-filters__after-hours">
        <input
          type="checkbox"
          checked={filters.afterHours}
          onChange={(event) => onChange({ ...filters, afterHours: event.target.checked })}
        />
        {t('filters.afterHours')}
      </label>

      <button
        type="button"
        className="harmo-button harmo-button--small"
        onClick={() => onChange({ ...NO_FILTERS, type: fixedType })}
      >
        {t('filters.reset')}
      </button>
    </div>
  );
}
