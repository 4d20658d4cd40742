import type { AvailableSlot, SlotCombination } from '../api/available-slots';
import type { FlowState, RoomType } from '../flow/flow-state';

/**
 * The room the server books: on a Shabbos-mode night always the standard room (a shower), whatever
 * was chosen before (an edited bath reservation keeps roomType 'bath' in the flow).
 */
export const bookedRoom = (roomType: RoomType | null, shabbosMode: boolean): RoomType | null =>
  shabbosMode ? 'shower' : roomType;

/**
 * The combination a choice asks for, as the server lists them: accessible and Kallah rooms are bath
 * rooms. Shabbos-mode nights offer one standard room (no room choice, no Kallah, no parking), so their
 * combination needs no room choice.
 */
export function combinationOf(flow: FlowState, shabbosMode: boolean): SlotCombination | null {
  const common = { doubleSlot: flow.doubleSlot, salonAfter: flow.salon !== 'none' };
  if (shabbosMode) return { bath: false, handicapped: false, kallah: false, parking: false, ...common };
  const room = flow.roomType;
  if (!room) return null;
  return {
    bath: room !== 'shower',
    handicapped: room === 'handicapped',
    kallah: room === 'kallah',
    parking: flow.parking,
    ...common,
  };
}

const FLAGS = ['bath', 'handicapped', 'kallah', 'doubleSlot', 'parking', 'salonAfter'] as const;

/** How many more of exactly this combination fit in the slot (0 when none or not listed). */
export function availableFor(slot: AvailableSlot, combination: SlotCombination): number {
  const entry = slot.availableReservations.find((a) =>
    FLAGS.every((flag) => !!a[flag] === combination[flag]),
  );
  return entry ? entry.available : 0;
}

/** docs/product/booking.md §5: slots matching all six flags with available > 0. */
export function slotsFor(
  slots: readonly AvailableSlot[],
  combination: SlotCombination | null,
): AvailableSlot[] {
  if (!combination) return [];
  return slots.filter((slot) => availableFor(slot, combination) > 0);
}

/** Continue: only when the chosen slot has availability for the chosen combination. */
export function canContinue(
  slots: readonly AvailableSlot[],
  combination: SlotCombination | null,
  chosen: string | null,
): boolean {
  if (!combination || !chosen) return false;
  const slot = slots.find((s) => s.timeSlot === chosen);
  return !!slot && availableFor(slot, combination) > 0;
}
