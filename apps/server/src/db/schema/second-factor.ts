/** Staff accounts' second factor: their authenticator apps, recovery codes and sign-ins halfway through. */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sealedSecret: text('sealed_secret').notNull(),
    createdAt: instant('created_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    lastStep: bigint('last_step', { mode: 'number' }),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('totp_factors_user_idx').on(t.userId)],
);

/** Ten single-use codes given at enrolment, kept as SHA-256 (each is 50 random bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    facilityId: facilityColumn(),
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('recovery_codes_hash_idx').on(t.codeHash),
    index('recovery_codes_user_idx').on(t.userId),
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deviceCredentialId: uuid('device_credential_id').references(() => deviceCredentials.id, {
      onDelete: 'cascade',
    }),
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
  (t) => [uniqueIndex('second_factor_challenges_token_idx').on(t.tokenHash)],
);

/** A passkey (WebAuthn credential) of a staff member: its id and public key, as the browser gave them. */
export const passkeys = pgTable(
  'passkeys',
  {
    facilityId: facilityColumn(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as WebAuthn names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);
