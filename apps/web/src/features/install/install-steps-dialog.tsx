import { useTranslation } from 'react-i18next';
import { INSTALL_STEPS_ID } from '../../light/install';
import { LightDialog } from '../../ui/light-dialog';
import { InstallSteps } from './install-steps';
import classes from './install.module.css';

/**
 * The steps to add the site to the home screen on a light page: both kinds in the markup, the
 * behaviour shows the one for her device when the menu item is pressed (light/install.ts).
 */
export function InstallStepsDialog() {
  const { t } = useTranslation();
  return (
    <LightDialog id={INSTALL_STEPS_ID} title={t('install.title')} titleClassName={classes.title}>
      <div data-install-kind="ios">
        <InstallSteps kind="ios" />
      </div>
      <div data-install-kind="manual" hidden>
        <InstallSteps kind="manual" />
      </div>
    </LightDialog>
  );
}
