import { NIGHT } from './night.ts';

/** Who calls: a stranger, the patron whose records the call names, another patron, and each staff role. */
export type Caller =
  | 'anonymous'
  | 'owner'
  | 'other'
  | 'Receptionist'
  | 'UserPlateAdmin'
  | 'OpenGarageGate'
  | 'Admin'
  | 'OrgAdmin';
export const callers: Caller[] = [
  'anonymous',
  'owner',
  'other',
  'Receptionist',
  'UserPlateAdmin',
  'OpenGarageGate',
  'Admin',
  'OrgAdmin',
];

/**
 * Who may call each operation (docs/product/booking.md, docs/staff-api.md): "anyone"; "signed-in" (any account,
 * about herself); "mfa-token" (only the mfa_token of a staff sign-in halfway through: every access
 * token is refused with 401, as a wrong credential); or the callers allowed, the rest refused (401 without a token, else 403, or 404
 * where a record that is not hers is not shown to exist).
 */
export type Access = 'anyone' | 'signed-in' | 'mfa-token' | readonly Caller[];
const desk = ['Receptionist', 'Admin'] as const;
const admin = ['Admin'] as const;
const organisation = ['OrgAdmin'] as const;
const ownerOrDesk = ['owner', 'Receptionist', 'Admin'] as const;

export interface Row {
  access: Access;
  /** A valid body for the call (so that only who calls decides the answer). */
  body?: (ids: Ids) => unknown;
  query?: string;
  /** A live stream (text/event-stream): called over a socket and let go once it answers. */
  stream?: true;
  /** The user the path names is one no caller is signed in as (the call ends that user's sessions). */
  bystander?: true;
}

export interface Ids {
  owner: string;
  bystander: string;
  reservation: string;
  room: string;
  section: string;
  cubicle: string;
  attendant: string;
  tour: string;
}

const shower = { bath: false, handicapped: false, kallah: false, doubleSlot: false, parking: false };
const at = { lat: 34.05, lng: -118.25, site: 1, option: 1 };

