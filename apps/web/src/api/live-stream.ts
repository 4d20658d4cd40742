import { liveApi, type StreamTicket, type StreamTicketRequest } from '@tevila/contract';
import { http } from './http';
import { fieldsOf } from '@tevila/domain/narrowing';

/** What a live stream calls back with: each named event's parsed data, and whether it is live. */
export interface LiveStreamOptions {
  /** What the ticket is for: her reservation, or (the desk) a night. */
  ticketFor: StreamTicketRequest;
  /** The stream's URL with its ticket. */
  url: (ticket: string) => string;
  /** Handlers by event name; the data is the event's JSON. */
  on: Record<string, (data: unknown) => void>;
  /** True while connected and changes are being delivered, false otherwise. */
  onLive?: (live: boolean) => void;
}

/** The first wait before trying again, doubled up to the last, after a stream was refused or lost. */
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * Opens a live stream (docs/staff-api.md Live streams) and keeps it open: a ticket first (EventSource
 * sends no Authorization header), then EventSource, which reconnects by itself after a drop. Once it
 * gives up (its ticket expired, the server refused), a new ticket and a new EventSource, after a wait.
 * Answers the function that closes it for good.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  // A browser without EventSource (and the server's rendering) stays with what it has.
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const retry = () => {
    if (closed) return;
    options.onLive?.(false);
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    timer = setTimeout(() => void connect(), wait);
  };

  async function connect() {
    let ticket: StreamTicket;
    try {
      // Taken as the server sends it, unchecked as it always was: call() answers unknown.
      ticket = (await http.call(liveApi.ticket, { body: options.ticketFor })) as StreamTicket;
    } catch {
      retry();
      return;
    }
    if (closed) return;
    const es = new EventSource(options.url(ticket.ticket));
    source = es;
    es.addEventListener('open', () => {
      failures = 0;
      options.onLive?.(true);
    });
    es.addEventListener('error', () => {
      if (es.readyState === EventSource.CLOSED) {
        es.close();
        retry();
      } else options.onLive?.(false);
    });
    es.addEventListener('feed', (event) => {
      // A named server-sent event is typed a bare Event; the server sends each one with text data.
      const live = fieldsOf(JSON.parse((event as MessageEvent<string>).data)).live;
      options.onLive?.(live === true);
    });
    for (const [name, handler] of Object.entries(options.on))
      // As above: a named event's data is the server's text.
      es.addEventListener(name, (event) => handler(JSON.parse((event as MessageEvent<string>).data)));
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}
