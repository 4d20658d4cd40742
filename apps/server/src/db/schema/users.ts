/** Users, their roles and how they sign in. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { facilityColumn } from './facilities.ts';

export const roleNamesSql = sql`('Admin', 'Receptionist', 'UserPlateAdmin', 'OpenGarageGate', 'OrgAdmin')`;

/** A patron or staff member. userName is the E.164 number without "+" (docs/design.md §5). */
export const users = pgTable(
  'users',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
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
    /** Her customer at the payments provider, made when she first saves a card (docs/design.md §7). */
    paymentsCustomerId: text('payments_customer_id'),
    /** Set when she deleted her account: her personal data is gone, her money rows stay (anonymised). */
    deletedAt: instant('deleted_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    uniqueIndex('users_user_name_key').on(t.facilityId, t.userName),
    uniqueIndex('users_phone_number_key').on(t.facilityId, t.phoneNumber),
    uniqueIndex('users_payments_customer_key').on(t.facilityId, t.paymentsCustomerId),
    check('users_language_check', sql`${t.language} in ('en', 'he')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    facilityId: facilityColumn(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [
    foreignKey({
      name: 'user_roles_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.facilityId, t.userId, t.role] }),
    check('user_roles_role_check', sql`${t.role} in ${roleNamesSql}`),
    index('user_roles_role_idx').on(t.facilityId, t.role),
  ],
);

/** The secret a phone receives after a verified code (`passwd`); only its SHA-256 is kept. */
export const deviceCredentials = pgTable(
  'device_credentials',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdIp: text('created_ip'),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'device_credentials_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('device_credentials_secret_hash_key').on(t.facilityId, t.secretHash),
    index('device_credentials_user_idx').on(t.facilityId, t.userId),
  ],
);

/**
 * A sign-in: the family of rotating refresh tokens. Access tokens carry its id (sid), and every
 * authenticated request reads this row by primary key, so revoking it ends the session at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    deviceCredentialId: uuid('device_credential_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdIp: text('created_ip'),
    /** Its last sign-in or refresh; not every request, which reads this row and nothing more. */
    lastUsedAt: instant('last_used_at').notNull(),
    /** Browser and system from the User-Agent of its last use ("Safari · iPhone"), as she is shown it. */
    device: text('device'),
    /** The network of its last use with the host part hidden ("203.0.113.x"): only what she is shown. */
    place: text('place'),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
    /**
     * Opened by the second factor's grant (decision 0045). While staffSecondFactor is on, a session
     * without it uses no staff role.
     */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'sessions_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sessions_device_credential_id_fk',
      columns: [t.facilityId, t.deviceCredentialId],
      foreignColumns: [deviceCredentials.facilityId, deviceCredentials.id],
    }).onDelete('set null'),
    index('sessions_user_idx').on(t.facilityId, t.userId),
  ],
);

/** Opaque refresh tokens, stored as SHA-256; each is used once and replaced by the next of its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'refresh_tokens_session_id_fk',
      columns: [t.facilityId, t.sessionId],
      foreignColumns: [sessions.facilityId, sessions.id],
    }).onDelete('cascade'),
    uniqueIndex('refresh_tokens_token_hash_key').on(t.facilityId, t.tokenHash),
    index('refresh_tokens_session_idx').on(t.facilityId, t.sessionId),
  ],
);

/**
 * Sign-in codes sent by SMS. The rows are also the rate-limit ledger: codes per phone and per IP are
 * counted here, inside a transaction that holds advisory locks, so every instance sees the same counts.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
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
    primaryKey({ columns: [t.facilityId, t.id] }),
    index('verification_codes_phone_idx').on(t.facilityId, t.phone, t.createdAt),
    index('verification_codes_ip_idx').on(t.facilityId, t.ip, t.createdAt),
  ],
);

/**
 * Password grants of the last minutes that failed, or are being checked (POST /api/token): the ledger
 * of the per-user and per-network throttle, shared by every instance. Rows older than the window are
 * pruned; a success or a throttled attempt removes its own row.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    network: text('network').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    index('password_failures_user_idx').on(t.facilityId, t.userName, t.at),
    index('password_failures_network_idx').on(t.facilityId, t.network, t.at),
    index('password_failures_at_idx').on(t.facilityId, t.at),
  ],
);
