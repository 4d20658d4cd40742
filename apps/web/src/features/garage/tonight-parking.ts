import { reservationGarageRefusal } from '@tevila/domain';
import type { Reservation } from '../../api/reservation';

/**
 * Her reservation that opens the garage now (docs/product/booking.md §5: the day of the reservation with paid
 * parking), by the same rule the server applies; null when none does.
 */
export function reservationOpeningGarage(
  reservations: readonly Reservation[],
  now: Date,
  timeZone: string,
): Reservation | null {
  return (
    reservations.find(
      (r) =>
        reservationGarageRefusal(
          {
            status: r.reservationStatus,
            parking: r.parking,
            balanceCents: Math.round(r.balance * 100),
            night: r.reservationDate,
          },
          now,
          timeZone,
        ) === null,
    ) ?? null
  );
}
