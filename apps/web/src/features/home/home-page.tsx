import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../app/route-paths';
import { HomeHeader } from './home-header';
import classes from './home.module.css';

/** Home: the public header and a short welcome. The marketing sections come later. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className={classes.home}>
      <title>{t('app.documentTitle', { page: t('nav.home'), site: t('app.name') })}</title>
      <HomeHeader />
      <section className={classes.welcome} aria-labelledby="welcome-heading">
        <h2 id="welcome-heading">{t('home.welcomeHeading')}</h2>
        <p>{t('home.welcomeText')}</p>
        <ul className={classes.quickLinks}>
          <li>
            <Link to={routePaths.hours}>{t('home.seeHours')}</Link>
          </li>
          <li>
            <Link to={routePaths.contact}>{t('nav.contact')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
