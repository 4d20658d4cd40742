import { msg, type DomainMessage } from '../messages/domain-message.ts';
import type { Refusal, ReservationStatus, StatusActor, Verdict } from './types.ts';

type Move = `${ReservationStatus}>${ReservationStatus}`;

const everyone: readonly StatusActor[] = ['patron', 'staff', 'system'];
const desk: readonly StatusActor[] = ['staff', 'system'];

/**
 * docs/design.md §6: the visit's path, the three cancels, cancel check-in, and Replaced (made only by the
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

const named = (status: ReservationStatus): DomainMessage => msg(`status.name.${status}`);

/** "A Done reservation", "An Arrived reservation". */
const a = (status: ReservationStatus): DomainMessage =>
  msg(/^[AEIOU]/.test(status) ? 'status.anReservation' : 'status.aReservation', { status: named(status) });

function refuse(reason: DomainMessage): Refusal {
  return { ok: false, id: 'status.not_allowed', reason };
}

/** Whether `actor` may move a reservation from `from` to `to`; every refusal names both statuses. */
export function checkTransition(from: ReservationStatus, to: ReservationStatus, actor: StatusActor): Verdict {
  const words = { reservation: a(from), to: named(to) };
  if (from === to) return refuse(msg('status.already', words));
  if (finalStatuses.includes(from)) return refuse(msg('status.cannotBecome', words));
  const actors = statusMoves.get(`${from}>${to}`);
  if (!actors) return refuse(msg('status.cannotBecome', words));
  if (actors.includes(actor)) return { ok: true };
  if (actor === 'patron')
    return refuse(msg('status.patronOnlyCancels', { from: named(from), to: named(to) }));
  if (to === 'Replaced') return refuse(msg('status.replacedByChange', words));
  return refuse(msg('status.notByActor', { ...words, actor: msg(`status.actor.${actor}`) }));
}
