import { msg } from '../messages/domain-message.ts';
import type { DomainMessage } from '../messages/domain-message.ts';
import type { FacilitySettings } from '../settings/facility-settings.ts';

/**
 * A room's call light in the hallway (docs/building/call-lights.md): one DMX channel per room, lit
 * over Art-Net while a call from her room is open.
 */
export const DMX_CHANNEL_MIN = 1;
export const DMX_CHANNEL_MAX = 512;
/** Full brightness on a DMX channel; dark is 0. */
export const DMX_FULL = 255;

/** What a room can be calling for; help first when a room calls for more than one. */
export const callKinds = ['help', 'supplies', 'ready'] as const;
export type CallKind = (typeof callKinds)[number];

/** A room's DMX channel as the rooms page sends it: a whole number 1–512, or empty for none. */
export function checkDmxChannel(
  value: unknown,
): { ok: true; value: number | null } | { ok: false; message: DomainMessage } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return { ok: true, value: null };
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (!(n >= DMX_CHANNEL_MIN && n <= DMX_CHANNEL_MAX))
    return {
      ok: false,
      message: msg('building.dmxChannelRange', { min: DMX_CHANNEL_MIN, max: DMX_CHANNEL_MAX }),
    };
  return { ok: true, value: n };
}

/** How long a call's light stays on, then off. Help blinks twice as fast, so it is told apart at a glance. */
export function blinkTiming(
  kind: CallKind,
  s: Pick<FacilitySettings, 'dmxBlinkOnMs' | 'dmxBlinkOffMs'>,
): { onMs: number; offMs: number } {
  const speed = kind === 'help' ? 2 : 1;
  const at = (ms: number) => Math.max(50, Math.round(ms / speed));
  return { onMs: at(s.dmxBlinkOnMs), offMs: at(s.dmxBlinkOffMs) };
}

export interface OpenCall {
  channel: number;
  kind: CallKind;
}

/**
 * Every channel's level at `nowMs`: each lit room's channel on or off by its call's blink, on one
 * shared beat (lights of the same kind blink together), and every other channel dark. A room calling
 * for more than one thing blinks for the most urgent.
 */
export function callLightLevels(
  calls: readonly OpenCall[],
  nowMs: number,
  s: Pick<FacilitySettings, 'dmxBlinkOnMs' | 'dmxBlinkOffMs'>,
): Map<number, number> {
  const urgent = new Map<number, CallKind>();
  for (const call of calls) {
    const had = urgent.get(call.channel);
    if (had === undefined || callKinds.indexOf(call.kind) < callKinds.indexOf(had))
      urgent.set(call.channel, call.kind);
  }
  const levels = new Map<number, number>();
  for (const [channel, kind] of urgent) {
    const { onMs, offMs } = blinkTiming(kind, s);
    levels.set(channel, nowMs % (onMs + offMs) < onMs ? DMX_FULL : 0);
  }
  return levels;
}
