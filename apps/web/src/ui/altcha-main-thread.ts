import { sha, solveChallenge } from 'altcha/lib';

type Listener = (event: { data: unknown }) => void;

/**
 * Solves ALTCHA's proof of work on the page's own thread, in the shape of the Worker the widget asks
 * its algorithm registry for. Why: no Worker script means nothing for the Content-Security-Policy to
 * allow (no blob: worker), and the challenge is tuned small enough (about 1,600 hashes, each an awaited
 * WebCrypto digest) that the page stays responsive while it runs.
 */
export function mainThreadSolver(): Worker {
  const listeners = new Map<string, Set<Listener>>();
  let controller: AbortController | null = null;
  const emit = (type: string, data: unknown) =>
    listeners.get(type)?.forEach((listener) => listener({ data }));
  const solver = {
    addEventListener(type: string, listener: Listener) {
      const set = listeners.get(type) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener(type: string, listener: Listener) {
      listeners.get(type)?.delete(listener);
    },
    postMessage(message: { type: string } & Omit<Parameters<typeof solveChallenge>[0], 'deriveKey'>) {
      if (message.type === 'abort') {
        controller?.abort();
        return;
      }
      if (message.type !== 'work') return;
      controller = new AbortController();
      const { challenge, counterMode, counterStart, counterStep, timeout } = message;
      solveChallenge({
        challenge,
        controller,
        deriveKey: sha.deriveKey,
        ...(counterMode !== undefined ? { counterMode } : {}),
        ...(counterStart !== undefined ? { counterStart } : {}),
        ...(counterStep !== undefined ? { counterStep } : {}),
        ...(timeout !== undefined ? { timeout } : {}),
      }).then(
        (solution) => emit('message', solution),
        (err: unknown) => emit('message', { error: String(err) }),
      );
    },
    terminate() {
      controller?.abort();
      listeners.clear();
    },
  };
  return solver as unknown as Worker;
}
