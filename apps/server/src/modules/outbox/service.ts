import type { OutgoingEmail } from '../../adapters/email/port.ts';
import type { Adapters, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { deliveryRetry } from '../../jobs/boss.ts';
import { jobNames } from '../../jobs/queue.ts';
import { loadSettings } from '../settings/index.ts';
import { composeEmail } from './email-compose.ts';
import type { ComposedEmail } from './email-compose.ts';
import { readStoredEmail, storeEmail } from './email-envelope.ts';
import type { StoredEmail } from './email-envelope.ts';
import {
  findMessage,
  insertMessage,
  listQueuedMessages,
  markMessageAttemptFailed,
  markMessageSent,
} from './repo.ts';
import type { OutboundMessage } from './repo.ts';
import { facilitySender } from './sender.ts';

/** Delivery needs the sms and email adapters (and the settings, for a plain text email's sender). */
type DeliveryCtx = Pick<AppContext, 'db' | 'clock' | 'log' | 'caches'> & {
  adapters: Pick<Adapters, 'sms' | 'email'>;
};

/** The first try and every retry pg-boss makes. */
export const MAX_DELIVERY_ATTEMPTS = deliveryRetry.retryLimit + 1;

/**
 * Sends an SMS the docs/design.md §7 way: a row in outbound_messages (queued) and a delivery job, both on `db`
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
 * Sends an email the same way: composed now (text and HTML, in the reader's language, with any files),
 * stored whole in outbound_messages (queued) with a delivery job, both on `db`. The caller wakes the
 * workers after commit.
 */
export async function queueEmail(
  ctx: Pick<AppContext, 'clock' | 'jobs'>,
  db: Db,
  message: { to: string; email: ComposedEmail } & Pick<
    StoredEmail,
    'language' | 'from' | 'replyTo' | 'attachments'
  >,
): Promise<number> {
  const { to, email, language, from, replyTo, attachments } = message;
  const row = await insertMessage(db, {
    channel: 'email',
    to,
    subject: email.subject,
    body: storeEmail({
      language,
      from,
      replyTo,
      text: email.text,
      html: email.html,
      ...(attachments !== undefined ? { attachments } : {}),
    }),
    createdAt: ctx.clock.now(),
  });
  await ctx.jobs.send(db, jobNames.deliverMessage, { messageId: row.id });
  return row.id;
}

/** The email a row holds; a plain text row is sent from the facility, its HTML made from its text. */
async function outgoingEmail(ctx: DeliveryCtx, message: OutboundMessage): Promise<OutgoingEmail> {
  const subject = message.subject ?? '';
  const stored = readStoredEmail(message.body);
  if (stored !== null)
    return {
      to: message.to,
      subject,
      from: stored.from,
      replyTo: stored.replyTo,
      text: stored.text,
      html: stored.html,
      ...(stored.attachments !== undefined ? { attachments: stored.attachments } : {}),
    };
  const [heading = '', ...rest] = message.body.split('\n');
  const composed = composeEmail({
    language: 'en',
    subject,
    heading,
    paragraphs: [rest.join('\n').trim()],
  });
  return {
    to: message.to,
    subject,
    from: facilitySender(await loadSettings(ctx)),
    replyTo: null,
    text: message.body,
    html: composed.html,
  };
}

async function handOver(ctx: DeliveryCtx, message: OutboundMessage): Promise<string> {
  if (message.channel === 'sms')
    return (await ctx.adapters.sms.send(message.to, message.body)).providerMessageId;
  return (await ctx.adapters.email.send(await outgoingEmail(ctx, message))).providerMessageId;
}

/**
 * The deliver-message job: hands one message to its channel's adapter and records the outcome. A failure
 * is counted and rethrown, so pg-boss retries it; after the last attempt the message is marked failed.
 */
export async function deliverMessage(ctx: DeliveryCtx, messageId: number): Promise<void> {
  const message = await findMessage(ctx.db, messageId);
  // Already sent (a job delivered twice after a crash) or gone: nothing to do.
  if (message === undefined || message.status !== 'queued') return;
  try {
    const providerMessageId = await handOver(ctx, message);
    await markMessageSent(ctx.db, message.id, ctx.clock.now(), providerMessageId);
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const attempts = await markMessageAttemptFailed(ctx.db, message.id, reason, MAX_DELIVERY_ATTEMPTS);
    ctx.log.warn(
      { messageId, channel: message.channel, attempts, reason },
      message.channel === 'sms' ? 'SMS delivery failed' : 'Email delivery failed',
    );
    throw err;
  }
}

/**
 * Delivers every queued message once, without the queue (tests, and a server started without jobs).
 * Answers how many were sent.
 */
export async function deliverQueued(ctx: DeliveryCtx): Promise<number> {
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