// Calls that only read, or change what the next row does not need, first; the ones that end a
// reservation, a record or a session last.
export const apiCalls: Record<string, Row> = {
  'GET /healthz': { access: 'anyone' },
  'GET /readyz': { access: 'anyone' },
  'GET /meta.json': { access: 'anyone' },
  'POST /api/token': {
    access: 'anyone',
    body: () => ({ grant_type: 'password', username: '1', password: 'x' }),
  },
  'POST /api/api/account/register': {
    access: 'anyone',
    body: () => ({ phone: '+13105550199', language: 'en' }),
  },
  'POST /api/api/account/registrationVerify': {
    access: 'anyone',
    body: () => ({ phoneNumber: '+13105550199', authCode: '000000' }),
  },
  'GET /api/api/settings': { access: 'anyone' },
  'GET /api/api/settings/schedule': { access: 'anyone' },
  'GET /api/api/settings/zmanim': { access: 'anyone', query: `dt=${NIGHT}` },
  'GET /api/api/settings/weather': { access: 'anyone' },
  'GET /api/api/facilities/tonight': { access: 'anyone' },
  'GET /api/api/payments/config': { access: 'anyone' },
  'POST /api/api/payments/sandbox/tokens': {
    access: 'anyone',
    body: () => ({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      postalCode: '90210',
    }),
  },
  'POST /api/api/payments/makepayment': {
    access: 'anyone',
    body: () => ({ method: 'creditcard', amt: 18, sourceToken: 'tok_unknown', email: 'a@example.org' }),
  },
  'POST /api/api/payments/webhook': { access: 'anyone', body: () => ({ type: 'payment_intent.succeeded' }) },
  'POST /api/api/settings/ContactForm': {
    access: 'anyone',
    body: () => ({ email: 'a@example.org', message: 'Hi' }),
  },
  'GET /api/api/botcheck/config': { access: 'anyone' },
  'GET /api/api/botcheck/challenge': { access: 'anyone' },
  'GET /api/api/tours': { access: 'anyone' },
  'POST /api/api/tours/{id}/signup': {
    access: 'anyone',
    body: () => ({ firstName: 'Dina', lastName: 'Levi', email: 'dina@example.org' }),
  },
  'GET /api/api/settings/admin': { access: admin },
  'PUT /api/api/settings/admin/{key}': { access: admin, body: () => ({ value: 'Mikvah Tevila' }) },
  'GET /api/api/settings/schedule/overrides': { access: admin },
  'PUT /api/api/settings/schedule/overrides/{date}': {
    access: admin,
    body: () => ({ closed: false, openTime: '19:00', closeTime: '22:00', note: 'Late' }),
  },
  'DELETE /api/api/settings/schedule/overrides/{date}': { access: admin },
  // A plate administrator reads the person whose plates she reviews.
  'GET /api/api/users/{id}': { access: ['owner', 'Receptionist', 'UserPlateAdmin', 'Admin'] },
  'PATCH /api/api/users/{id}': {
    access: ['owner', 'Admin'],
    body: () => [{ op: 'replace', path: '/email', value: 'new@example.org' }],
  },
  'PUT /api/api/users/{id}/roles/{role}': { access: admin },
  'DELETE /api/api/users/{id}/roles/{role}': { access: admin },
  // An administrator may set anyone's password; a patron only her own.
  'POST /api/api/account/setpassword': {
    access: ['owner', 'Admin'],
    body: (ids) => ({
      userId: ids.owner,
      NewPassword: 'a long new passphrase',
      ConfirmPassword: 'a long new passphrase',
    }),
  },
  'GET /api/api/users/search': {
    access: ['Receptionist', 'UserPlateAdmin', 'Admin'],
    query: 'phone=3105550100',
  },
  'GET /api/api/users': { access: admin, query: 'role=Admin' },
  'GET /api/api/reservations/availablereservations': { access: 'signed-in', query: `dt=${NIGHT}` },
  'GET /api/api/reservations/findbyuser': { access: 'signed-in' },
  'GET /api/api/reservations/{id}': { access: ownerOrDesk },
  'GET /api/api/reservations/{id}/calendar': { access: ownerOrDesk },
  'POST /api/api/reservations/{id}/notes': { access: ownerOrDesk, body: () => ({ userNotes: 'Hello' }) },
  'GET /api/api/reservations/day': { access: desk, query: `dt=${NIGHT}` },
  'GET /api/api/reservations/{id}/details': { access: desk },
  'POST /api/api/events/ticket': { access: ownerOrDesk, body: (ids) => ({ reservationId: ids.reservation }) },
  'GET /api/api/reservations/{id}/events': { access: ownerOrDesk, stream: true },
  'GET /api/api/reservations/day/events': { access: desk, query: `dt=${NIGHT}`, stream: true },
  'POST /api/api/reservations/{id}/receipt': { access: desk, body: () => ({ printerId: 'LobbyKiosk' }) },
  'GET /api/api/rooms': { access: desk },
  'GET /api/api/sections': { access: desk },
  'GET /api/api/cubicles': { access: desk },
  'GET /api/api/payments/list': { access: admin, query: `dt=${NIGHT}&dtTo=${NIGHT}` },
  'GET /api/api/payments/report': { access: admin, query: `from=${NIGHT}&to=${NIGHT}` },
  'GET /api/api/audit': { access: admin, query: `from=${NIGHT}&to=${NIGHT}` },
  'GET /api/api/audit/actions': { access: admin },
  'GET /api/api/audit.csv': { access: admin, query: `from=${NIGHT}&to=${NIGHT}` },
  'GET /api/api/organisation/facilities': { access: organisation },
  'GET /api/api/organisation/facilities/{slug}/settings': { access: organisation },
  'PUT /api/api/organisation/facilities/{slug}/settings/{key}': {
    access: organisation,
    body: () => ({ value: 'Mikvah Tevila' }),
  },
  'GET /api/api/organisation/facilities/{slug}/audit': {
    access: organisation,
    query: `from=${NIGHT}&to=${NIGHT}`,
  },
  'GET /api/api/organisation/report': { access: organisation, query: `from=${NIGHT}&to=${NIGHT}` },
  'POST /api/api/organisation/facilities': {
    access: organisation,
    body: () => ({ slug: 'east', name: 'East Mikvah', host: 'east.test' }),
  },
  'GET /api/api/users/{id}/savedcards': { access: ['owner', 'Admin'] },
  'GET /api/api/users/{id}/savedcards/': { access: ['owner', 'Admin'] },
  'PUT /api/api/users/{id}/savedcards/{cardId}': { access: ['owner'] },
  'DELETE /api/api/users/{id}/savedcards/{cardId}': { access: ['owner'] },
  'GET /api/api/tours/admin': { access: admin },
  'POST /api/api/tours': {
    access: admin,
    body: () => ({ type: 'Kallah', date: '2026-12-20T19:00:00', location: 'Main hall', capacity: 10 }),
  },
  'PUT /api/api/tours/{id}': {
    access: admin,
    body: () => ({ type: 'Kallah', date: '2026-12-21T19:00:00', location: 'Main hall', capacity: 12 }),
  },
  // A patron lists active attendants by name, to choose whom she would rather not have.
  'GET /api/api/attendants': { access: 'signed-in', query: 'active=true&search=Rivka' },
  'POST /api/api/attendants': {
    access: admin,
    body: () => ({ firstName: 'Rivka', lastName: 'Katz', active: true }),
  },
  'PUT /api/api/attendants/{id}': {
    access: admin,
    body: () => ({ firstName: 'Rivka', lastName: 'Katz', active: true }),
  },
  'GET /api/api/users/{id}/excludedattendants': { access: ownerOrDesk },
  // The desk reads her choice; only she or an administrator changes it.
  'PUT /api/api/users/{id}/excludedattendants/{attendantId}': { access: ['owner', 'Admin'] },
  'DELETE /api/api/users/{id}/excludedattendants/{attendantId}': { access: ['owner', 'Admin'] },
  'GET /api/api/users/{id}/export': { access: ['owner', 'Admin'] },
  'GET /api/api/users/{id}/LicenseAndRegistration': { access: ['owner', 'UserPlateAdmin', 'Admin'] },
  // The images themselves only to their reviewers; she sends them, and sees her submissions.
  'GET /api/api/users/{id}/LicenseAndRegistration/{submissionId}/{n}': {
    access: ['UserPlateAdmin', 'Admin'],
  },
  'POST /api/api/users/{id}/LicenseAndRegistration': { access: ['owner'] },
  // Their review: the queue of what awaits it, and refusing documents (approving is recording plates).
  'GET /api/api/plates/pending': { access: ['UserPlateAdmin', 'Admin'] },
  'POST /api/api/users/{id}/LicenseAndRegistration/{submissionId}/refuse': {
    access: ['UserPlateAdmin', 'Admin'],
  },
  'POST /api/api/rooms': {
    access: admin,
    body: (ids) => ({ number: 99, type: 'Shower', sectionId: Number(ids.section) }),
  },
  'PUT /api/api/rooms/{id}': {
    access: admin,
    body: (ids) => ({ number: 98, type: 'Shower', sectionId: Number(ids.section) }),
  },
  'POST /api/api/sections': { access: admin, body: () => ({ name: 'North', active: true }) },
  'PUT /api/api/sections/{id}': { access: admin, body: () => ({ name: 'East', active: true }) },
  'PUT /api/api/sections/{id}/attendant': {
    access: desk,
    query: `dt=${NIGHT}`,
    body: () => ({ attendantId: null }),
  },
  'POST /api/api/cubicles': { access: admin, body: () => ({ name: 'C9', active: true }) },
  'PUT /api/api/cubicles/{id}': { access: admin, body: () => ({ name: 'C1', active: true }) },
  'POST /api/api/rooms/{id}/supplies': { access: desk, body: () => ({ item: 'Towel' }) },
  'POST /api/api/rooms/{id}/supplies/{supplyId}': { access: desk, body: () => ({ status: 'complete' }) },
  'POST /api/api/rooms/{id}/status': { access: desk, body: () => ({ status: 'Cleaning' }) },
  // A room's tablet: its own device token or the room passcode only; no person's access token opens it.
  'GET /api/api/rooms/{id}/tablet': { access: [] },
  'POST /api/api/rooms/{id}/ready': { access: [] },
  'POST /api/api/rooms/{id}/help': { access: [] },
  'POST /api/api/rooms/{id}/unlock': { access: admin },
  'GET /api/api/rooms/alerts': { access: desk, query: `dt=${NIGHT}` },
  'GET /api/api/rooms/board': { access: desk, query: `dt=${NIGHT}` },
  'POST /api/api/rooms/alerts/{id}/acknowledge': { access: desk },
  'POST /api/api/payments/desk': {
    access: desk,
    body: (ids) => ({ reservationId: ids.reservation, method: 'Cash', amt: 1 }),
  },
  'POST /api/api/payments/refund': {
    access: admin,
    body: () => ({ paymentId: '00000000-0000-4000-8000-000000000000', amt: 1 }),
  },
  'POST /api/api/payments/createpaymentintent': {
    access: desk,
    body: (ids) => ({ amt: 1, reservationId: ids.reservation }),
  },
  'GET /api/api/payments/getterminalconnectiontoken': { access: desk },
  'GET /api/api/payments/terminal/{terminal}': { access: desk },
  'POST /api/api/payments/terminal/{terminal}/cancel': { access: desk },
  'POST /api/api/payments/terminal/{terminal}/present': {
    access: desk,
    body: () => ({ number: '4242424242424242' }),
  },
  'POST /api/api/garage/open': { access: ['OpenGarageGate', 'Admin'], body: () => at },
  // Another's reservation is answered as unknown (404), so ids cannot be probed.
  'POST /api/api/reservations/{id}/opengaragedoor': { access: ['owner', 'Admin'], body: () => at },
  'POST /api/api/reservations/newreservation': {
    access: 'signed-in',
    query: 'v=1',
    body: () => ({ reservationDate: '2026-12-03', reservationTime: '2026-12-03T19:00:00-08:00', ...shower }),
  },
  'POST /api/api/reservations/{id}/checkin': { access: desk },
  'POST /api/api/reservations/{id}/release': { access: desk },
  // Her own reservation only: another's is answered as unknown (404), even to staff.
  'POST /api/api/reservations/{id}/arrive': {
    access: ['owner'],
    body: () => ({ lat: 34.0522, lng: -118.2437 }),
  },
  // A kiosk's device token only: no person's access token opens it.
  'POST /api/api/kiosk/checkin': { access: [], body: () => ({ reservationCode: '12345' }) },
  'GET /api/api/devices': { access: admin },
  'POST /api/api/devices': { access: admin, body: () => ({ kind: 'kiosk', name: 'Lobby tablet' }) },
  'DELETE /api/api/devices/{id}': { access: admin },
  'GET /api/api/building-devices': { access: admin },
  'POST /api/api/building-devices/{id}/test': { access: admin },
  'POST /api/api/reservations/{id}/cubicle': { access: desk },
  'GET /api/api/reservations/{id}/rooms': { access: desk },
  // A patron may cancel her own; the desk may make any move.
  'POST /api/api/reservations/{id}/status': { access: ownerOrDesk, body: () => ({ status: 'Arrived' }) },
  'POST /api/api/reservations/{id}/status/': { access: ownerOrDesk, body: () => ({ status: 'Canceled' }) },
  'POST /api/api/reservations/{id}/late': { access: ownerOrDesk, body: () => ({ minutes: 15 }) },
  // Her own line; an entry that is not hers reads as not found, like the id here (a reservation's).
  'POST /api/api/reservations/waitlist': {
    access: 'signed-in',
    body: () => ({ date: NIGHT, earliest: `${NIGHT}T18:00:00-08:00`, latest: `${NIGHT}T21:00:00-08:00` }),
  },
  'GET /api/api/reservations/waitlist': { access: 'signed-in' },
  'DELETE /api/api/reservations/waitlist/{id}': { access: 'signed-in' },
  'POST /api/api/reservations/waitlist/{id}/accept': { access: 'signed-in', body: () => ({}) },
  'DELETE /api/api/tours/{id}': { access: admin, query: 'force=true' },
  // Only she deletes her account (docs/product/booking.md §6); staff remove roles, not people.
  'DELETE /api/api/users/{id}': { access: ['owner'], body: () => ({}) },
  'GET /api/api/account/secondfactor': { access: 'mfa-token' },
  'POST /api/api/account/secondfactor/totp': { access: 'mfa-token' },
  'POST /api/api/account/secondfactor/passkey/register/options': { access: 'mfa-token' },
  'POST /api/api/account/secondfactor/passkey/register': { access: 'mfa-token', body: () => ({ id: 'x' }) },
  'POST /api/api/account/secondfactor/passkey/options': { access: 'mfa-token' },
  'POST /api/api/account/secondfactor/totp/confirm': {
    access: 'mfa-token',
    body: () => ({ code: '123456' }),
  },
  'POST /api/api/users/{id}/signout': { access: admin, bystander: true },
  'DELETE /api/api/users/{id}/secondfactor': { access: admin, bystander: true },
  // Her own devices, patrons' and staff's alike; another's session, like the id here, reads as unknown.
  'GET /api/api/account/sessions': { access: 'signed-in' },
  'DELETE /api/api/account/sessions/{id}': { access: 'signed-in' },
  'POST /api/api/account/sessions/signout-others': { access: 'signed-in' },
  'POST /api/api/account/logout': { access: 'signed-in', body: () => ({}) },
};
