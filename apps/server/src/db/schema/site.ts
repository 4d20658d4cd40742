/** Site-wide tables: settings, schedule overrides, the outbox, the audit log, used bot-check challenges. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { facilityColumn } from './facilities.ts';

/** One row per catalogue key; values are strings as the catalogue writes them. */
export const settings = pgTable(
  'settings',
  {
    facilityId: facilityColumn(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    prevValue: text('prev_value'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.key] })],
);

/** An administrator's change to one night; it wins over the computed schedule. Times are local "HH:mm". */
export const scheduleOverrides = pgTable(
  'schedule_overrides',
  {
    facilityId: facilityColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    openTime: text('open_time'),
    closeTime: text('close_time'),
    note: text('note'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.date] })],
);

export const messageChannels = ['sms', 'email'] as const;
export const messageStatuses = ['queued', 'sent', 'failed'] as const;

/** The outbox: every SMS and email is written here first, then delivered (or kept, with the built-in default). */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    facilityId: facilityColumn(),
    // An identity, not a uuid, so rows written within the same instant still sort newest first.
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: messageChannels }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: messageStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    providerMessageId: text('provider_message_id'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    check('outbound_messages_channel_check', sql`${t.channel} in ('sms', 'email')`),
    check('outbound_messages_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
    index('outbound_messages_to_idx').on(t.facilityId, t.to, t.createdAt),
    index('outbound_messages_status_idx').on(t.facilityId, t.status, t.createdAt),
  ],
);

/** Who changed what, from where and when (docs/design.md §4). Secret values never enter before/after. */
export const auditLog = pgTable(
  'audit_log',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    userId: text('user_id'),
    ip: text('ip'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    index('audit_log_entity_idx').on(t.facilityId, t.entity, t.entityId, t.at),
    // The audit page (GET audit): newest first, within a range of days, by who acted, by what was done.
    index('audit_log_at_idx').on(t.facilityId, t.at),
    index('audit_log_user_idx').on(t.facilityId, t.userId, t.at),
    index('audit_log_action_idx').on(t.facilityId, t.action, t.at),
  ],
);

/**
 * ALTCHA challenges whose solution was accepted (docs/design.md §2): each signature once, so a solved
 * challenge cannot be replayed. Rows are dropped once the challenge has expired.
 */
export const usedBotChallenges = pgTable(
  'used_bot_challenges',
  {
    facilityId: facilityColumn(),
    signature: text('signature').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.signature] }),
    index('used_bot_challenges_expires_at').on(t.facilityId, t.expiresAt),
  ],
);
