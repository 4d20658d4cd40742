/*
 * A light page whose island hands her over to the app (decision 0070). The island loads the app's
 * entry while she is still on its page; the app gets ready (its code, texts and her data) and waits
 * until she goes on, then goes to the address she went on to with its own router (a history entry
 * of its own, which Back leaves) and draws it in place of the server's page.
 */

/** What the island offers the app it loads. */
export interface Handover {
  /** Settles when she goes on, with the address she goes on to (a path and its query). */
  shown: Promise<string>;
  /** The app could not start: she goes on by a page load instead. */
  failed: () => void;
}

const KEY = '__tevilaHandover';
type WithHandover = typeof globalThis & { [KEY]?: Handover };

/** Offered by the island just before it loads the app's entry. */
export function offerHandover(handover: Handover): void {
  (globalThis as WithHandover)[KEY] = handover;
}

/** Taken once by the app's entry: null when the app was loaded by its own page. */
export function takeHandover(): Handover | null {
  const global = globalThis as WithHandover;
  const handover = global[KEY] ?? null;
  delete global[KEY];
  return handover;
}

/** Said on the document when the app takes the page over: the light page's behaviours stand down. */
export const APP_TAKES_OVER = 'tevila:app-takes-over';
