import { Suspense, useState } from 'react';
import { retryableLazy } from '../../shared/retryable-lazy';
import { useTranslation } from 'react-i18next';
import type { FocusFallback } from '../../ui/dialog-focus';
import type { InstallPromptStore } from './install-prompt';
import { useInstallPrompt } from './use-install-prompt';

// The dialog and its steps are fetched the first time the item is pressed, not with every page.
const InstallDialog = retryableLazy(() => import('./install-dialog'));

export interface InstallMenuItemProps {
  /** The menu's link class, so the item looks like its neighbours. */
  className?: string;
  /**
   * Called before the browser's own prompt or the steps dialog opens: the mobile drawer closes first,
   * since nothing opened over the browser's modal drawer could be seen or reached.
   */
  onOpen?: () => void;
  /** Where focus goes when the steps dialog closes and the item is out of sight (in a closed drawer). */
  returnFocusTo?: FocusFallback;
  store?: InstallPromptStore;
}

/**
 * "Add to Home Screen" as a menu item: the browser's install prompt where there is one; otherwise a
 * dialog with the steps (Share → Add to Home Screen on iOS). Hidden once the app runs installed.
 */
export function InstallMenuItem({ className, onOpen, returnFocusTo, store }: InstallMenuItemProps) {
  const { t } = useTranslation();
  const { mode, prompt } = useInstallPrompt(store);
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed), as Mantine's modals expect.
  const [used, setUsed] = useState(false);
  if (mode === 'installed') return null;

  const onClick = () => {
    onOpen?.();
    if (mode === 'prompt') {
      void prompt();
      return;
    }
    setUsed(true);
    setOpen(true);
  };

  return (
    <li>
      <button
        type="button"
        className={className}
        onClick={onClick}
        aria-haspopup={mode === 'prompt' ? undefined : 'dialog'}
        // On a light page the behaviour does what onClick does here (light/install.ts).
        data-behaviour="install"
      >
        {t('install.menuItem')}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <InstallDialog
            opened={open}
            onClose={() => setOpen(false)}
            kind={mode === 'ios' ? 'ios' : 'manual'}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
