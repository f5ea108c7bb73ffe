import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuidanceSlot } from '@harmo/contracts/dispensing-orders';
import { Alert, SelectField, errorMessageKey, formatDay, formatTime } from '../../ui';
import { useReception } from '../api/get-reception';
import { pickupDays } from '../utils/pickup-times';
import { japanDate, sameSlot, slotsByDay } from '../utils/slot-days';

export interface ReceiveValue {
  receiveMethod: 'pickup' | 'delivery' | null;
  pickupAt: string | null;
  guidanceSlot: GuidanceSlot | null;
}

export interface ReceiveErrors {
  method?: string | undefined;
  time?: string | undefined;
}

/**
 * How the patient receives the medicine: picked up at a time within the pharmacy's opening
 * hours, or delivered after online guidance in one of the slots the pharmacy offers.
 */
export function ReceiveChoice({
  facilityId,
  value,
  errors,
  onChange,
}: {
  facilityId: string;
  value: ReceiveValue;
  errors: ReceiveErrors;
  onChange: (change: Partial<ReceiveValue>) => void;
}) {
  const { t } = useTranslation('guidance');
  const reception = useReception(facilityId);
  const methodError = errors.method ? 'guidance-receive-method-error' : undefined;

  return (
    <fieldset className="guidance-fieldset" aria-describedby={methodError}>
      <legend>{t('receive.legend')}</legend>
      {errors.method && (
        <p id={methodError} className="harmo-field-error">
          {errors.method}
        </p>
      )}
      {(['pickup', 'delivery'] as const).map((method) => (
        <label key={method} className="guidance-choice">
          <input
            type="radio"
            name="receive-method"
            value={method}
            checked={value.receiveMethod === method}
            onChange={() => onChange({ receiveMethod: method })}
          />
          <span className="guidance-choice__text">
            <span>{t(`receive.${method}.label`)}</span>
            <span className="guidance-choice__detail">{t(`receive.${method}.detail`)}</span>
          </span>
        </label>
      ))}
      {value.receiveMethod !== null &&
        (reception.isPending ? (
          <p role="status" className="guidance-muted">
            {t('common.loading')}
          </p>
        ) : reception.isError ? (
          <Alert>{t(errorMessageKey(reception.error))}</Alert>
        ) : value.receiveMethod === 'pickup' ? (
          <PickupTime
            hours={reception.data.openingHours}
            pickupAt={value.pickupAt}
            error={errors.time}
            onChange={(pickupAt) => onChange({ pickupAt })}
          />
        ) : (
          <SlotChoice
            slots={reception.data.guidanceSlots}
            slot={value.guidanceSlot}
            error={errors.time}
            onChange={(guidanceSlot) => onChange({ guidanceSlot })}
          />
        ))}
    </fieldset>
  );
}

/**
 * Two selects: the day, then the time of that day. The day shown first is the one of the time
 * already chosen, else the earliest; choosing another day clears the time.
 */
function DayAndTime({
  dayLabel,
  timeLabel,
  hint,
  error,
  days,
  chosenDay,
  timesOf,
  selectedTime,
  onTime,
}: {
  dayLabel: string;
  timeLabel: string;
  hint?: (day: string) => string | undefined;
  error?: string | undefined;
  days: string[];
  chosenDay: string | null;
  timesOf: (day: string) => { label: string; value: string }[];
  selectedTime: string;
  onTime: (value: string | null) => void;
}) {
  const { t, i18n } = useTranslation('guidance');
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const selectedDay = dayChoice ?? days.find((d) => d === chosenDay) ?? days[0] ?? '';
  const times = timesOf(selectedDay);
  return (
    <div className="guidance-day-time">
      <SelectField
        label={dayLabel}
        hint={hint?.(selectedDay)}
        value={selectedDay}
        options={days.map((day) => ({ value: day, label: formatDay(day, i18n.language) }))}
        onChange={(day) => {
          setDayChoice(day);
          onTime(null);
        }}
      />
      <SelectField
        label={timeLabel}
        error={error}
        value={times.some((time) => time.value === selectedTime) ? selectedTime : ''}
        options={times}
        placeholder={t('receive.chooseTime')}
        onChange={(value) => onTime(value === '' ? null : value)}
      />
    </div>
  );
}

function PickupTime({
  hours,
  pickupAt,
  error,
  onChange,
}: {
  hours: Parameters<typeof pickupDays>[0];
  pickupAt: string | null;
  error?: string | undefined;
  onChange: (pickupAt: string | null) => void;
}) {
  const { t } = useTranslation('guidance');
  const days = useMemo(() => pickupDays(hours, new Date()), [hours]);
  if (days.length === 0) return <Alert>{t('receive.noPickupTimes')}</Alert>;
  const dayOf = (date: string) => days.find((d) => d.date === date);
  return (
    <DayAndTime
      dayLabel={t('receive.pickup.day')}
      timeLabel={t('receive.pickup.time')}
      hint={(date) => (dayOf(date)?.hoursUnknown ? t('receive.pickup.hoursUnknown') : undefined)}
      error={error}
      days={days.map((d) => d.date)}
      chosenDay={pickupAt ? japanDate(pickupAt) : null}
      timesOf={(date) => dayOf(date)?.times ?? []}
      selectedTime={pickupAt ?? ''}
      onTime={onChange}
    />
  );
}

function SlotChoice({
  slots,
  slot,
  error,
  onChange,
}: {
  slots: GuidanceSlot[];
  slot: GuidanceSlot | null;
  error?: string | undefined;
  onChange: (slot: GuidanceSlot | null) => void;
}) {
  const { t, i18n } = useTranslation('guidance');
  const days = useMemo(() => slotsByDay(slots), [slots]);
  if (days.length === 0) return <Alert>{t('receive.noSlots')}</Alert>;
  const slotsOf = (date: string) => days.find((d) => d.date === date)?.slots ?? [];
  return (
    <DayAndTime
      dayLabel={t('receive.delivery.day')}
      timeLabel={t('receive.delivery.time')}
      hint={() => t('receive.delivery.hint')}
      error={error}
      days={days.map((d) => d.date)}
      chosenDay={slot ? japanDate(slot.startsAt) : null}
      timesOf={(date) =>
        slotsOf(date).map((s) => ({
          label: t('receive.slotRange', {
            start: formatTime(s.startsAt, i18n.language),
            end: formatTime(s.endsAt, i18n.language),
          }),
          value: s.startsAt,
        }))
      }
      selectedTime={slots.find((s) => sameSlot(s, slot))?.startsAt ?? ''}
      onTime={(startsAt) => onChange(slots.find((s) => s.startsAt === startsAt) ?? null)}
    />
  );
}
