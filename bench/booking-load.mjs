// Bookings under load, shared by the benches that book: newreservation from many clients at once,
// each request a random patron and a random offer (night, time, shower or bath).
import autocannon from 'autocannon';
import { getJson } from './patrons.mjs';

/** Every slot of the bookable weeknights among `nights`, shower or bath, as `patron` reads them. */
export async function bookableOffers(base, nights, token, headers = {}) {
  // A facility's own slots when the headers name its host (which fetch() would not send).
  const now = Date.now();
  const offers = [];
  for (const n of nights.filter(
    (x) => !x.closed && !x.shabbosMode && Date.parse(x.bookingCutoff) > now + 60_000,
  )) {
    const slots = await getJson(base, `/api/api/reservations/availablereservations?dt=${n.date}`, undefined, {
      authorization: `Bearer ${token}`,
      ...headers,
    });
    for (const s of slots)
      for (const bath of [false, true]) offers.push({ date: n.date, timeSlot: s.timeSlot, bath });
  }
  return offers;
}

/**
 * newreservation from `connections` clients for `duration` seconds: rate, latency and the answers. A
 * patron with a `host` books at that facility, among its own `offers` when she carries them.
 * `booked` counts the bookings made and `bookedAt` says when each was answered (ms from the start):
 * a load whose nights fill answers quick refusals after, which its rate counts and booked/s need not.
 */
export async function bookUnderLoad(base, patrons, offers, connections, duration) {
  const statuses = {};
  const started = Date.now();
  const bookedAt = [];
  // The first answer of each status, to say what a refusal or a failure was.
  const examples = {};
  const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
  const r = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/api/reservations/newreservation?v=1',
        setupRequest: (req) => {
          const patron = pick(patrons);
          const offer = pick(patron.offers ?? offers);
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${patron.token}`,
              ...(patron.host ? { host: patron.host } : {}),
            },
            body: JSON.stringify({
              reservationDate: offer.date,
              reservationTime: offer.timeSlot,
              bath: offer.bath,
            }),
          };
        },
        onResponse: (status, body) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 200) bookedAt.push(Date.now() - started);
          if (status !== 200) examples[status] ??= String(body).slice(0, 300);
        },
      },
    ],
  });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    statuses,
    examples,
    booked: bookedAt.length,
    bookedAt,
  };
}

/**
 * Bookings made per second while they were being made: the first 95% of them, over the time from the
 * start of the load until the last of those, so nights that filled are not measured on the refusals
 * after, nor on a straggler that found a place late.
 */
export function bookedPerSecond({ bookedAt }) {
  if (bookedAt.length === 0) return 0;
  const sorted = [...bookedAt].sort((a, b) => a - b);
  const most = Math.ceil(sorted.length * 0.95);
  return Math.round(most / Math.max(0.25, (sorted[most - 1] ?? 0) / 1000));
}
