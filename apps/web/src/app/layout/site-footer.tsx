import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../api/settings';
import { safeUrl } from '../../ui/url';
import { routePaths } from '../route-paths';
import { displayPhone } from '../session';
import { useLogout, useSession } from '../session-context';
import classes from './layout.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const state = useSession();
  const logout = useLogout();

  const address = settings?.facilityAddress ?? '';
  const phone = settings?.facilityPhone || settings?.phoneNumber || '';
  const email = settings?.facilityEmail ?? '';
  const social = safeUrl(settings?.socialMediaUrl, { allowPath: false });

  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        {address || phone || email ? (
          <address className={classes.contact}>
            {address ? (
              <p>
                <span className="visually-hidden">{t('footer.address')}: </span>
                {address.split(/\r?\n/).map((line, index) => (
                  <span key={index} className={classes.addressLine}>
                    <bdi>{line}</bdi>
                  </span>
                ))}
              </p>
            ) : null}
            {phone ? (
              <p>
                {t('footer.phone')}:{' '}
                <a href={telHref(phone)} dir="ltr">
                  {phone}
                </a>
              </p>
            ) : null}
            {email ? (
              <p>
                {t('footer.email')}:{' '}
                <a href={`mailto:${email}`} dir="ltr">
                  {email}
                </a>
              </p>
            ) : null}
          </address>
        ) : null}
        <ul className={classes.footerLinks}>
          <li>
            <Link to={routePaths.terms}>{t('nav.terms')}</Link>
          </li>
          <li>
            <Link to={routePaths.contact}>{t('nav.contact')}</Link>
          </li>
          {social ? (
            <li>
              <a href={social} rel="noopener noreferrer">
                {t('footer.social')}
              </a>
            </li>
          ) : null}
        </ul>
        {state.status === 'authorized' ? (
          <p className={classes.signedIn}>
            {t('footer.signedInPhone')}: <bdi dir="ltr">{displayPhone(state.session)}</bdi> -{' '}
            <button type="button" className={classes.linkButton} onClick={logout}>
              {t('footer.logout')}
            </button>
          </p>
        ) : null}
        <p className={classes.version}>{t('footer.version', { version: __APP_VERSION__ })}</p>
      </div>
    </footer>
  );
}
