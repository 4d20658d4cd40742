import type { Route } from '../route.ts';

/** The live streams and their tickets. */
export const liveApi = {
  /** POST { reservationId } or { night } → { ticket, expiresAt }: opens one live stream for a minute. */
  ticket: { method: 'POST', path: '/api/api/events/ticket' },
  /** EventSource ?dt=&ticket= (desk): the night's changes (night and feed events). */
  nightEvents: { method: 'GET', path: '/api/api/reservations/day/events' },
  /** EventSource ?ticket=: her visit, live (visit and feed events); the ticket stands for the Authorization header. */
  visitEvents: { method: 'GET', path: '/api/api/reservations/:id/events' },
} as const satisfies Record<string, Route>;
