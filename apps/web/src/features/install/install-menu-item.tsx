import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstallPromptStore } from './install-prompt';
import { InstallSteps } from './install-steps';
import classes from './install.module.css';
import { useInstallPrompt } from './use-install-prompt';

export interface InstallMenuItemProps {
  /** The menu's link class, so the item looks like its neighbours. */
  className?: string;
  /** Called before the browser's own prompt shows (the mobile drawer closes). */
  onPrompt?: () => void;
  store?: InstallPromptStore;
}

/**
 * "Add to Home Screen" as a menu item: the browser's install prompt where there is one; otherwise a
 * dialog with the steps (Share → Add to Home Screen on iOS). Hidden once the app runs installed.
 */
export function InstallMenuItem({ className, onPrompt, store }: InstallMenuItemProps) {
  const { t } = useTranslation();
  const { mode, prompt } = useInstallPrompt(store);
  const [open, setOpen] = useState(false);
  if (mode === 'installed') return null;

  const onClick = () => {
    if (mode === 'prompt') {
      onPrompt?.();
      void prompt();
      return;
    }
    setOpen(true);
  };

  return (
    <li>
      <button
        type="button"
        className={className}
        onClick={onClick}
        aria-haspopup={mode === 'prompt' ? undefined : 'dialog'}
      >
        {t('install.menuItem')}
      </button>
      <Modal.Root opened={open} onClose={() => setOpen(false)} centered>
        <Modal.Overlay />
        <Modal.Content>
          {/* A div, not Mantine's default <header>: the page already has its banner landmark. */}
          <Modal.Header component="div">
            <Modal.Title className={classes.title}>{t('install.title')}</Modal.Title>
            <Modal.CloseButton aria-label={t('common.close')} />
          </Modal.Header>
          <Modal.Body>
            <InstallSteps kind={mode === 'ios' ? 'ios' : 'manual'} />
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </li>
  );
}
