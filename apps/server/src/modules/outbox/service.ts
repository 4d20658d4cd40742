import type { Adapters, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { deliveryRetry } from '../../jobs/boss.ts';
import { jobNames } from '../../jobs/queue.ts';
import {
  findMessage,
  insertMessage,
  listQueuedMessages,
  markMessageAttemptFailed,
  markMessageSent,
} from './repo.ts';

/** Delivery needs only the sms adapter. */
type SmsCtx = Pick<AppContext, 'db' | 'clock' | 'log'> & { adapters: Pick<Adapters, 'sms'> };

/** The first try and every retry pg-boss makes. */
export const MAX_DELIVERY_ATTEMPTS = deliveryRetry.retryLimit + 1;

/**
 * Sends an SMS the DESIGN §7 way: a row in outbound_messages (queued) and a delivery job, both on `db`
 * (the caller's transaction), so a message is never lost nor sent for something that was rolled back.
 */
export async function queueSms(
  ctx: Pick<AppContext, 'clock' | 'jobs'>,
  db: Db,
  message: { to: string; body: string },
): Promise<number> {
  const row = await insertMessage(db, {
    channel: 'sms',
    to: message.to,
    subject: null,
    body: message.body,
    createdAt: ctx.clock.now(),
  });
  await ctx.jobs.send(db, jobNames.deliverMessage, { messageId: row.id });
  return row.id;
}

/**
 * The deliver-message job: hands one message to the sms adapter and records the outcome. A failure is
 * counted and rethrown, so pg-boss retries it; after the last attempt the message is marked failed.
 */
export async function deliverMessage(ctx: SmsCtx, messageId: number): Promise<void> {
  const message = await findMessage(ctx.db, messageId);
  // Already sent (a job delivered twice after a crash) or gone: nothing to do.
  if (message === undefined || message.status !== 'queued' || message.channel !== 'sms') return;
  try {
    const { providerMessageId } = await ctx.adapters.sms.send(message.to, message.body);
    await markMessageSent(ctx.db, message.id, ctx.clock.now(), providerMessageId);
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const attempts = await markMessageAttemptFailed(ctx.db, message.id, reason, MAX_DELIVERY_ATTEMPTS);
    ctx.log.warn({ messageId, attempts, reason }, 'SMS delivery failed');
    throw err;
  }
}

/**
 * Delivers every queued message once, without the queue (tests, and a server started without jobs).
 * Answers how many were sent.
 */
export async function deliverQueued(ctx: SmsCtx): Promise<number> {
  let sent = 0;
  for (const message of await listQueuedMessages(ctx.db, 500)) {
    try {
      await deliverMessage(ctx, message.id);
      sent += 1;
    } catch {
      // Counted on the row; the next call tries again.
    }
  }
  return sent;
}
