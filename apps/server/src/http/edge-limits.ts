import type { ServerOptions } from 'node:http';

/**
 * How long the server waits on a client before it lets the connection go (docs/decisions/0046): a
 * request that never finishes arriving holds a connection, and enough of them hold them all.
 */
export interface EdgeLimits {
  /** From a request's first byte to the end of its head (request line and headers). */
  headersMs: number;
  /** From a request's first byte to the last byte of its body. */
  requestMs: number;
  /** A connection on which nothing at all moves, either way. */
  idleMs: number;
  /** An open connection waiting for its next request. */
  keepAliveMs: number;
  /** How often Node looks for requests past headersMs or requestMs. */
  checkEveryMs: number;
}

/**
 * The sums behind each (kB = 1000 bytes). A weak 3G signal uploads at about 400 kbit/s, 50 kB/s
 * (a browser's "Slow 3G" profile), with 2 s round trips.
 */
export const EDGE_LIMITS: EdgeLimits = {
  // A head is at most 16 KB (Node's limit; hers are 1 to 2 KB): under a second at 50 kB/s, and a few
  // round trips if a packet is lost. 20 s leaves her plenty.
  headersMs: 20_000,
  // The largest body is a plate upload: 4 images of at most 5 MiB and the form around them, about
  // 21 MB, or 420 s at 50 kB/s. Ten minutes still take it at 37.5 kB/s, 300 kbit/s. Every other body
  // is far smaller (1 MiB at most, 21 s).
  requestMs: 600_000,
  // A signal that drops out (a lift, a tunnel) comes back within a minute or gives up; TCP's own
  // retries after such a gap wait up to another minute. The live streams write every 25 s.
  idleMs: 120_000,
  // Fastify's own: longer than the 60 s a proxy in front keeps an idle connection, so the proxy
  // closes it, never the server just as the proxy sends a request on it.
  keepAliveMs: 72_000,
  // Node's default is 30 s, which would let a stalled head live up to 50 s instead of 25.
  checkEveryMs: 5_000,
};

/** Fastify's server options for the limits (tests shorten them through buildApp's deps). */
export function serverTimeouts(given: Partial<EdgeLimits> = {}) {
  const limits = { ...EDGE_LIMITS, ...given };
  const http: ServerOptions = {
    // Node refuses a head's limit longer than the whole request's.
    headersTimeout: Math.min(limits.headersMs, limits.requestMs),
    requestTimeout: limits.requestMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  };
  return {
    // Fastify sets the server's requestTimeout from its own option after creating it.
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    http,
  };
}
