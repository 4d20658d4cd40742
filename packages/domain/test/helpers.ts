import { readSettings, type FacilitySettings } from '../src/index.ts';

/** Settings as the server reads them from rows: defaults, with these stored values. */
export function settingsWith(values: Record<string, string> = {}): FacilitySettings {
  return readSettings(values);
}

/** The local "HH:mm" of an ISO instant written with its offset. */
export function hhmm(iso: string | null): string | null {
  return iso === null ? null : iso.slice(11, 16);
}

export const MINUTE = 60_000;

export function ms(iso: string | null): number {
  if (iso === null) throw new Error('expected an instant, got null');
  return Date.parse(iso);
}

export function ceilToFive(t: number): number {
  return Math.ceil(t / (5 * MINUTE)) * 5 * MINUTE;
}
