import type { Route } from '../route.ts';

/** Development tools (DEV_TOOLS=1 only): the clock, the outbox, the sandbox. */
export const devApi = {
  /** GET [?to=] → the outbox's messages { channel, to, body, createdAt }, newest first. */
  messages: { method: 'GET', path: '/api/dev/messages' },
  /** GET → { now, fixed }: the server's now. */
  clock: { method: 'GET', path: '/api/dev/clock' },
  /** POST { now: ISO instant | null } → { now, fixed }; the reminders then due are queued. */
  setClock: { method: 'POST', path: '/api/dev/clock' },
} as const satisfies Record<string, Route>;
