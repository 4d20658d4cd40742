import type { LiveVisit } from '@tevila/contract';
import { minutesLate } from '@tevila/domain';
import type { TFunction } from 'i18next';

/**
 * The sentence of her visit as it stands (docs/product/booking.md §2, Her visit, live): null before
 * she checks in and once it no longer concerns the night (Canceled, Replaced).
 */
export function liveVisitText(visit: LiveVisit, t: TFunction, now: number): string | null {
  const room = visit.room === null ? {} : { room: visit.room.number, section: visit.room.section };
  switch (visit.reservationStatus) {
    case 'Pending':
    case 'Reserved': {
      // Past her time and the grace, and not here yet: said gently, with what she can do.
      const late = minutesLate(
        { status: visit.reservationStatus, timeSlot: visit.reservationTime, lateAfter: visit.lateAfter },
        now,
      );
      return late === null ? null : t('reserve.live.pastYourTime', { minutes: late });
    }
    case 'Arrived':
      return t('reserve.live.arrived');
    case 'Waiting':
      if (visit.position === null) return t('reserve.live.waiting');
      return visit.estimatedWaitMinutes === null
        ? t('reserve.live.waitingPlace', { position: visit.position })
        : t('reserve.live.waitingFor', { position: visit.position, minutes: visit.estimatedWaitMinutes });
    case 'Assigned':
      return visit.room === null ? t('reserve.live.assigned') : t('reserve.live.roomReady', room);
    case 'Prep':
      return visit.room === null ? t('reserve.live.prep') : t('reserve.live.prepIn', room);
    case 'ReadyForMikvah':
      return t('reserve.live.ready');
    case 'ReadyForMikvahNext':
      return t('reserve.live.readyNext');
    case 'InMikvah':
      return t('reserve.live.inMikvah');
    case 'Dressing':
      return t('reserve.live.dressing');
    case 'Done':
      return t('reserve.live.done');
    default:
      return null;
  }
}
