// Bookings under load, shared by the benches that book: newreservation from many clients at once,
// each request a random patron and a random offer (night, time, shower or bath).
import autocannon from 'autocannon';

/** Every slot of the bookable weeknights among `nights`, shower or bath, as `patron` reads them. */
export async function bookableOffers(base, nights, token, headers = {}) {
  const now = Date.now();
  const offers = [];
  for (const n of nights.filter(
    (x) => !x.closed && !x.shabbosMode && Date.parse(x.bookingCutoff) > now + 60_000,
  )) {
    const slots = await (
      await fetch(`${base}/api/api/reservations/availablereservations?dt=${n.date}`, {
        headers: { authorization: `Bearer ${token}`, ...headers },
      })
    ).json();
    for (const s of slots)
      for (const bath of [false, true]) offers.push({ date: n.date, timeSlot: s.timeSlot, bath });
  }
  return offers;
}

/** newreservation from `connections` clients for `duration` seconds: rate, latency and the answers. */
export async function bookUnderLoad(base, patrons, offers, connections, duration) {
  const statuses = {};
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
          const offer = pick(offers);
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${patron.token}` },
            body: JSON.stringify({
              reservationDate: offer.date,
              reservationTime: offer.timeSlot,
              bath: offer.bath,
            }),
          };
        },
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, statuses };
}
