import { API_BASE } from './paths';

const api = (path: string): string => `${API_BASE}${path}`;

/**
 * The live night's URLs (docs/rules/the-night.md: self check-in, the kiosk, room tablets, running late,
 * the waitlist, the live streams), kept apart from paths.ts: only the pages that use them load them,
 * so the home page stays within its budget (docs/design.md §10).
 */
export const liveNightPaths = {
  /** POST { lat?, lng? }: she checks herself in, at the mikvah → { success, errorMessage, result: Reservation }. */
  reservationArrive: (id: string) => api(`reservations/${encodeURIComponent(id)}/arrive`),
  /** POST { reservationCode } with the kiosk's device token → { success, errorMessage, result: KioskArrival }. */
  kioskCheckin: () => api('kiosk/checkin'),
  /** A room's tablet (room device token or X-Room-Passcode): GET → RoomTablet; POST ready, help → { result: RoomTablet }. */
  roomTablet: (roomId: string) => api(`rooms/${encodeURIComponent(roomId)}/tablet`),
  roomReady: (roomId: string) => api(`rooms/${encodeURIComponent(roomId)}/ready`),
  roomHelp: (roomId: string) => api(`rooms/${encodeURIComponent(roomId)}/help`),
  /** POST { item }: a supply request for the patron in the room. */
  roomSupplies: (roomId: string) => api(`rooms/${encodeURIComponent(roomId)}/supplies`),
  /** GET → the devices (Admin); POST { kind, name, roomId? } → { device, token } once. */
  devices: () => api('devices'),
  /** DELETE: revokes the device's token. */
  device: (id: number) => api(`devices/${id}`),
  /** POST { minutes } on the night: moved to a later slot when one fits, else the desk is told. */
  reservationLate: (id: string) => api(`reservations/${encodeURIComponent(id)}/late`),
  /** POST { date, combination, earliest, latest } to join; GET her places in line. */
  waitlist: () => api('reservations/waitlist'),
  /** GET (the desk): a night's whole waitlist. */
  nightWaitlist: (date: string) => api(`reservations/waitlist?dt=${encodeURIComponent(date)}`),
  /** DELETE: she leaves the line. */
  waitlistEntry: (id: string) => api(`reservations/waitlist/${encodeURIComponent(id)}`),
  /** POST: she takes the place held for her. */
  waitlistAccept: (id: string) => api(`reservations/waitlist/${encodeURIComponent(id)}/accept`),
  /** POST { reservationId } or { night } → { ticket, expiresAt }: opens one live stream for a minute. */
  streamTicket: () => api('events/ticket'),
  /** EventSource: her visit, live (visit and feed events); the ticket stands for the Authorization header. */
  reservationEvents: (id: string, ticket: string) =>
    api(`reservations/${encodeURIComponent(id)}/events?ticket=${encodeURIComponent(ticket)}`),
  /** EventSource (desk): the night's changes (night and feed events). */
  staffDayEvents: (date: string, ticket: string) =>
    api(`reservations/day/events?dt=${encodeURIComponent(date)}&ticket=${encodeURIComponent(ticket)}`),
} as const;
