import { z } from 'zod';
import { DAY_KEYS } from './facilities-constants';

// A facility's opening hours, in a module of their own: an order's pharmacy carries them, and
// the orders contract should not build every facility search schema to check them.

export const DayKeySchema = z.enum(DAY_KEYS);
/** 'HH:MM' in Japan time; a close time may pass 24:00 ('26:00' is 2 a.m. the next day). */
export const TimeBandSchema = z.object({ open: z.string(), close: z.string() });
export type TimeBand = z.infer<typeof TimeBandSchema>;
const DayBands = z
  .array(TimeBandSchema)
  .nullable()
  .describe('Bands of the day; [] closed; null unknown. close may pass 24:00 (e.g. 26:00).');

export const OpeningHoursSchema = z.object({
  mon: DayBands,
  tue: DayBands,
  wed: DayBands,
  thu: DayBands,
  fri: DayBands,
  sat: DayBands,
  sun: DayBands,
  holiday: DayBands,
  original: z.string().nullable().describe('The source text, as written'),
  unparsed: z.array(z.string()).describe('Parts of the source text that could not be read'),
});

export type OpeningHours = z.infer<typeof OpeningHoursSchema>;
