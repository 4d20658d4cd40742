import { useCallback, useSyncExternalStore } from 'react';
import {
  installMode,
  installPromptStore,
  readEnvironment,
  type InstallMode,
  type InstallPromptStore,
} from './install-prompt';

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
  const hasPrompt = useSyncExternalStore(store.subscribe, () => store.getEvent() !== null);
  const installed = useSyncExternalStore(store.subscribe, store.isInstalled);
  const environment = readEnvironment();
  const mode = installMode({ ...environment, standalone: environment.standalone || installed }, hasPrompt);
  const prompt = useCallback(() => store.prompt(), [store]);
  return { mode, prompt };
}
