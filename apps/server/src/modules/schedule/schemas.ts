import { z } from 'zod';

const instant = z.string().describe('ISO 8601 with the facility offset, e.g. 2026-12-01T16:45:00-08:00');
const scheduleTypes = [
  'Weekday',
  'Friday',
  'ErevYomTov',
  'MotzeiShabbos',
  'MotzeiYomTov',
  'YomTov',
  'Closed',
] as const;

export const scheduleDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD; the night that begins the Hebrew day after it'),
  dayOfWeek: z.number().int(),
  hebrewDay: z.number().int(),
  hebrewMonth: z.string(),
  hebrewYear: z.number().int(),
  hebrewNote: z.string().nullable().describe("The holiday's name in English, or an administrator's note"),
  hebrewNoteCalendar: z
    .enum(['diaspora', 'israel'])
    .nullable()
    .describe(
      "Set when hebrewNote is the calendar's name for the Hebrew day (diaspora or Israel reckoning): " +
        'with hebrewYear, hebrewMonth and hebrewDay, a language-neutral id to name it in any language',
    ),
  closed: z.boolean(),
  shabbosMode: z.boolean(),
  scheduleType: z.enum(scheduleTypes),
  sunset: instant,
  zmanTevillah: instant,
  candleLighting: instant.nullable(),
  openTime: instant.nullable(),
  closeTime: instant.nullable(),
  lastBath: instant.nullable(),
  lastEntryTime: instant.nullable(),
  bookingCutoff: instant.nullable(),
});

export const zmanimSchema = z.object({
  date: z.string(),
  zmanTevillah: instant,
  sunset: instant,
  candleLighting: instant,
});
