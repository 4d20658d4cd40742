import type { FacilitySettings } from '../settings/facility-settings.ts';
import type { CallKind } from './call-lights.ts';

/**
 * What the attendants hear when a room calls (docs/building/paging.md): a tone of the paging
 * system's own, one per kind of call, at the facility's volume. A tone names no one; the hallway's
 * light and the desk's board say which room.
 */
export const pagingTones: Readonly<Record<CallKind, string>> = {
  help: 'warble3-high.wav',
  ready: 'chime.wav',
  supplies: 'page-notif.wav',
};

/** The devices page's test announcement: the paging system's own speech test. */
export const PAGING_TEST_TONE = 'speech-test.wav';

/** The paging system's volume and input gain: whole decibels in steps of 3, within its range. */
const PAGE_VOLUME_DB = { low: -45, high: 0 } as const;
const INPUT_GAIN_DB = { low: -27, high: 6 } as const;

function decibels(percent: number, range: { low: number; high: number }): number {
  const steps = (range.high - range.low) / 3;
  const clamped = Math.min(100, Math.max(0, percent));
  return range.low + 3 * Math.round((clamped / 100) * steps);
}

/** pagingVolume (0–100) as the page volume's decibels: 0 is the quietest, 100 full. */
export const pagingVolumeDb = (volume: number): number => decibels(volume, PAGE_VOLUME_DB);

/** pagingGain (0–100) as the paging input's gain in decibels. */
export const pagingGainDb = (gain: number): number => decibels(gain, INPUT_GAIN_DB);

/** A multicast zone the announcement is sent to: its group address and port. */
export interface PagingZone {
  address: string;
  port: number;
}

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * pagingObject: empty plays the announcement on the paging system itself (the amplifier it feeds);
 * "224.0.2.60:50002" sends it to that multicast zone, as the paging system's zones are written.
 * Anything else is not a zone (null).
 */
export function pagingZone(object: string): PagingZone | 'device' | null {
  const text = object.trim();
  if (text === '') return 'device';
  const m = /^([\d.]+):(\d{1,5})$/.exec(text);
  const parts = m ? ipv4.exec(m[1] ?? '') : null;
  if (!m || !parts) return null;
  const octets = parts.slice(1).map(Number);
  const port = Number(m[2]);
  const first = octets[0] ?? 0;
  if (octets.some((o) => o > 255) || first < 224 || first > 239 || port < 1 || port > 65535) return null;
  return { address: octets.join('.'), port };
}

/** One announcement, as the paging system is told it. */
export interface Announcement {
  tone: string;
  volumeDb: number;
  gainDb: number;
  zone: PagingZone | 'device';
}

/** The announcement of a call of `kind` (or of the test); null when pagingObject is not a zone. */
export function announcementFor(
  kind: CallKind | 'test',
  s: Pick<FacilitySettings, 'pagingObject' | 'pagingVolume' | 'pagingGain'>,
): Announcement | null {
  const zone = pagingZone(s.pagingObject);
  if (zone === null) return null;
  return {
    tone: kind === 'test' ? PAGING_TEST_TONE : pagingTones[kind],
    volumeDb: pagingVolumeDb(s.pagingVolume),
    gainDb: pagingGainDb(s.pagingGain),
    zone,
  };
}
