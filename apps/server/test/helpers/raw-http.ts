import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The app on a free port of this machine, for what app.inject cannot show: the connection itself. */
export async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A response as it came over the wire (header names in lower case). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A connection the test writes to byte by byte if it likes, as no HTTP client would: it reads the
 * server's responses back and sees when the server closes it.
 */
export class RawClient {
  readonly socket: Socket;
  #received = Buffer.alloc(0);
  #closed = false;
  #wake: (() => void) | null = null;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.#received = Buffer.concat([this.#received, chunk]);
      this.#wake?.();
    });
    // A reset after the server closed is how some closes look from here.
    this.socket.on('error', () => {});
    this.socket.on('close', () => {
      this.#closed = true;
      this.#wake?.();
    });
  }

  write(text: string): void {
    if (!this.socket.destroyed) this.socket.write(text);
  }

  /** Sends `text` a byte every `everyMs` until it is all sent or the connection is closed. */
  trickle(text: string, everyMs: number): void {
    let next = 0;
    const timer = setInterval(() => {
      if (this.socket.destroyed || this.#closed || next >= text.length) clearInterval(timer);
      else this.write(text[next++]!);
    }, everyMs);
  }

  /** The next whole response, or null if the connection closed (or `withinMs` passed) before one came. */
  async answer(withinMs = 5_000): Promise<RawAnswer | null> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const parsed = this.#take();
      if (parsed !== null) return parsed;
      if (this.#closed || !(await this.#changeBefore(deadline))) return null;
    }
  }

  /** Whether the server closed the connection (waiting at most `withinMs` for it). */
  async closed(withinMs = 5_000): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    while (!this.#closed) if (!(await this.#changeBefore(deadline))) return false;
    return true;
  }

  destroy(): void {
    this.socket.destroy();
  }

  #changeBefore(deadline: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve(true);
      };
    });
  }

  #take(): RawAnswer | null {
    const end = this.#received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.#received.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.#received.length < end + 4 + length) return null;
    const body = this.#received.subarray(end + 4, end + 4 + length).toString('utf8');
    this.#received = this.#received.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}
