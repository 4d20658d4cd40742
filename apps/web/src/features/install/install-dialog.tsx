import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenAfterMount } from '../../ui/use-open-after-mount';
import { InstallSteps } from './install-steps';
import classes from './install.module.css';

export interface InstallDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: 'ios' | 'manual';
}

/** The steps to add the site to the home screen, in a dialog (its own chunk: fetched on first use). */
export default function InstallDialog({ opened, onClose, kind }: InstallDialogProps) {
  const { t } = useTranslation();
  const shown = useOpenAfterMount(opened);
  return (
    <Modal.Root opened={shown} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's default <header>: the page already has its banner landmark. */}
        <Modal.Header component="div">
          <Modal.Title className={classes.title}>{t('install.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>
          <InstallSteps kind={kind} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
