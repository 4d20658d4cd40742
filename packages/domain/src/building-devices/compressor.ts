import { addDays, facilityToday } from '../dates.ts';
import { hebrewDayFacts } from '../schedule/hebrew-calendar.ts';
import { zmanimMs } from '../schedule/zmanim.ts';
import type { FacilitySettings } from '../settings/read-settings.ts';

/**
 * The air compressor on Shabbos and Yom Tov (docs/building/compressor.md): its pressure switch asks
 * for air, and the relay's coil runs it. On a weekday it runs as soon as air is asked for; on Shabbos
 * and Yom Tov only once it has been asked for `shabbosCompressorDelayMinutes` without a break, so no
 * one's act starts it directly.
 */

type HolySettings = Pick<
  FacilitySettings,
  | 'timeZone'
  | 'inIsrael'
  | 'locationLat'
  | 'locationLong'
  | 'zmanTevilahDegrees'
  | 'zmanTevilahMinutes'
  | 'candleLightingMinutes'
>;

/** The garage gates' coils are channels 1 and 2 of the same relay. */
const GATE_CHANNELS = 2;

/**
 * Whether `nowMs` is within Shabbos or Yom Tov at the facility: from candle lighting on the eve until
 * nightfall (zman tevilah) at its end, a run of holy days counting as one.
 */
export function holyTimeAt(nowMs: number, s: HolySettings): boolean {
  const today = facilityToday(new Date(nowMs), s.timeZone);
  const sky = zmanimMs(today, s);
  if (hebrewDayFacts(today, s.inIsrael).holy && nowMs < sky.zmanTevillah) return true;
  return hebrewDayFacts(addDays(today, 1), s.inIsrael).holy && nowMs >= sky.candleLighting;
}

/**
 * Whether the coil runs the compressor now. `demandSinceMs`: since when the pressure switch has
 * asked for air without a break (null when it does not).
 */
export function compressorRuns(input: {
  demandSinceMs: number | null;
  nowMs: number;
  holy: boolean;
  delayMinutes: number;
}): boolean {
  if (input.demandSinceMs === null) return false;
  if (!input.holy) return true;
  return input.nowMs - input.demandSinceMs >= input.delayMinutes * 60_000;
}

/** The compressor's wiring, when it is on the relay: its coil and its input, as Modbus addresses (from 0). */
export function compressorWiring(
  s: Pick<FacilitySettings, 'compressorRelayCoil' | 'compressorDemandInput'>,
): { coil: number; input: number } | 'none' | 'on-a-gate' {
  if (s.compressorRelayCoil === 0 || s.compressorDemandInput === 0) return 'none';
  if (s.compressorRelayCoil <= GATE_CHANNELS) return 'on-a-gate';
  return { coil: s.compressorRelayCoil - 1, input: s.compressorDemandInput - 1 };
}
