import { formatInstant } from '../dates.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';
import type { ScheduleDay } from './types.ts';

export const MINUTE_MS = 60_000;

/** Opening and closing as epoch ms, or null on a closed night (or one without hours). */
export function nightHoursOf(day: ScheduleDay): { open: number; close: number } | null {
  if (day.closed || day.openTime === null || day.closeTime === null) return null;
  const open = Date.parse(day.openTime);
  const close = Date.parse(day.closeTime);
  return Number.isFinite(open) && Number.isFinite(close) && close > open ? { open, close } : null;
}

/**
 * Slot starts as epoch ms: every reservationSlotIncrement from opening up to the last start at
 * which the night's shortest stay still ends by closing (the same rule as lastEntryTime, so a
 * shower is offered at every slot; longer stays that would run past closing show 0 there).
 */
export function slotInstants(day: ScheduleDay, s: FacilitySettings): number[] {
  const hours = nightHoursOf(day);
  if (!hours) return [];
  const shortest = day.shabbosMode
    ? s.reservationMinutesFriday
    : Math.min(s.reservationMinutesShower, s.reservationMinutesBath);
  const step = s.reservationSlotIncrement * MINUTE_MS;
  const n = Math.floor((hours.close - hours.open - shortest * MINUTE_MS) / step);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => hours.open + i * step);
}

/** The night's timeSlots, ISO 8601 with the facility's offset like the schedule's instants. */
export function nightSlots(day: ScheduleDay, s: FacilitySettings): string[] {
  return formatSlots(slotInstants(day, s), s.timeZone);
}

const offsetMinutes = (iso: string): number => {
  const sign = iso.at(-6) === '-' ? -1 : 1;
  return sign * (Number(iso.slice(-5, -3)) * 60 + Number(iso.slice(-2)));
};

/**
 * formatInstant for each slot, but cheaply: zone formatting costs far more than the rest of the
 * availability, so when the first and last slot share an offset (a night is shorter than the
 * time between two clock changes) the others are written from that offset by arithmetic.
 */
export function formatSlots(instants: readonly number[], timeZone: string): string[] {
  if (instants.length < 3) return instants.map((t) => formatInstant(t, timeZone));
  const first = formatInstant(instants[0]!, timeZone);
  const last = formatInstant(instants[instants.length - 1]!, timeZone);
  const suffix = first.slice(-6);
  if (last.slice(-6) !== suffix) return instants.map((t) => formatInstant(t, timeZone));
  const shift = offsetMinutes(first) * MINUTE_MS;
  return instants.map((t) => new Date(t + shift).toISOString().slice(0, 19) + suffix);
}
