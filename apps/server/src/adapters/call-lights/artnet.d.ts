// The `artnet` package ships no types: what Tevila uses of it (lib/artnet.js).
declare module 'artnet' {
  import type { EventEmitter } from 'node:events';

  interface ArtnetOptions {
    host?: string;
    port?: number;
    /** Milliseconds between full frames of a universe once it was sent (default 4000). */
    refresh?: number;
    sendAll?: boolean;
  }
  interface Artnet extends EventEmitter {
    /** Sets a channel (1–512) of a universe and sends the change. */
    set(universe: number, channel: number, value: number, callback?: (err: Error | null) => void): boolean;
    close(): void;
  }
  function artnet(options?: ArtnetOptions): Artnet;
  export = artnet;
}
