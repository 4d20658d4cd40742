/** Staff accounts' second factor: their authenticator apps, recovery codes and sign-ins halfway through. */
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { deviceCredentials, users } from './users.ts';
import { facilityColumn } from './facilities.ts';

/**
 * An authenticator app (TOTP, RFC 6238) of a user. Its secret is sealed under AUTH_SECRET
 * (modules/sessions/sealed.ts): a copy of the table alone does not give the codes. Unconfirmed
 * until she has typed one code from it; `lastStep` is the last 30-second step a code was accepted for,
 * so a code is used once.
 */
export const totpFactors = pgTable(
  'totp_factors',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    createdAt: instant('created_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    lastStep: bigint('last_step', { mode: 'number' }),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'totp_factors_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    index('totp_factors_user_idx').on(t.facilityId, t.userId),
  ],
);

/** Ten single-use codes given at enrolment, kept as SHA-256 (each is 50 random bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'recovery_codes_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('recovery_codes_hash_idx').on(t.facilityId, t.codeHash),
    index('recovery_codes_user_idx').on(t.facilityId, t.userId),
  ],
);

/**
 * A staff sign-in that passed the phone and waits for its second factor: the mfa_token (kept as
 * SHA-256) lives 5 minutes, and 5 wrong codes void it.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    deviceCredentialId: uuid('device_credential_id'),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failures: integer('failures').notNull().default(0),
    /** The step of the code that confirmed a new app during this sign-in: that code also finishes it. */
    enrolledStep: bigint('enrolled_step', { mode: 'number' }),
    /** A passkey was added during this sign-in: that ceremony also finishes it. */
    enrolledPasskey: boolean('enrolled_passkey').notNull().default(false),
    /** The WebAuthn challenge given for this sign-in's next ceremony; used once. */
    webauthnChallenge: text('webauthn_challenge'),
    endedAt: instant('ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'second_factor_challenges_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'second_factor_challenges_device_credential_id_fk',
      columns: [t.facilityId, t.deviceCredentialId],
      foreignColumns: [deviceCredentials.facilityId, deviceCredentials.id],
    }).onDelete('cascade'),
    uniqueIndex('second_factor_challenges_token_idx').on(t.facilityId, t.tokenHash),
  ],
);

/** A passkey (WebAuthn credential) of a staff member: its id and public key, as the browser gave them. */
export const passkeys = pgTable(
  'passkeys',
  {
    facilityId: facilityColumn(),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** base64url, as WebAuthn names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.id] }),
    foreignKey({
      name: 'passkeys_user_id_fk',
      columns: [t.facilityId, t.userId],
      foreignColumns: [users.facilityId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('passkeys_credential_idx').on(t.facilityId, t.credentialId),
    index('passkeys_user_idx').on(t.facilityId, t.userId),
  ],
);
