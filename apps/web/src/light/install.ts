import { installMode, installPromptStore, readEnvironment } from '../features/install/install-prompt';
import { openDialog } from './dialog';

/** The dialog with the steps to add the site to the home screen, on a light page (app-layout.tsx). */
export const INSTALL_STEPS_ID = 'install-steps';

/**
 * "Add to Home Screen" on a page without the app: the browser's own prompt where it offers one, else
 * the steps for her device; hidden once the site runs installed. The rule is install-prompt.ts's.
 */
export function enhanceInstall(button: HTMLElement): () => void {
  const store = installPromptStore;
  if (!store) return () => undefined;
  const item = button.closest('li') ?? button;
  const mode = () => {
    const environment = readEnvironment();
    return installMode(
      { ...environment, standalone: environment.standalone || store.isInstalled() },
      store.getEvent() !== null,
    );
  };
  const update = () => {
    const current = mode();
    item.hidden = current === 'installed';
    if (current === 'prompt') button.removeAttribute('aria-haspopup');
    else button.setAttribute('aria-haspopup', 'dialog');
  };
  const onPress = () => {
    const current = mode();
    // Nothing opened over the browser's modal menu could be seen or reached: it closes first.
    const menu = button.closest('dialog');
    menu?.close();
    if (current === 'prompt') {
      void store.prompt();
      return;
    }
    const steps = document.getElementById(INSTALL_STEPS_ID);
    if (!(steps instanceof HTMLDialogElement)) return;
    steps.querySelectorAll<HTMLElement>('[data-install-kind]').forEach((part) => {
      part.hidden = part.dataset.installKind !== current;
    });
    // From the closed menu, focus goes back to the menu's button when the steps close.
    openDialog(steps, () =>
      menu ? document.querySelector<HTMLElement>('[data-behaviour~="menu"]') : button,
    );
  };
  update();
  const unsubscribe = store.subscribe(update);
  button.addEventListener('click', onPress);
  return () => {
    unsubscribe();
    button.removeEventListener('click', onPress);
  };
}
