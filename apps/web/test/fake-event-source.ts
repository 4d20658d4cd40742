/**
 * EventSource as a test drives it: each instance is kept, and the test says when it opens, what it
 * receives and when the server refuses it. Stub it with vi.stubGlobal('EventSource', FakeEventSource).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  readonly #listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: Event) => void): void {
    let set = this.#listeners.get(name);
    if (set === undefined) this.#listeners.set(name, (set = new Set()));
    set.add(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.#dispatch('open', new Event('open'));
  }

  /** A named event with this JSON data, as the server frames it. */
  emit(name: string, data: unknown): void {
    this.#dispatch(name, new MessageEvent(name, { data: JSON.stringify(data) }));
  }

  /** The server refused or ended it for good (a 401 for an expired ticket). */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.#dispatch('error', new Event('error'));
  }

  #dispatch(name: string, event: Event): void {
    for (const listener of this.#listeners.get(name) ?? []) listener(event);
  }
}
