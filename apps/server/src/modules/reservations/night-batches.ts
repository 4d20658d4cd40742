import { boundFacility } from '../../db/facility-scope.ts';

/** One member's answer: the value, or the error it alone is refused with. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

interface Queue<I, R> {
  waiting: Waiting<I, R>[];
  running: boolean;
}

// At most this many bookings share one transaction.
const MAX_BATCH = 64;

const queues = new WeakMap<object, Map<string, Queue<unknown, unknown>>>();
const draining = new WeakMap<object, Set<Promise<void>>>();

/** Resolves when every batch under way for this owner has finished (the app waits before closing). */
export async function batchesSettled(owner: object): Promise<void> {
  while ((draining.get(owner)?.size ?? 0) > 0) await Promise.all(draining.get(owner) ?? []);
}

/**
 * Runs one night's bookings in batches, one batch after another within this instance (decision 0007):
 * while a batch holds the night, the bookings that arrive wait and then go together, so a rush costs
 * one transaction per batch instead of one per booking. `process` answers an outcome per item, in
 * order; if it throws, each item of the batch is tried again alone, so one failure stays its own.
 */
export function inNightBatch<I, R>(
  owner: object,
  night: string,
  item: I,
  process: (items: I[]) => Promise<Outcome<R>[]>,
): Promise<R> {
  // A batch is one facility's night: its work runs as the facility of the booking that opened it.
  const key = `${boundFacility()}/${night}`;
  let nights = queues.get(owner);
  if (nights === undefined) queues.set(owner, (nights = new Map()));
  // An owner's nights are all booked by one caller with one item and answer type: the map forgets them.
  let queue = nights.get(key) as Queue<I, R> | undefined;
  if (queue === undefined) {
    queue = { waiting: [], running: false };
    // As above: stored untyped, read back as this caller's.
    nights.set(key, queue as Queue<unknown, unknown>);
  }
  const q = queue;
  const answer = new Promise<R>((resolve, reject) => q.waiting.push({ item, resolve, reject }));
  if (!q.running) {
    let running = draining.get(owner);
    if (running === undefined) draining.set(owner, (running = new Set()));
    const set = running;
    const work = drain(q, process, () => nights.delete(key)).finally(() => set.delete(work));
    set.add(work);
  }
  return answer;
}

async function drain<I, R>(
  queue: Queue<I, R>,
  process: (items: I[]) => Promise<Outcome<R>[]>,
  done: () => void,
): Promise<void> {
  queue.running = true;
  while (queue.waiting.length > 0) {
    await turnOfTheEventLoop();
    const batch = queue.waiting.splice(0, MAX_BATCH);
    let outcomes: Outcome<R>[];
    try {
      outcomes = await process(batch.map((w) => w.item));
    } catch (error) {
      outcomes = batch.length === 1 ? [{ ok: false, error }] : await alone(batch, process);
    }
    batch.forEach((w, i) => {
      const outcome = outcomes[i] ?? { ok: false, error: new Error('no outcome for a batched booking') };
      if (outcome.ok) w.resolve(outcome.value);
      else w.reject(outcome.error);
    });
  }
  queue.running = false;
  done();
}

/**
 * Lets the requests already received reach their night's queue before a batch is taken. The embedded
 * engine answers without waiting on any I/O, so a request runs from its first byte to its answer in
 * one turn of the event loop, booking included: without this, no other booking could ever join its
 * batch (docs/decisions/0016). On PostgreSQL it costs one turn.
 */
function turnOfTheEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function alone<I, R>(
  batch: Waiting<I, R>[],
  process: (items: I[]) => Promise<Outcome<R>[]>,
): Promise<Outcome<R>[]> {
  const outcomes: Outcome<R>[] = [];
  for (const w of batch) {
    try {
      const [one] = await process([w.item]);
      outcomes.push(one ?? { ok: false, error: new Error('no outcome for a booking') });
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}
