import { msg, type DomainMessage } from '../messages/domain-message.ts';

/**
 * The garage gates (docs/product/site-and-staff.md §7): two sites, each with an entrance (outer) gate and an inner gate
 * (option 2). One relay coil per gate on the Modbus relay board, in the order the doors are listed.
 */
export const garageSites = [1, 2] as const;
export const gateOptions = [1, 2] as const;

export type GarageSite = (typeof garageSites)[number];
export type GateOption = (typeof gateOptions)[number];
export type GarageDoorId = 'garage-1-outer' | 'garage-1-inner' | 'garage-2-outer' | 'garage-2-inner';

export interface GateChoice {
  site: GarageSite;
  option: GateOption;
}

export const garageDoorIds: readonly GarageDoorId[] = [
  'garage-1-outer',
  'garage-1-inner',
  'garage-2-outer',
  'garage-2-inner',
];

export function doorIdOf({ site, option }: GateChoice): GarageDoorId {
  return `garage-${site}-${option === 1 ? 'outer' : 'inner'}`;
}

/** The relay coil that opens a gate: (site − 1) × 2 + (option − 1), so 0 to 3. */
export function relayCoilOf({ site, option }: GateChoice): number {
  return (site - 1) * 2 + (option - 1);
}

/** The coil of a door id, for the relay adapter, which is handed door ids. */
export function relayCoilOfDoor(door: GarageDoorId): number {
  return garageDoorIds.indexOf(door);
}

export const gateChoiceMessages = {
  site: msg('garage.site'),
  option: msg('garage.option'),
} as const;

export type GateChoiceCheck = { ok: true; choice: GateChoice } | { ok: false; message: DomainMessage };

/** 1 or 2 as a number or the text "1" / "2"; absent means 1. */
function oneOrTwo(value: unknown): 1 | 2 | null {
  if (value === undefined || value === null) return 1;
  if (value === 1 || value === '1') return 1;
  if (value === 2 || value === '2') return 2;
  return null;
}

/** The site and option of a request body (both optional, 1 by default), each refused with its sentence. */
export function checkGateChoice(site: unknown, option: unknown): GateChoiceCheck {
  const s = oneOrTwo(site);
  if (s === null) return { ok: false, message: gateChoiceMessages.site };
  const o = oneOrTwo(option);
  if (o === null) return { ok: false, message: gateChoiceMessages.option };
  return { ok: true, choice: { site: s, option: o } };
}
