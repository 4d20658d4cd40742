import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The database pool's use at a moment: connections open, idle, and requests waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** What the metrics read when scraped, from the parts that hold it (wired in app.ts and the routes). */
export interface MetricSources {
  /** Live event streams open on this instance. */
  streams?: () => number;
  /** Jobs waiting in each queue (read from the database). */
  queued?: () => Promise<Record<string, number>>;
  /** The PostgreSQL pool; null on the embedded engine, which has none. */
  pool?: () => PoolUse | null;
  /** Promises nobody awaited that failed, since the process started (process-faults.ts). */
  unhandledRejections?: () => number;
}

/** Booking answers: booked, or refused with the reason's code (capacity, rules, a fault). */
export type BookingOutcome = 'booked' | string;
/** Card charges: succeeded, declined, waiting for her bank, or the provider could not be reached. */
export type PaymentOutcome = 'succeeded' | 'declined' | 'authentication' | 'provider_error';

// Request times from a cached answer (a few milliseconds) to a slow phone's upload.
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This instance's metrics in the Prometheus text format (docs/operations.md Metrics), one registry per
 * app so that tests may build many. Counters count since the process started; Prometheus adds the
 * instances up.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #requests: Histogram<'method' | 'route' | 'status'>;
  readonly #bookings: Counter<'outcome'>;
  readonly #payments: Counter<'outcome'>;
  readonly #jobFailures: Counter<'queue'>;
  #sources: MetricSources = {};

  constructor() {
    const registers = [this.registry];
    this.#requests = new Histogram({
      name: 'tevila_http_request_duration_seconds',
      help: 'Answered requests by route pattern, method and status, with their time',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers,
    });
    this.#bookings = new Counter({
      name: 'tevila_bookings_total',
      help: 'Bookings asked for (POST reservations/newreservation), by outcome',
      labelNames: ['outcome'],
      registers,
    });
    this.#payments = new Counter({
      name: 'tevila_payments_total',
      help: 'Card charges (POST payments/makepayment), by outcome',
      labelNames: ['outcome'],
      registers,
    });
    this.#jobFailures = new Counter({
      name: 'tevila_job_failures_total',
      help: 'Background jobs that failed (each is retried by its queue policy), by queue',
      labelNames: ['queue'],
      registers,
    });
    const sources = () => this.#sources;
    new Gauge({
      name: 'tevila_event_streams_open',
      help: 'Live event streams (her visit, the desk) open on this instance',
      registers,
      collect() {
        this.set(sources().streams?.() ?? 0);
      },
    });
    new Gauge({
      name: 'tevila_jobs_queued',
      help: 'Jobs waiting in each queue',
      labelNames: ['queue'],
      registers,
      async collect() {
        this.reset();
        try {
          for (const [queue, n] of Object.entries((await sources().queued?.()) ?? {})) this.set({ queue }, n);
        } catch {
          // The database did not answer: the depth is left out of this scrape, never an error page.
        }
      },
    });
    new Counter({
      name: 'tevila_unhandled_rejections_total',
      help: 'Failed promises nobody awaited (logged; the process goes on), since the process started',
      registers,
      collect() {
        this.reset();
        this.inc(sources().unhandledRejections?.() ?? 0);
      },
    });
    new Gauge({
      name: 'tevila_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in use, idle) and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        this.reset();
        const use = sources().pool?.() ?? null;
        if (use === null) return;
        this.set({ state: 'in_use' }, use.total - use.idle);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  /** Adds what the metrics read when scraped. */
  watch(sources: MetricSources): void {
    this.#sources = { ...this.#sources, ...sources };
  }

  /** The process's own figures (memory, processor, event loop delay): only where metrics are served. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.#requests.observe({ method, route, status: String(status) }, seconds);
  }

  booking(outcome: BookingOutcome): void {
    this.#bookings.inc({ outcome });
  }

  payment(outcome: PaymentOutcome): void {
    this.#payments.inc({ outcome });
  }

  jobFailed(queue: string): void {
    this.#jobFailures.inc({ queue });
  }

  /** The text a scrape reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
