import { useCallback, useSyncExternalStore } from 'react';
import {
  installMode,
  installPromptStore,
  readEnvironment,
  type InstallMode,
  type InstallPromptStore,
} from './install-prompt';
import { useHydrated } from '../../ui/use-hydrated';

/** What the server renders with: a browser that is not installed and offers no prompt. */
const serverEnvironment = { userAgent: '', maxTouchPoints: 0, standalone: false };

const noStore: InstallPromptStore = {
  getEvent: () => null,
  isInstalled: () => false,
  subscribe: () => () => undefined,
  prompt: () => Promise.resolve('unavailable'),
};

/** The current install mode, kept up to date as the browser offers (or uses up) its prompt. */
export function useInstallPrompt(store: InstallPromptStore = installPromptStore ?? noStore): {
  mode: InstallMode;
  prompt: () => Promise<'accepted' | 'dismissed' | 'unavailable'>;
} {
  // The server knows of no prompt: it renders as a browser that offers none.
  const hasPrompt = useSyncExternalStore(
    store.subscribe,
    () => store.getEvent() !== null,
    () => false,
  );
  const installed = useSyncExternalStore(store.subscribe, store.isInstalled, () => false);
  const hydrated = useHydrated();
  const environment = hydrated ? readEnvironment() : serverEnvironment;
  const mode = installMode({ ...environment, standalone: environment.standalone || installed }, hasPrompt);
  const prompt = useCallback(() => store.prompt(), [store]);
  return { mode, prompt };
}
