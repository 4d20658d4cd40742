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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Instants are timestamptz; a night is a local date (DESIGN §4). Columns are snake_case in SQL.
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per catalogue key; values are strings as the catalogue writes them. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  prevValue: text('prev_value'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** An administrator's change to one night; it wins over the computed schedule. Times are local "HH:mm". */
export const scheduleOverrides = pgTable('schedule_overrides', {
  date: date('date', { mode: 'string' }).primaryKey(),
  closed: boolean('closed').notNull().default(false),
  openTime: text('open_time'),
  closeTime: text('close_time'),
  note: text('note'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export const messageChannels = ['sms', 'email'] as const;
export const messageStatuses = ['queued', 'sent', 'failed'] as const;

/** The outbox: every SMS and email is written here first, then delivered (or kept, with the built-in default). */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    // An identity, not a uuid, so rows written within the same instant still sort newest first.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
    check('outbound_messages_channel_check', sql`${t.channel} in ('sms', 'email')`),
    check('outbound_messages_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
    index('outbound_messages_to_idx').on(t.to, t.createdAt),
    index('outbound_messages_status_idx').on(t.status, t.createdAt),
  ],
);

/** Who changed what, from where and when (DESIGN §4). Secret values never enter before/after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    userId: text('user_id'),
    ip: text('ip'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
);

export const roleNamesSql = sql`('Admin', 'Receptionist', 'UserPlateAdmin', 'OpenGarageGate')`;

/** A patron or staff member. userName is the E.164 number without "+" (DESIGN §5). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    language: text('language', { enum: ['en', 'he'] })
      .notNull()
      .default('en'),
    plateNumber: text('plate_number'),
    /** Set when a plate administrator records the plate; a patron changing her plates clears it. */
    plateApproved: boolean('plate_approved').notNull().default(false),
    notes: text('notes'),
    internalNote: text('internal_note'),
    hasExtraTime: boolean('has_extra_time').notNull().default(false),
    testUser: boolean('test_user').notNull().default(false),
    notificationReservations: boolean('notification_reservations').notNull().default(true),
    notificationDayBefore: boolean('notification_day_before').notNull().default(true),
    notificationDayOf: boolean('notification_day_of').notNull().default(true),
    /** scrypt, salted (modules/sessions/secrets.ts); null until the user sets a password. */
    passwordHash: text('password_hash'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(t.userName),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    check('users_language_check', sql`${t.language} in ('en', 'he')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('user_roles_role_check', sql`${t.role} in ${roleNamesSql}`),
    index('user_roles_role_idx').on(t.role),
  ],
);

/** The secret a phone receives after a verified code (`passwd`); only its SHA-256 is kept. */
export const deviceCredentials = pgTable(
  'device_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdIp: text('created_ip'),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('device_credentials_secret_hash_key').on(t.secretHash),
    index('device_credentials_user_idx').on(t.userId),
  ],
);

/**
 * A sign-in: the family of rotating refresh tokens. Access tokens carry its id (sid), and every
 * authenticated request reads this row by primary key, so revoking it ends the session at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceCredentialId: uuid('device_credential_id').references(() => deviceCredentials.id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdIp: text('created_ip'),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256; each is used once and replaced by the next of its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Sign-in codes sent by SMS. The rows are also the rate-limit ledger: codes per phone and per IP are
 * counted here, inside a transaction that holds advisory locks, so every instance sees the same counts.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: instant('used_at'),
    voidedAt: instant('voided_at'),
  },
  (t) => [
    index('verification_codes_phone_idx').on(t.phone, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const reservationStatusesSql = sql`('Pending', 'Reserved', 'Arrived', 'Waiting', 'Assigned', 'Prep', 'ReadyForMikvah', 'ReadyForMikvahNext', 'InMikvah', 'Dressing', 'Done', 'Canceled', 'Replaced')`;

/**
 * A booking of one slot of one night (DESIGN §6). reservation_number is the small number people read;
 * the code is unique among the night's live reservations (the statuses that hold capacity).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationNumber: bigint('reservation_number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    night: date('night', { mode: 'string' }).notNull(),
    timeSlot: instant('time_slot').notNull(),
    status: text('status').notNull(),
    code: text('code').notNull(),
    bath: boolean('bath').notNull(),
    handicapped: boolean('handicapped').notNull(),
    kallah: boolean('kallah').notNull(),
    doubleSlot: boolean('double_slot').notNull(),
    parking: boolean('parking').notNull(),
    salonManicure: boolean('salon_manicure').notNull(),
    salonBoth: boolean('salon_both').notNull(),
    notes: text('notes'),
    userNotes: text('user_notes'),
    reservationNotes: text('reservation_notes'),
    replacingReservationId: uuid('replacing_reservation_id'),
    idempotencyKey: text('idempotency_key'),
    createdByUser: text('created_by_user'),
    createdByIp: text('created_by_ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
    holdExpiresAt: instant('hold_expires_at'),
  },
  (t) => [
    check('reservations_status_check', sql`${t.status} in ${reservationStatusesSql}`),
    uniqueIndex('reservations_number_key').on(t.reservationNumber),
    index('reservations_night_status_idx').on(t.night, t.status),
    index('reservations_user_idx').on(t.userId, t.night),
    index('reservations_pending_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'Pending'`),
    uniqueIndex('reservations_night_code_key')
      .on(t.night, t.code)
      .where(sql`${t.status} not in ('Canceled', 'Replaced')`),
    uniqueIndex('reservations_idempotency_key').on(t.userId, t.idempotencyKey),
  ],
);

/** Every status change of a reservation, with who and from where (DESIGN §4). */
export const reservationStatusHistory = pgTable(
  'reservation_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    previousStatus: text('previous_status'),
    newStatus: text('new_status').notNull(),
    previousChangeAt: instant('previous_change_at'),
    createdAt: instant('created_at').notNull(),
    byUser: text('by_user'),
    byIp: text('by_ip'),
  },
  (t) => [index('reservation_status_history_reservation_idx').on(t.reservationId, t.createdAt)],
);

export const ledgerKinds = ['charge', 'payment', 'refund', 'donation', 'tip', 'fee'] as const;

/**
 * Money, in integer cents: what a reservation (or a user, for a free donation) was charged and paid.
 * A charge's method names what it is for (Room, Parking, Salon, DoubleSlot); a payment's how it came.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('succeeded'),
    reference: text('reference'),
    providerTransactionId: text('provider_transaction_id'),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
  },
  (t) => [
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('charge', 'payment', 'refund', 'donation', 'tip', 'fee')`,
    ),
    index('ledger_entries_reservation_idx').on(t.reservationId, t.createdAt),
    index('ledger_entries_user_idx').on(t.userId, t.createdAt),
  ],
);
