import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  reservationStatuses,
  type ReservationStatus,
  type StatusActor,
} from '../src/index.ts';
import { english, inEnglish } from './in-english.ts';

const actors: StatusActor[] = ['patron', 'staff', 'system'];
/** A status as an English sentence names it ("Ready for Mikvah"), not as the code spells it. */
const named = (status: ReservationStatus): string => english({ key: `status.name.${status}`, params: {} });
/** The whole visit: every status up to Done, without the final Canceled and Replaced. */
const path: readonly ReservationStatus[] = reservationStatuses.slice(
  0,
  reservationStatuses.indexOf('Done') + 1,
);

describe('status transitions (docs/design.md §6)', () => {
  it('staff walk the whole visit, with Ready ⇄ Next', () => {
    for (let i = 0; i + 1 < path.length; i++)
      expect(checkTransition(path[i]!, path[i + 1]!, 'staff').ok).toBe(true);
    expect(checkTransition('ReadyForMikvahNext', 'ReadyForMikvah', 'staff').ok).toBe(true);
    expect(checkTransition('Pending', 'Reserved', 'system').ok).toBe(true);
    expect(checkTransition('Waiting', 'Reserved', 'staff').ok).toBe(true);
  });

  it("decision 0012: the desk's own moves, for staff and system only", () => {
    const moves = [
      ['Arrived', 'Assigned'],
      ['ReadyForMikvah', 'Dressing'],
      ['ReadyForMikvahNext', 'Dressing'],
    ] as const;
    for (const [from, to] of moves) {
      expect(checkTransition(from, to, 'staff').ok).toBe(true);
      expect(checkTransition(from, to, 'system').ok).toBe(true);
      expect(inEnglish(checkTransition(from, to, 'patron'))).toEqual({
        ok: false,
        id: 'status.not_allowed',
        reason: `A patron may only cancel: a ${named(from)} reservation cannot become ${named(to)}.`,
      });
    }
    // Still refused: skipping ahead past the pool or back into it.
    expect(checkTransition('Prep', 'Dressing', 'staff').ok).toBe(false);
    expect(checkTransition('Assigned', 'Done', 'staff').ok).toBe(false);
    expect(inEnglish(checkTransition('Dressing', 'ReadyForMikvah', 'staff'))).toEqual({
      ok: false,
      id: 'status.not_allowed',
      reason: 'A Dressing reservation cannot become Ready for Mikvah.',
    });
  });

  it('cancels from Pending, Reserved and Waiting only; a patron may do nothing else', () => {
    for (const from of reservationStatuses) {
      const can = from === 'Pending' || from === 'Reserved' || from === 'Waiting';
      for (const actor of actors) expect(checkTransition(from, 'Canceled', actor).ok).toBe(can);
      for (const to of reservationStatuses) {
        if (to !== 'Canceled') expect(checkTransition(from, to, 'patron').ok).toBe(false);
      }
    }
  });

  it('only the system replaces, and only Pending or Reserved', () => {
    expect(checkTransition('Reserved', 'Replaced', 'system').ok).toBe(true);
    expect(checkTransition('Pending', 'Replaced', 'system').ok).toBe(true);
    expect(checkTransition('Reserved', 'Replaced', 'staff').ok).toBe(false);
    expect(checkTransition('Arrived', 'Replaced', 'system').ok).toBe(false);
  });

  it('final statuses stay final', () => {
    expect(inEnglish(checkTransition('Done', 'Reserved', 'staff'))).toEqual({
      ok: false,
      id: 'status.not_allowed',
      reason: 'A Done reservation cannot become Reserved.',
    });
    for (const from of ['Done', 'Canceled', 'Replaced'] as const)
      for (const to of reservationStatuses)
        for (const actor of actors) expect(checkTransition(from, to, actor).ok).toBe(false);
  });

  it('every refusal names both statuses', () => {
    let allowed = 0;
    for (const from of reservationStatuses)
      for (const to of reservationStatuses)
        for (const actor of actors) {
          const v = checkTransition(from, to, actor);
          if (v.ok) {
            allowed++;
            continue;
          }
          expect(v.id).toBe('status.not_allowed');
          expect(english(v.reason)).toContain(named(from));
          expect(english(v.reason)).toContain(named(to));
        }
    // 11 visit steps, Waiting → Reserved and decision 0012's 3 desk moves by staff or system (30),
    // 3 cancels by anyone (9), 2 replaces (2).
    expect(allowed).toBe(41);
  });
});
