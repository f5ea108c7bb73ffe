import type { GuidanceSlot } from '@harmo/contracts/dispensing-orders';

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `YYYY-MM-DD` in Japan of an instant. */
export function japanDate(iso: string): string {
  return new Date(Date.parse(iso) + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** The offered guidance slots grouped by their day in Japan, in the order given. */
export function slotsByDay(
  slots: readonly GuidanceSlot[],
): { date: string; slots: GuidanceSlot[] }[] {
  const days: { date: string; slots: GuidanceSlot[] }[] = [];
  for (const slot of slots) {
    const date = japanDate(slot.startsAt);
    const day = days.find((d) => d.date === date);
    if (day) day.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** Whether two slots are the same (the api may write the same instant another way). */
export function sameSlot(a: GuidanceSlot | null, b: GuidanceSlot | null): boolean {
  if (!a || !b) return false;
  return (
    Date.parse(a.startsAt) === Date.parse(b.startsAt) &&
    Date.parse(a.endsAt) === Date.parse(b.endsAt)
  );
}
