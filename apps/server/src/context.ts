import type { BotCheckPort } from './adapters/bot-check/port.ts';
import type { EmailPort } from './adapters/email/port.ts';
import type { GatesPort } from './adapters/garage-gates/port.ts';
import type { PaymentsPort } from './adapters/payments/port.ts';
import type { ReceiptPrinterPort } from './adapters/receipt-printer/port.ts';
import type { SmsPort } from './adapters/sms/port.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { FacilityRow } from './db/facilities-repo.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { AppMetrics } from './app-metrics.ts';
import type { Caches } from './changes/caches.ts';
import type { ReservationEvents, UserEvents } from './module-events.ts';
import type { NightSnapshot } from './night-snapshot.ts';
import type { SessionCheck } from './principal.ts';

/**
 * Outside systems, one port each (docs/design.md §7), each with a real and a built-in implementation (the
 * receipt printer's built-in one is the printable page the desk's browser prints).
 */
export interface Adapters {
  sms: SmsPort;
  email: EmailPort;
  payments: PaymentsPort;
  botCheck: BotCheckPort;
  gates: GatesPort;
  printer: ReceiptPrinterPort;
}

/** What services may log with (pino's signature). */
export interface AppLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What services receive: no globals, so tests build the same app on a fresh database and clock. */
export interface AppContext {
  readonly config: Config & { AUTH_SECRET: string };
  readonly db: Db;
  readonly clock: Clock;
  readonly adapters: Adapters;
  readonly jobs: JobQueue;
  readonly log: AppLogger;
  /** Reads kept between requests and the feed that invalidates them on every instance. */
  readonly caches: Caches<NightSnapshot>;
  /** What reservations' changes set off in the night and payments, wired in app.ts (decision 0031). */
  readonly reservationEvents: ReservationEvents;
  /** What a role change sets off in sessions (a staff role ends her sessions without the second factor). */
  readonly userEvents: UserEvents;
  /** Who is calling: the sessions module's check of a token, for the frame's guards (http/auth.ts). */
  readonly sessions: SessionCheck;
  /** This instance's counters and gauges, served at GET /metrics (metrics/). */
  readonly metrics: AppMetrics;
  /** Every facility of the deployment, as kept until one is added (http/facility-hosts.ts). */
  readonly facilities: () => Promise<FacilityRow[]>;
}

export type { Actor } from './actor.ts';
