import type { AppContext } from '../../context.ts';
import { readableBody, listMessages } from '../outbox/index.ts';
import { sendDueReminders } from '../reminders/index.ts';
import { offerWaitlists } from '../waitlist/index.ts';

const MESSAGE_LIMIT = 200;

/**
 * A phone number in a query string loses its "+" ("?to=+1310…" decodes to " 1310…"), and a userName
 * has none ("13105551234"), so digits alone also match the E.164 spelling.
 */
function addressSpellings(to: string): string[] {
  const trimmed = to.trim();
  if (/^\+?\d{6,15}$/.test(trimmed)) {
    const digits = trimmed.replace(/^\+/, '');
    return [`+${digits}`, digits];
  }
  return [trimmed];
}

export async function listOutboundMessages(ctx: Pick<AppContext, 'db'>, to: string | undefined) {
  const rows = await listMessages(ctx.db, {
    ...(to !== undefined && to.trim() !== '' ? { to: addressSpellings(to) } : {}),
    limit: MESSAGE_LIMIT,
  });
  return rows.map((m) => ({
    channel: m.channel,
    to: m.to,
    body: readableBody(m),
    createdAt: m.createdAt.toISOString(),
  }));
}

/** Fixes the server's "now" (null: back to real time) and answers the resulting now. */
export function setClock(
  ctx: Pick<AppContext, 'clock'>,
  now: string | null,
): { now: string; fixed: boolean } {
  ctx.clock.set(now === null ? null : new Date(now));
  return { now: ctx.clock.now().toISOString(), fixed: ctx.clock.fixed };
}

/**
 * POST /api/dev/clock: fixes the clock, then sweeps for the reminders now due, so a developer moving
 * time sees them at once (GET /api/dev/messages). A failed sweep is logged; the clock has moved.
 */
export async function moveClock(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'caches' | 'log'>,
  now: string | null,
): Promise<{ now: string; fixed: boolean }> {
  const answer = setClock(ctx, now);
  try {
    await sendDueReminders(ctx);
  } catch (err) {
    ctx.log.error({ err }, 'the reminder sweep after moving the clock failed');
  }
  // Waitlist offers run out by this clock too: passed on now, not at the sweep's next real minute.
  try {
    await offerWaitlists(ctx);
  } catch (err) {
    ctx.log.error({ err }, 'the waitlist sweep after moving the clock failed');
  }
  return answer;
}

export function readClock(ctx: Pick<AppContext, 'clock'>): { now: string; fixed: boolean } {
  return { now: ctx.clock.now().toISOString(), fixed: ctx.clock.fixed };
}
