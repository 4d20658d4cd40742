import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import type { SettingsMap } from '../../api/settings';
import { facilityContact } from '../../ui/facility-contact';
import classes from './contact.module.css';

/** The address and the ways to reach the office, as the footer shows them (settings facility*). */
export function ContactDetails({ settings }: { settings: SettingsMap | undefined }) {
  const { t } = useTranslation();
  const { addressLines, phone, phoneHref, email } = facilityContact(settings);
  return (
    <div className={classes.details}>
      <address className={classes.address}>
        {addressLines.length > 0 ? (
          <p>
            <strong>{t('contactPage.address')}</strong>
            {addressLines.map((line, index) => (
              <span key={index} className={classes.line}>
                <bdi>{line}</bdi>
              </span>
            ))}
          </p>
        ) : null}
        {phone ? (
          <p>
            <strong>{t('contactPage.phone')}</strong>
            <a href={phoneHref} dir="ltr" className={classes.line}>
              {phone}
            </a>
          </p>
        ) : null}
        {email ? (
          <p>
            <strong>{t('contactPage.email')}</strong>
            <a href={`mailto:${email}`} dir="ltr" className={classes.line}>
              {email}
            </a>
          </p>
        ) : null}
      </address>
      <p className={classes.careers}>
        <Link to={routePaths.careers}>{t('contactPage.careersLink')}</Link>
      </p>
    </div>
  );
}
