import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
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
    /** Her customer at the payments provider, made when she first saves a card (DESIGN §7). */
    paymentsCustomerId: text('payments_customer_id'),
    /** Set when she deleted her account: her personal data is gone, her money rows stay (anonymised). */
    deletedAt: instant('deleted_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(t.userName),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    uniqueIndex('users_payments_customer_key').on(t.paymentsCustomerId),
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
export const ledgerStatuses = ['pending', 'succeeded', 'failed'] as const;

/** The most one ledger row may hold: far above any real payment (MAX_PAYMENT_CENTS), a guard against typos. */
const LEDGER_MAX_CENTS = 100_000_000;

/**
 * Money, in integer cents: what a reservation (or a user, for a free donation) was charged and paid.
 * A charge's method names what it is for (Room, Parking, Salon, DoubleSlot); a payment's how it came.
 * A card payment is written pending (with its idempotency key) before the provider is called and
 * settled after, so a crash in between is found and reconciled (modules/payments). A refund is its
 * own row pointing at the payment it returns.
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
    status: text('status', { enum: ledgerStatuses }).notNull().default('succeeded'),
    reference: text('reference'),
    providerTransactionId: text('provider_transaction_id'),
    createdAt: instant('created_at').notNull(),
    createdBy: text('created_by'),
    /** One per payment request (scoped by payer); a retry of the request finds this row. */
    idempotencyKey: text('idempotency_key'),
    cardBrand: text('card_brand'),
    /** A donation's type as the donor wrote it (method holds the label it maps to). */
    donationType: text('donation_type'),
    /** The payer as she typed herself (a guest's donation has no user). */
    payerFirstName: text('payer_first_name'),
    payerLastName: text('payer_last_name'),
    payerEmail: text('payer_email'),
    payerPhone: text('payer_phone'),
    /** For a refund: the payment it returns. */
    refundOf: bigint('refund_of', { mode: 'number' }),
    /** Why it failed: the provider's error type (card_error …) and its message for the payer. */
    failureType: text('failure_type'),
    failureMessage: text('failure_message'),
    settledAt: instant('settled_at'),
  },
  (t) => [
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('charge', 'payment', 'refund', 'donation', 'tip', 'fee')`,
    ),
    check('ledger_entries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check(
      'ledger_entries_amount_check',
      sql`${t.amountCents} >= 0 and ${t.amountCents} <= ${sql.raw(String(LEDGER_MAX_CENTS))}`,
    ),
    check('ledger_entries_refund_of_check', sql`(${t.refundOf} is null) or (${t.kind} = 'refund')`),
    foreignKey({ columns: [t.refundOf], foreignColumns: [t.id], name: 'ledger_entries_refund_of_fk' }),
    index('ledger_entries_reservation_idx').on(t.reservationId, t.createdAt),
    index('ledger_entries_user_idx').on(t.userId, t.createdAt),
    index('ledger_entries_created_idx').on(t.createdAt),
    index('ledger_entries_refund_of_idx').on(t.refundOf),
    index('ledger_entries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotencyKey),
  ],
);

/** Provider webhook events already applied: each id once, so a repeated delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull(),
});

/*
 * The built-in payments provider (DESIGN §7 sandbox). It keeps its own tables, as a remote provider
 * keeps its own books, so it survives restarts and serves every instance alike. Card numbers are never
 * stored: a card keeps its brand, last four and the test behaviour its number stood for.
 */

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  email: text('email'),
  phone: text('phone'),
  createdAt: instant('created_at').notNull(),
});

export const sandboxCardBehaviours = [
  'succeed',
  'declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'declined_after_attach',
] as const;

/** A tokenised card: the token is usable once; once saved the card belongs to one customer. */
export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    behaviour: text('behaviour', { enum: sandboxCardBehaviours }).notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    customerId: text('customer_id').references(() => sandboxCustomers.id),
    tokenUsedAt: instant('token_used_at'),
    detachedAt: instant('detached_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_cards_token_key').on(t.token),
    index('sandbox_cards_customer_idx').on(t.customerId),
    check('sandbox_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check(
      'sandbox_cards_behaviour_check',
      sql`${t.behaviour} in ('succeed', 'declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'declined_after_attach')`,
    ),
  ],
);

export const sandboxChargeStatuses = ['succeeded', 'failed', 'requires_payment_method'] as const;

