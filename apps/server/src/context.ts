import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

/**
 * Outside systems, one port each (DESIGN §7). Empty for now: payments, sms, email, bot check, gates
 * and printers arrive with the issues that use them, each with a real and a built-in implementation.
 */
export type Adapters = Record<never, never>;

/** What services receive: no globals, so tests build the same app on a fresh database and clock. */
export interface AppContext {
  readonly config: Config;
  readonly db: Db;
  readonly clock: Clock;
  readonly adapters: Adapters;
}

/** Who did something, for the audit log. */
export interface Actor {
  userId: string | null;
  ip: string | null;
}
