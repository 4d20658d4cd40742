import type { Refusal, ReservationStatus, StatusActor, Verdict } from './types.ts';

type Move = `${ReservationStatus}>${ReservationStatus}`;

const everyone: readonly StatusActor[] = ['patron', 'staff', 'system'];
const desk: readonly StatusActor[] = ['staff', 'system'];

/**
 * DESIGN §6: the visit's path, the three cancels, cancel check-in, and Replaced (made only by the
 * server's replace); with decision 0012's desk moves. Who may make each move: a patron only cancels; Pending → Reserved is
 * the system (payment settled) or staff; the visit's steps are staff or the building's devices.
 */
export const statusMoves: ReadonlyMap<Move, readonly StatusActor[]> = new Map<Move, readonly StatusActor[]>([
  ['Pending>Reserved', desk],
  ['Reserved>Arrived', desk],
  ['Arrived>Waiting', desk],
  ['Waiting>Assigned', desk],
  ['Assigned>Prep', desk],
  ['Prep>ReadyForMikvah', desk],
  ['ReadyForMikvah>ReadyForMikvahNext', desk],
  ['ReadyForMikvahNext>ReadyForMikvah', desk],
  ['ReadyForMikvahNext>InMikvah', desk],
  ['InMikvah>Dressing', desk],
  ['Dressing>Done', desk],
  // Decision 0012: the desk records what the building did not (no wait; the pool with no record).
  ['Arrived>Assigned', desk],
  ['ReadyForMikvah>Dressing', desk],
  ['ReadyForMikvahNext>Dressing', desk],
  ['Pending>Canceled', everyone],
  ['Reserved>Canceled', everyone],
  ['Waiting>Canceled', everyone],
  ['Waiting>Reserved', desk],
  ['Pending>Replaced', ['system']],
  ['Reserved>Replaced', ['system']],
]);

const finalStatuses: readonly ReservationStatus[] = ['Done', 'Canceled', 'Replaced'];

const a = (status: string): string => (/^[AEIOU]/.test(status) ? `An ${status}` : `A ${status}`);

function refuse(reason: string): Refusal {
  return { ok: false, id: 'status.not_allowed', reason };
}

/** Whether `actor` may move a reservation from `from` to `to`; every refusal names both statuses. */
export function checkTransition(from: ReservationStatus, to: ReservationStatus, actor: StatusActor): Verdict {
  if (from === to) return refuse(`${a(from)} reservation is already ${to}.`);
  if (finalStatuses.includes(from)) return refuse(`${a(from)} reservation cannot become ${to}.`);
  const actors = statusMoves.get(`${from}>${to}`);
  if (!actors) return refuse(`${a(from)} reservation cannot become ${to}.`);
  if (actors.includes(actor)) return { ok: true };
  if (actor === 'patron')
    return refuse(`A patron may only cancel: a ${from} reservation cannot become ${to}.`);
  if (to === 'Replaced') {
    return refuse(`${a(from)} reservation becomes ${to} only when it is changed to a new reservation.`);
  }
  return refuse(`${a(from)} reservation cannot become ${to} by the ${actor}.`);
}
