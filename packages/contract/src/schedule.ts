import { scheduleOverrideBodySchema } from '@tevila/domain';
import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { described, instant, whole } from './values.ts';

const scheduleTypes = [
  'Weekday',
  'Friday',
  'ErevYomTov',
  'MotzeiShabbos',
  'MotzeiYomTov',
  'YomTov',
  'Closed',
] as const;

/** One night of GET settings/schedule, overrides applied (the domain's ScheduleDay, as the API writes it). */
export const scheduleDaySchema = z.object({
  date: described(z.string(), 'YYYY-MM-DD; the night that begins the Hebrew day after it'),
  dayOfWeek: whole(),
  hebrewDay: whole(),
  hebrewMonth: z.string(),
  hebrewYear: whole(),
  hebrewNote: described(z.nullable(z.string()), "The holiday's name in English, or an administrator's note"),
  hebrewNoteCalendar: described(
    z.nullable(z.enum(['diaspora', 'israel'])),
    "Set when hebrewNote is the calendar's name for the Hebrew day (diaspora or Israel reckoning): " +
      'with hebrewYear, hebrewMonth and hebrewDay, a language-neutral id to name it in any language',
  ),
  closed: z.boolean(),
  shabbosMode: z.boolean(),
  scheduleType: z.enum(scheduleTypes),
  sunset: instant,
  zmanTevillah: instant,
  candleLighting: z.nullable(instant),
  openTime: z.nullable(instant),
  closeTime: z.nullable(instant),
  lastBath: z.nullable(instant),
  lastEntryTime: z.nullable(instant),
  bookingCutoff: z.nullable(instant),
});

/** GET settings/schedule: night by night. */
export const scheduleSchema = z.array(scheduleDaySchema);

/** The night as the API writes it: the domain's ScheduleDay, field for field (test/public.test.ts). */
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/**
 * PUT settings/schedule/overrides/{date}: closed, the local "HH:mm" times (null keeps the computed
 * one) and a note; the domain's own rule of an override.
 */
export const scheduleOverrideBody = scheduleOverrideBodySchema;

export type ScheduleOverrideRequest = z.input<typeof scheduleOverrideBody>;

/** One night's override as GET settings/schedule/overrides and the PUT's answer write it. */
export const scheduleOverrideSchema = z.object({ ...scheduleOverrideBodySchema.shape, date: z.string() });
export const scheduleOverrideListSchema = z.array(scheduleOverrideSchema);
export const scheduleOverrideAnswer = updateResultSchema(scheduleOverrideSchema);

/** The domain's ScheduleOverride, field for field (test/public.test.ts). */
export type ScheduleOverride = z.infer<typeof scheduleOverrideSchema>;
