import { useTranslation } from 'react-i18next';
import type { RoomKind } from '../../api/staff-types';
import classes from './night.module.css';

/** Simple line drawings of each kind of room, named for a screen reader. */
const drawings: Record<RoomKind, string> = {
  // A tub on feet.
  bath: 'M3 12h18v3a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zM6 19l-1 2M18 19l1 2M5 12V6a2 2 0 0 1 4 0',
  // A shower head and its drops.
  shower: 'M4 4h6a6 6 0 0 1 6 6M12 10h8M14 14v1M18 14v1M16 17v1M12 17v1M20 17v1',
  // A wheelchair.
  handicapped: 'M10 5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM10 7v6h6l2 5M10 10h5M14 14a5 5 0 1 1-7-5',
  // A ring with its stone.
  kallah: 'M12 8l-2-3h4zM12 22a7 7 0 1 0 0-14 7 7 0 0 0 0 14z',
};

/** The kind of a reservation's room, from the room when assigned, else from what she booked. */
export function roomKindOf(r: {
  room: { type: RoomKind } | null;
  kallah: boolean;
  handicapped: boolean;
  bath: boolean;
}): RoomKind {
  if (r.room) return r.room.type;
  if (r.kallah) return 'kallah';
  if (r.handicapped) return 'handicapped';
  return r.bath ? 'bath' : 'shower';
}

export function RoomTypeIcon({ kind }: { kind: RoomKind }) {
  const { t } = useTranslation();
  return (
    <svg
      className={classes.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={t(`admin.night.roomKind.${kind}`)}
    >
      <title>{t(`admin.night.roomKind.${kind}`)}</title>
      <path d={drawings[kind]} />
    </svg>
  );
}
