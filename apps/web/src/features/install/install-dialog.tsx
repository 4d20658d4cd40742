import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import type { FocusFallback } from '../../ui/dialog-focus';
import { useOpenAfterMount } from '../../ui/use-open-after-mount';
import { InstallSteps } from './install-steps';
import classes from './install.module.css';

export interface InstallDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: 'ios' | 'manual';
  /** InstallMenuItem forwards its own, present or not. */
  returnFocusTo?: FocusFallback | undefined;
}

/** The steps to add the site to the home screen, in a dialog (its own chunk: fetched on first use). */
export default function InstallDialog({ opened, onClose, kind, returnFocusTo }: InstallDialogProps) {
  const { t } = useTranslation();
  const shown = useOpenAfterMount(opened);
  return (
    <Dialog
      opened={shown}
      onClose={onClose}
      title={t('install.title')}
      titleClassName={classes.title}
      returnFocusTo={returnFocusTo}
    >
      <InstallSteps kind={kind} />
    </Dialog>
  );
}
