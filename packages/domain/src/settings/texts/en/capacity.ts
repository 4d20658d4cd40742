import type { SettingTexts } from '../types.ts';

/** The capacity settings' names and hints in English (catalogue/capacity.ts). */
export const capacityTextsEn = {
  roomsAvailable: {
    name: 'Rooms in use',
    hint: 'Preparation rooms in use in all; the room pools below must fit within it.',
  },
  roomsAvailableShower: {
    name: 'Shower rooms',
    hint: 'Shower rooms that can be booked. A shower may also take a free bath room.',
  },
  roomsAvailableBath: {
    name: 'Bath rooms',
    hint: 'Bath rooms that can be booked.',
  },
  roomsAvailableHandicapped: {
    name: 'Accessible rooms',
    hint: 'Accessible (wheelchair) rooms that can be booked.',
  },
  roomsAvailableFriday: {
    name: 'Rooms on Friday nights',
    hint: 'Rooms that can be booked on Friday and Yom Tov nights, when no room type is chosen.',
  },
  roomsAvailableKallah: {
    name: 'Kallah rooms',
    hint: 'Kallah (bride) rooms that can be booked. Not offered on Friday and Yom Tov nights.',
  },
  parkingAvailable: {
    name: 'Parking spaces',
    hint: 'Garage spaces that can be booked at the same time.',
  },
  parkingAvailableHandicapped: {
    name: 'Accessible parking spaces',
    hint: 'Of the garage spaces, how many are accessible spaces.',
  },
  salonChairs: {
    name: 'Salon chairs',
    hint: 'Salon chairs for a manicure or pedicure after the mikvah that can be booked at the same time.',
  },
  reservationStartAtSameTime: {
    name: 'Reservations starting together',
    hint: 'Most reservations that may start in the same time slot, so reception is not swamped.',
  },
  maxReservationsPerNight: {
    name: 'Reservations per patron a night',
    hint: 'Most reservations one patron may hold on one night (canceled and replaced ones not counted). Staff booking for her may go beyond it.',
  },
} satisfies Partial<SettingTexts>;
