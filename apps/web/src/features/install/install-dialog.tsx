import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
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
    <Dialog opened={shown} onClose={onClose} title={t('install.title')} titleClassName={classes.title}>
      <InstallSteps kind={kind} />
    </Dialog>
  );
}
