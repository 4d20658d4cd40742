import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patron } from '../../test/render';
import { CHECKING, createSessionStore, writeSession, type SessionStore } from './session';
import { SessionProvider, useSession } from './session-context';

function Who() {
  const state = useSession();
  return <p>{state.status === 'authorized' ? `signed in as ${state.session.username}` : 'checking'}</p>;
}

function Page({ store, part }: { store: SessionStore; part: ComponentType }) {
  const Part = part;
  return (
    <SessionProvider store={store}>
      <header>
        <Who />
      </header>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </SessionProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

describe('the session during the takeover of a page the server drew', () => {
  it('a part taken over after the check signed her in draws what the server drew, then her session', async () => {
    // The server drew the page while her stored session was still to be checked.
    const server = createSessionStore({ storage: null, initialState: CHECKING });
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page store={server} part={Who} />);
    document.body.append(root);
    expect(root.textContent).toBe('checkingchecking');

    // In her browser the page's part arrives late (its code, on a slow phone).
    writeSession(patron);
    const store = createSessionStore({ delayMs: 60_000 });
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const LatePart = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Page store={store} part={LatePart} />, { onRecoverableError: recoverable });
    });
    // The check signs her in before that part is taken over.
    await act(async () => store.refresh());
    await act(async () => arrive({ default: Who }));

    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelectorAll('p')).toHaveLength(2);
    expect(root.textContent).toBe(`signed in as ${patron.username}`.repeat(2));
  });
});
