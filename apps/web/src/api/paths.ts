/**
 * Every URL a patron's pages call, in one typed module; the staff's in staff-paths.ts and the live night's in
 * live-night-paths.ts, loaded only by their pages so the home page stays within its budget. Paths are
 * same-origin; the API lives under /api/api/ and the OAuth-style token endpoint under /api/token (docs/design.md §5).
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
  /** GET → { night, warning }: tonight's weather warning, or null. */
  weather: () => api('settings/weather'),
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
  /** GET → { version }; the timestamp defeats every cache on the way. */
  meta: (timestamp: number) => `/meta.json?t=${timestamp}`,
} as const;

export type Paths = typeof paths;
