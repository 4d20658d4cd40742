import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import type { SettingsMap } from '../../api/settings';
import { FacilityAddress } from '../../ui/facility-address';
import classes from './contact.module.css';

/** The address and the ways to reach the office, as the footer shows them (settings facility*). */
export function ContactDetails({ settings }: { settings: SettingsMap | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={classes.details}>
      <FacilityAddress
        settings={settings}
        labels={{
          address: t('contactPage.address'),
          phone: t('contactPage.phone'),
          email: t('contactPage.email'),
        }}
        layout="stacked"
        classes={{ address: classes.address, line: classes.line }}
      />
      <p className={classes.careers}>
        <Link to={routePaths.careers}>{t('contactPage.careersLink')}</Link>
      </p>
    </div>
  );
}
