import { formatInstant } from '@tevila/domain';
import type { TourType, TourWithSignups } from './repo.ts';

/** GET tours: what a visitor sees of a tour. */
export interface PublicTour {
  id: string;
  type: TourType;
  /** ISO 8601 with the facility's offset. */
  date: string;
  location: string | null;
  capacity: number | null;
  /** null when the tour has no limit. */
  spotsLeft: number | null;
}

/** GET tours/admin: the same, with how many signed up and whether it is over. */
export interface AdminTour extends PublicTour {
  signups: number;
  past: boolean;
}

export function publicTour(tour: TourWithSignups, timeZone: string): PublicTour {
  return {
    id: tour.id,
    type: tour.type,
    date: formatInstant(tour.startsAt, timeZone),
    location: tour.location,
    capacity: tour.capacity,
    spotsLeft: tour.capacity === null ? null : Math.max(0, tour.capacity - tour.signups),
  };
}

export function adminTour(tour: TourWithSignups, timeZone: string, now: Date): AdminTour {
  return {
    ...publicTour(tour, timeZone),
    signups: tour.signups,
    past: tour.startsAt.getTime() <= now.getTime(),
  };
}
