/**
 * Every URL the web app calls, in one typed module (the live night's in live-night-paths.ts, loaded only by its pages). Paths are same-origin; the API lives under
 * /api/api/ and the OAuth-style token endpoint under /api/token (docs/design.md §5).
 */
export const API_BASE = '/api/api/';

const api = (path: string): string => `${API_BASE}${path}`;

export const paths = {
  /** POST, form-encoded: grant_type=password | refresh_token → access and refresh tokens. */
  token: '/api/token',
  /** POST { userName, phone, email, password, language } → sends the verification code by SMS. */
  register: () => api('account/register'),
  /** POST { phoneNumber, authCode } → { result: { userName, passwd } }. */
  registrationVerify: () => api('account/registrationVerify'),
  /** POST { refreshToken } (bearer): revokes the session on the server. */
  logout: () => api('account/logout'),
  /** GET → the user; PATCH with a JSON-patch list. */
  user: (id: string) => api(`users/${encodeURIComponent(id)}`),
  /** GET → [{ key, value }] of the public settings. */
  settings: () => api('settings'),
  /** GET → ScheduleDay[] from today. */
  schedule: () => api('settings/schedule'),
  /** GET ?dt=YYYY-MM-DD[&replacingreservationid=] → [{ timeSlot, availableReservations }]. */
  availableReservations: (date: string, replacingReservationId?: string | null) =>
    api(
      `reservations/availablereservations?dt=${encodeURIComponent(date)}` +
        (replacingReservationId
          ? `&replacingreservationid=${encodeURIComponent(replacingReservationId)}`
          : ''),
    ),
  /** POST the reservation body (+ Idempotency-Key) → { success, errorMessage, result: Reservation }. */
  newReservation: () => api('reservations/newreservation?v=1'),
  /** GET → the reservation. */
  reservation: (id: string) => api(`reservations/${encodeURIComponent(id)}`),
  /** GET → the user's reservations between two dates. */
  reservationsByUser: (userId: string, dateFrom: string, dateTo: string) =>
    api(`reservations/findbyuser?user=${encodeURIComponent(userId)}&dateFrom=${dateFrom}&dateTo=${dateTo}`),
  /** GET (bearer) → the reservation as an .ics event, the same UID and SEQUENCE as her emails carry. */
  reservationCalendar: (id: string) => api(`reservations/${encodeURIComponent(id)}/calendar`),
  /** POST { status } → { success, errorMessage, result }. */
  reservationStatus: (id: string) => api(`reservations/${encodeURIComponent(id)}/status/`),
  /** POST { reservationNotes, userNotes }. */
  reservationNotes: (id: string) => api(`reservations/${encodeURIComponent(id)}/notes`),
  /** GET (public) → { provider: 'sandbox' | 'stripe', publishableKey }. */
  paymentsConfig: () => api('payments/config'),
  /** GET → { provider: 'altcha' | 'recaptcha', challengeUrl, siteKey }: which bot-check widget to show. */
  botCheckConfig: () => api('botcheck/config'),
  /** POST { number, expMonth, expYear, cvc, postalCode } → { id, card: { brand, last4 } } (sandbox only). */
  sandboxTokens: () => api('payments/sandbox/tokens'),
  /** POST (+ Idempotency-Key) → { success, errorMessage, result: Reservation | null, stripeError… }. */
  makePayment: () => api('payments/makepayment'),
  /** GET → [{ id, brand, last4 }]. */
  savedCards: (userId: string) => api(`users/${encodeURIComponent(userId)}/savedcards/`),
  /** PUT with a card token to save it; DELETE with a saved card's id. */
  savedCard: (userId: string, cardId: string) =>
    api(`users/${encodeURIComponent(userId)}/savedcards/${encodeURIComponent(cardId)}`),
  /**
   * POST multipart (image0, image1 …, email, add_replace) → { success, errorMessage, result };
   * GET → her submissions, newest first.
   */
  plateDocuments: (userId: string) => api(`users/${encodeURIComponent(userId)}/LicenseAndRegistration`),
  /** POST { firstName, lastName, email, message, reCaptchaTokenResponse? } → { success, errorMessage }. */
  contactForm: () => api('settings/ContactForm'),
  /** GET ?type=Kallah → upcoming tours with room left, soonest first (public). */
  tours: (type: 'Kallah' | 'Group') => api(`tours?type=${encodeURIComponent(type)}`),
  /** POST { firstName, lastName, email, tourId, reCaptchaTokenResponse } → { success, errorMessage }. */
  tourSignup: (id: string) => api(`tours/${encodeURIComponent(id)}/signup`),
  /** POST { lat, lng, site, option } (OpenGarageGate) → { success, errorMessage, result, message }. */
  garageOpen: () => api('garage/open'),
  /** POST { lat, lng, site, option } with her paid parking, on its night → the same answer. */
  openGarageDoor: (reservationId: string) =>
    api(`reservations/${encodeURIComponent(reservationId)}/opengaragedoor`),
  /** GET ?active=true&search= → [{ id, firstName, lastName }] (a patron searches from 3 characters). */
  attendantSearch: (search: string) => api(`attendants?active=true&search=${encodeURIComponent(search)}`),
  /** GET → her excluded attendants with their names. */
  excludedAttendants: (userId: string) => api(`users/${encodeURIComponent(userId)}/excludedattendants`),
  /** PUT to exclude, DELETE to stop excluding → { success, errorMessage, result: User }. */
  excludedAttendant: (userId: string, attendantId: number) =>
    api(`users/${encodeURIComponent(userId)}/excludedattendants/${attendantId}`),
  /** GET → her data as one JSON document (DELETE paths.user with { confirm: true } deletes her account). */
  userExport: (userId: string) => api(`users/${encodeURIComponent(userId)}/export`),
  /** GET ?dt=YYYY-MM-DD (desk) → StaffListItem[]: the night's reservations by slot time. */
  staffDay: (date: string) => api(`reservations/day?dt=${encodeURIComponent(date)}`),
  /** GET (desk) → StaffReservation. */
  staffDetails: (id: string) => api(`reservations/${encodeURIComponent(id)}/details`),
  /** POST (desk) → { success, errorMessage, result: StaffReservation }: a room or a waiting code. */
  staffCheckIn: (id: string) => api(`reservations/${encodeURIComponent(id)}/checkin`),
  /** POST (desk) → lends a free cubicle to a Waiting reservation. */
  staffCubicle: (id: string) => api(`reservations/${encodeURIComponent(id)}/cubicle`),
  /** POST { printerId } (desk) → { result: { printed, printer, html } }. */
  staffReceipt: (id: string) => api(`reservations/${encodeURIComponent(id)}/receipt`),
  /** POST { reservationId, method: 'Cash' | 'Check', amt, note? } (desk) → { result: StaffReservation }. */
  staffDeskPayment: () => api('payments/desk'),
  /** POST { status } (desk): a visit status moves the reservation in the room. */
  staffRoomStatus: (roomId: number) => api(`rooms/${roomId}/status`),
  /** POST { status: 'complete' | 'canceled' } (desk): closes an open supply request. */
  staffSupply: (roomId: number, supplyId: number) => api(`rooms/${roomId}/supplies/${supplyId}`),
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
  /** GET → { version }; the timestamp defeats every cache on the way. */
  meta: (timestamp: number) => `/meta.json?t=${timestamp}`,
} as const;

export type Paths = typeof paths;
