import { API_BASE } from './paths';

const api = (path: string): string => `${API_BASE}${path}`;

/**
 * The desk's and the administration's URLs, kept apart from paths.ts: only the staff screens load them,
 * so a patron's first page does not carry them (docs/design.md §10).
 */
export const staffPaths = {
  /** GET ?dt=YYYY-MM-DD (desk) → StaffListItem[]: the night's reservations by slot time. */
  staffDay: (date: string) => api(`reservations/day?dt=${encodeURIComponent(date)}`),
  /** GET (desk) → StaffReservation. */
  staffDetails: (id: string) => api(`reservations/${encodeURIComponent(id)}/details`),
  /** POST (desk) → { success, errorMessage, result: StaffReservation }: a room or a waiting code. */
  staffCheckIn: (id: string) => api(`reservations/${encodeURIComponent(id)}/checkin`),
  checkinRooms: (id: string) => api(`reservations/${encodeURIComponent(id)}/rooms`),
  /** POST (desk) → the place of a woman late and not here, released (she is canceled). */
  staffRelease: (id: string) => api(`reservations/${encodeURIComponent(id)}/release`),
  /** POST (desk) → lends a free cubicle to a Waiting reservation. */
  staffCubicle: (id: string) => api(`reservations/${encodeURIComponent(id)}/cubicle`),
  /** POST { printerId } (desk) → { result: { printed, printer, html } }. */
  staffReceipt: (id: string) => api(`reservations/${encodeURIComponent(id)}/receipt`),
  /** POST { reservationId, method: 'Cash' | 'Check', amt, note? } (desk) → { result: StaffReservation }. */
  staffDeskPayment: () => api('payments/desk'),
  /** POST { amt, reservationId, terminal } (desk) → { id, status }: a charge handed to the desk's reader. */
  terminalCharge: () => api('payments/createpaymentintent'),
  /** GET (desk) → what the desk's card terminal is doing; POST …/cancel stops it; POST …/present { number } (test mode). */
  terminal: (terminal: string, action: '' | 'cancel' | 'present' = '') =>
    api(`payments/terminal/${encodeURIComponent(terminal)}${action === '' ? '' : `/${action}`}`),
  /** POST { status } (desk): a visit status moves the reservation in the room. */
  staffRoomStatus: (roomId: number) => api(`rooms/${roomId}/status`),
  /** POST { status: 'complete' | 'canceled' } (desk): closes an open supply request. */
  staffSupply: (roomId: number, supplyId: number) => api(`rooms/${roomId}/supplies/${supplyId}`),
  /** GET ?dt= (desk) → the rooms board: each room's stage, since when, its expected length, its call for help. */
  roomsBoard: (date: string) => api(`rooms/board?dt=${encodeURIComponent(date)}`),
  /** POST (desk) → the call for help, answered. */
  roomAlertAcknowledge: (id: number) => api(`rooms/alerts/${id}/acknowledge`),
  /** GET ?dt= (desk) → [{ id, name, active, attendant }] for that night. */
  staffSections: (date: string) => api(`sections?dt=${encodeURIComponent(date)}`),
  /** PUT ?dt= { attendantId } (desk): who works the section that night. */
  staffSectionAttendant: (sectionId: number, date: string) =>
    api(`sections/${sectionId}/attendant?dt=${encodeURIComponent(date)}`),
  /** GET → every active attendant. */
  activeAttendants: () => api('attendants?active=true'),
  /** GET (Admin) → every setting { key, value, prevValue, type, hint, secret, group }. */
  adminSettings: () => api('settings/admin'),
  /** PUT { value } (Admin) → { success, errorMessage, result: { key, value, prevValue } }. */
  adminSetting: (key: string) => api(`settings/admin/${encodeURIComponent(key)}`),
  /** GET → `days` nights from today (an Admin may ask up to 380). */
  scheduleDays: (days: number) => api(`settings/schedule?days=${days}`),
  /** GET (Admin) → the overrides from tonight on. */
  scheduleOverrides: () => api('settings/schedule/overrides'),
  /** PUT { closed, openTime, closeTime, note } or DELETE (Admin): one night's override. */
  scheduleOverride: (date: string) => api(`settings/schedule/overrides/${encodeURIComponent(date)}`),
  /** GET (Admin) → the building's devices Tevila calls (door locks, printers, garage relay), each with its last call. */
  buildingDevices: () => api('building-devices'),
  /** POST, no body (Admin) → { result: { ok, device } }; 400 { Message } when the device has no address. */
  buildingDeviceTest: (id: string) => api(`building-devices/${encodeURIComponent(id)}/test`),
  /** GET ?dt= (desk) → Room[] of that night; POST (Admin) { number, type, sectionId } adds one. */
  rooms: (date?: string) => api(date ? `rooms?dt=${encodeURIComponent(date)}` : 'rooms'),
  /** PUT { number, type, sectionId } (Admin). */
  room: (id: number) => api(`rooms/${id}`),
  /** POST { status } (desk): a room status or the visit status of who is in it. */
  roomStatus: (id: number) => api(`rooms/${id}/status`),
  /** GET ?dt= (desk) → sections with that night's attendant; POST { name } (Admin) adds one. */
  sections: (date?: string) => api(date ? `sections?dt=${encodeURIComponent(date)}` : 'sections'),
  /** PUT { name, active } (Admin). */
  section: (id: number) => api(`sections/${id}`),
  /** GET (desk) → [{ id, name, active, reservationId }]; POST { name } (Admin) adds one. */
  cubicles: () => api('cubicles'),
  /** PUT { name, active } (Admin). */
  cubicle: (id: number) => api(`cubicles/${id}`),
  /** GET ?active= (staff) → every attendant, or the active or inactive ones; POST (Admin) adds one. */
  attendants: (active?: boolean) => api(active === undefined ? 'attendants' : `attendants?active=${active}`),
  /** PUT { firstName?, lastName?, active? } (Admin). */
  attendant: (id: number) => api(`attendants/${id}`),
  /** GET (desk, UserPlateAdmin) → at most 20 users whose phone contains the digits. */
  peopleSearch: (phone: string) => api(`users/search?phone=${encodeURIComponent(phone)}`),
  /** GET (Admin) → the users holding a role. */
  peopleByRole: (role: string) => api(`users?role=${encodeURIComponent(role)}`),
  /** PUT to grant, DELETE to remove (Admin) → { success, errorMessage, result: User }. */
  userRole: (id: string, role: string) =>
    api(`users/${encodeURIComponent(id)}/roles/${encodeURIComponent(role)}`),
  /** POST (Admin) → { sessionsEnded }: signs the user out on every device. */
  userSignOut: (id: string) => api(`users/${encodeURIComponent(id)}/signout`),
  /** DELETE (Admin) → { removed, sessionsEnded }: her app, passkeys and recovery codes removed. */
  userSecondFactor: (id: string) => api(`users/${encodeURIComponent(id)}/secondfactor`),
  /** GET (UserPlateAdmin, Admin) → submissions awaiting review, oldest first. */
  platesPending: () => api('plates/pending'),
  /** POST (UserPlateAdmin, Admin) → refuses a submission awaiting review: { success, errorMessage, result }. */
  plateRefuse: (userId: string, submissionId: string) =>
    api(
      `users/${encodeURIComponent(userId)}/LicenseAndRegistration/${encodeURIComponent(submissionId)}/refuse`,
    ),
  /** GET (UserPlateAdmin, Admin) → image `n` of a plate-document submission, as its bytes. */
  plateImage: (userId: string, submissionId: string, n: number) =>
    api(
      `users/${encodeURIComponent(userId)}/LicenseAndRegistration/${encodeURIComponent(submissionId)}/${n}`,
    ),
  /** GET ?from=&to=[&format=csv] (Admin) → { from, to, payments, totals, total }, or the CSV file. */
  paymentsReport: (from: string, to: string, format?: 'csv') =>
    api(
      `payments/report?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}` +
        (format ? `&format=${format}` : ''),
    ),
  /** GET ?user=&action=&from=&to=&page=&pageSize= (Admin) → { items, total, page, pageSize }. */
  audit: (query: string) => api(query === '' ? 'audit' : `audit?${query}`),
  /** GET (Admin) → every action the audit log records. */
  auditActions: () => api('audit/actions'),
  /** GET with the same filters (Admin) → every matching entry as a CSV file. */
  auditCsv: (query: string) => api(query === '' ? 'audit.csv' : `audit.csv?${query}`),
} as const;
