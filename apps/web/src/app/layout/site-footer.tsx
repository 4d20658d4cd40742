import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../api/settings';
import { FacilityAddress } from '../../ui/facility-address';
import { safeUrl } from '../../ui/url';
import { routePaths } from '../../shared/route-paths';
import { displayPhone } from '../../shared/session';
import { useLogout, useSession } from '../../shared/session-context';
import { useLightPage } from '../../shared/light-page';
import classes from './layout.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const state = useSession();
  const logout = useLogout();
  const light = useLightPage();

  const social = safeUrl(settings?.socialMediaUrl, { allowPath: false });

  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <FacilityAddress
          settings={settings}
          labels={{ address: t('footer.address'), phone: t('footer.phone'), email: t('footer.email') }}
          layout="inline"
          classes={{ address: classes.contact, line: classes.addressLine }}
        />
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
        {light ? (
          // A light page knows her from her browser: the behaviour writes her number in and signs her
          // out (light/signed-in.ts). One painted with her session (/reserve) shows it at once.
          <p
            className={classes.signedIn}
            data-audience="member"
            data-behaviour="signed-in"
            hidden={state.status !== 'authorized'}
          >
            {t('footer.signedInPhone')}:{' '}
            <bdi dir="ltr" data-session-phone>
              {state.status === 'authorized' ? displayPhone(state.session) : null}
            </bdi>{' '}
            -{' '}
            <button type="button" className={classes.linkButton} data-logout>
              {t('footer.logout')}
            </button>
          </p>
        ) : state.status === 'authorized' ? (
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
