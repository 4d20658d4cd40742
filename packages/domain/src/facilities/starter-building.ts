import type { roomTypeNames } from '../staff/room-choice.ts';

type RoomType = (typeof roomTypeNames)[number];

/**
 * The building a new facility opens with, as the first one opened (migration 0008): two sections of
 * fourteen preparation rooms each (seven shower, five bath, one accessible, one kallah), numbered on,
 * and eight cubicles. Its administrators then make it their own on the building's pages.
 */
export interface StarterBuilding {
  sections: { name: string; rooms: { number: string; type: RoomType }[] }[];
  cubicles: string[];
}

const SECTION_ROOMS: readonly RoomType[] = [
  ...Array<RoomType>(7).fill('shower'),
  ...Array<RoomType>(5).fill('bath'),
  'handicapped',
  'kallah',
];

export function starterBuilding(): StarterBuilding {
  const sections = ['East', 'West'].map((name, s) => ({
    name,
    rooms: SECTION_ROOMS.map((type, i) => ({ number: String(s * SECTION_ROOMS.length + i + 1), type })),
  }));
  return { sections, cubicles: Array.from({ length: 8 }, (_, i) => `C${i + 1}`) };
}
