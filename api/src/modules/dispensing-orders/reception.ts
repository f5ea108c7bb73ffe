import type { GuidanceSlot, ReceiveMethod } from '@harmo/contracts/dispensing-orders';
import { ORDER_LIMITS } from '@harmo/contracts/dispensing-orders';
import type { OpeningHours } from '@harmo/contracts/facilities';
import { badRequest, conflict } from '../../http/errors';
import {
  isJapaneseHoliday,
  isOpenAt,
  minutesFromTime,
  scheduleMomentAt,
  toJapanDate,
} from '../facilities';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Japan has kept UTC+9 without daylight saving since 1951. */
const JAPAN_OFFSET_MS = 9 * 60 * MINUTE_MS;

/** The instant of a minute of a Japan calendar day ('YYYY-MM-DD'); minutes may pass 24:00. */
function japanInstant(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - JAPAN_OFFSET_MS + minute * MINUTE_MS);
}

/**
 * The online guidance slots a pharmacy offers: 30-minute slots inside its opening hours (Japan
 * time, holidays by the holiday schedule) for the next 7 days, starting at least an hour from
 * now, without those already taken by open delivery orders. A pharmacy whose hours are unknown
 * offers none (nobody could say when a pharmacist is there).
 */
export function guidanceSlots(
  hours: OpeningHours | null,
  now: Date,
  taken: ReadonlySet<number>,
): GuidanceSlot[] {
  if (!hours) return [];
  const slotMs = ORDER_LIMITS.guidanceSlotMinutes * MINUTE_MS;
  const earliest = now.getTime() + ORDER_LIMITS.guidanceLeadMinutes * MINUTE_MS;
  const slots: GuidanceSlot[] = [];
  for (let offset = 0; offset <= ORDER_LIMITS.guidanceSlotHorizonDays; offset += 1) {
    const day = toJapanDate(new Date(now.getTime() + offset * DAY_MS));
    const bands = hours[isJapaneseHoliday(day.date) ? 'holiday' : day.weekday] ?? [];
    for (const band of bands) {
      const open = minutesFromTime(band.open);
      const close = minutesFromTime(band.close);
      const step = ORDER_LIMITS.guidanceSlotMinutes;
      for (let start = Math.ceil(open / step) * step; start + step <= close; start += step) {
        const startsAt = japanInstant(day.date, start);
        if (startsAt.getTime() < earliest || taken.has(startsAt.getTime())) continue;
        slots.push({
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + slotMs).toISOString(),
        });
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * Checks how the patient wants to receive the medicine against the pharmacy (400 or 409 with a
 * code the web explains): a pick-up time from 30 minutes to 14 days ahead, when the pharmacy is
 * open if its hours are known; a guidance slot the pharmacy offers and nobody has taken.
 */
export function checkReceiveMethod(
  receive: ReceiveMethod,
  hours: OpeningHours | null,
  now: Date,
  taken: ReadonlySet<number>,
): void {
  if (receive.type === 'pickup') {
    const at = new Date(receive.pickupAt);
    const earliest = now.getTime() + ORDER_LIMITS.pickupLeadMinutes * MINUTE_MS;
    const latest = now.getTime() + ORDER_LIMITS.pickupHorizonDays * DAY_MS;
    if (at.getTime() < earliest || at.getTime() > latest) {
      throw badRequest(
        `The pick-up time must be from ${ORDER_LIMITS.pickupLeadMinutes} minutes to ${ORDER_LIMITS.pickupHorizonDays} days from now`,
        'pickup_time_out_of_range',
      );
    }
    if (isOpenAt(hours, scheduleMomentAt(at)) === false) {
      throw badRequest(
        'The pharmacy is not open at the chosen pick-up time',
        'pickup_outside_hours',
      );
    }
    return;
  }
  const wanted = new Date(receive.guidanceSlot.startsAt).getTime();
  const wantedEnd = new Date(receive.guidanceSlot.endsAt).getTime();
  const offered = guidanceSlots(hours, now, taken).some(
    (slot) => Date.parse(slot.startsAt) === wanted && Date.parse(slot.endsAt) === wantedEnd,
  );
  if (!offered) throw guidanceSlotUnavailable();
}

export const guidanceSlotUnavailable = () =>
  conflict(
    'The pharmacy does not offer this guidance slot, or someone has just taken it',
    'guidance_slot_unavailable',
  );
