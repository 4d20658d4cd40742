import { createHash } from 'node:crypto';
import { formatInstant, lateAfter, measuredTurns, waitingLine } from '@tevila/domain';
import type { CompletedStay, FacilitySettings } from '@tevila/domain';
import type { LiveVisit } from '@tevila/contract';
import type { ReservationRow } from '../reservations/index.ts';
import type { NightRoomRow } from './repo.ts';

/** A visit as a live stream sends it, with the event id that names this very state. */
export interface KeptVisit {
  visit: LiveVisit;
  /** A digest of the JSON: the same state has the same id on every instance (Last-Event-ID). */
  id: string;
  json: string;
}

/** A short digest of an event's JSON, its id. */
export function digest(json: string): string {
  return createHash('sha256').update(json).digest('base64url').slice(0, 16);
}

export function keptVisit(visit: LiveVisit): KeptVisit {
  const json = JSON.stringify(visit);
  return { visit, json, id: digest(json) };
}

/** Her slot's start, and when she counts as late (`lateAfter`), with the facility's offset. */
function slotTimes(row: ReservationRow, s: Pick<FacilitySettings, 'lateGraceMinutes' | 'timeZone'>) {
  const slot = row.timeSlot.toISOString();
  return {
    reservationTime: formatInstant(row.timeSlot.getTime(), s.timeZone),
    lateAfter: formatInstant(lateAfter(slot, s), s.timeZone),
  };
}

/** Her visit without the night around it: a reservation no longer on the night being watched. */
export function loneVisit(
  row: ReservationRow,
  settings: Pick<FacilitySettings, 'lateGraceMinutes' | 'timeZone'>,
): KeptVisit {
  return keptVisit({
    id: row.id,
    night: row.night,
    ...slotTimes(row, settings),
    reservationStatus: row.status,
    room: null,
    waitingCode: row.waitingCode,
    position: null,
    estimatedWaitMinutes: null,
  });
}

/**
 * Every visit of a night, from its reservations and its rooms as read once for the whole night: the
 * room with its section's name (never its attendant), and her place in the waiting line with its
 * estimate (`waitingLine`, packages/domain) from the turns measured on the night's completed visits.
 */
export function nightVisits(
  rows: readonly ReservationRow[],
  rooms: readonly NightRoomRow[],
  stays: readonly CompletedStay[],
  settings: FacilitySettings,
): Map<string, KeptVisit> {
  const line = waitingLine(
    rows.map((r) => ({ ...r, timeArrived: r.timeArrived?.getTime() ?? null })),
    rooms.map((r) => ({ type: r.room.type, status: r.room.status, sectionActive: r.sectionActive })),
    settings,
    measuredTurns(stays, settings),
  );
  const byId = new Map(rooms.map((r) => [r.room.id, r]));
  const visits = new Map<string, KeptVisit>();
  for (const row of rows) {
    const room = row.roomId === null ? undefined : byId.get(row.roomId);
    const place = line.get(row.id);
    visits.set(
      row.id,
      keptVisit({
        id: row.id,
        night: row.night,
        ...slotTimes(row, settings),
        reservationStatus: row.status,
        room:
          room === undefined
            ? null
            : { id: room.room.id, number: room.room.number, section: room.sectionName },
        waitingCode: row.waitingCode,
        position: place?.position ?? null,
        estimatedWaitMinutes: place?.estimatedWaitMinutes ?? null,
      }),
    );
  }
  return visits;
}