/** A charge (or a terminal payment intent) with the idempotency key it was made under. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: sandboxChargeStatuses }).notNull(),
    failureType: text('failure_type'),
    failureMessage: text('failure_message'),
    cardId: text('card_id').references(() => sandboxCards.id),
    customerId: text('customer_id'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_idempotency_key').on(t.idempotencyKey),
    check('sandbox_charges_amount_check', sql`${t.amountCents} > 0`),
    check(
      'sandbox_charges_refunded_check',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
    check(
      'sandbox_charges_status_check',
      sql`${t.status} in ('succeeded', 'failed', 'requires_payment_method')`,
    ),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.id),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey),
    check('sandbox_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * ALTCHA challenges whose solution was accepted (DESIGN §2): each signature once, so a solved
 * challenge cannot be replayed. Rows are dropped once the challenge has expired.
 */
export const usedBotChallenges = pgTable(
  'used_bot_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at').notNull(),
  },
  (t) => [index('used_bot_challenges_expires_at').on(t.expiresAt)],
);

export const tourTypes = ['Kallah', 'Group'] as const;

/**
 * A scheduled tour of the facility (spec 001 §2 Kallah Tours). capacity null = no limit; a tour is
 * offered to the public while it is in the future and not full.
 */
export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: tourTypes }).notNull(),
    startsAt: instant('starts_at').notNull(),
    location: text('location'),
    capacity: integer('capacity'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('tours_type_check', sql`${t.type} in ('Kallah', 'Group')`),
    check('tours_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    index('tours_type_starts_at_idx').on(t.type, t.startsAt),
  ],
);

/** A visitor's sign-up for a tour: one per address (compared without case) per tour. */
export const tourSignups = pgTable(
  'tour_signups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdByIp: text('created_by_ip'),
  },
  (t) => [uniqueIndex('tour_signups_tour_email_key').on(t.tourId, sql`lower(${t.email})`)],
);

/** Staff who prepare patrons (spec 001 §3 Attendant). Deactivated, never deleted: history names them. */
export const attendants = pgTable(
  'attendants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [index('attendants_active_idx').on(t.active, t.lastName, t.firstName)],
);

/** The attendants a patron asked not to be prepared by (at most 2: domain MAX_EXCLUDED_ATTENDANTS). */
export const userExcludedAttendants = pgTable(
  'user_excluded_attendants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attendantId: integer('attendant_id')
      .notNull()
      .references(() => attendants.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.attendantId] })],
);

export const plateSubmissionStatuses = ['pending', 'approved', 'rejected'] as const;

/** A stored upload: its file name under DATA_DIR's plate folder, the type judged by its bytes, its size. */
export interface StoredUpload {
  file: string;
  mime: string;
  bytes: number;
}

/**
 * A patron's license and registration images awaiting a plate administrator (spec 000 §2, §5). The files
 * live privately under DATA_DIR and are never served publicly.
 */
export const plateSubmissions = pgTable(
  'plate_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** 'add': the approved plates join her others; 'replace': they take their place. */
    addReplace: text('add_replace', { enum: ['add', 'replace'] }).notNull(),
    files: jsonb('files').$type<StoredUpload[]>().notNull(),
    status: text('status', { enum: plateSubmissionStatuses }).notNull().default('pending'),
    createdAt: instant('created_at').notNull(),
    createdByIp: text('created_by_ip'),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    check('plate_submissions_add_replace_check', sql`${t.addReplace} in ('add', 'replace')`),
    check('plate_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('plate_submissions_status_idx').on(t.status, t.createdAt),
    index('plate_submissions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Every door or gate opened for someone (spec 001 §3 Access log). */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which gate: site 1 or 2, outer or inner ('garage-1-outer' …). */
    door: text('door').notNull(),
    at: instant('at').notNull(),
    userId: uuid('user_id').references(() => users.id),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    /** How far from the facility she was, as her phone reported it (null for staff at the desk). */
    distanceFeet: integer('distance_feet'),
    ip: text('ip'),
  },
  (t) => [
    index('access_logs_reservation_idx').on(t.reservationId, t.at),
    index('access_logs_at_idx').on(t.at),
    index('access_logs_user_idx').on(t.userId, t.at),
  ],
);

export const reminderKinds = ['confirmation', 'dayBefore', 'dayOf', 'feedback'] as const;

/**
 * The reminders sent for a reservation, one row per kind: inserted in the transaction that queues the
 * message, so however many instances look, each is sent once.
 */
export const reservationReminders = pgTable(
  'reservation_reminders',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reminderKinds }).notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.kind] }),
    check(
      'reservation_reminders_kind_check',
      sql`${t.kind} in ('confirmation', 'dayBefore', 'dayOf', 'feedback')`,
    ),
  ],
);
