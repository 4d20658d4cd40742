import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import type { HomeContent } from './home-content';
import classes from './home.module.css';

/** Water and a rising moon, drawn here: no image request, and it flips with nothing to flip. */
function WaterArt() {
  return (
    <svg className={classes.introArt} viewBox="0 0 240 160" aria-hidden="true">
      <defs>
        <linearGradient id="home-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dff0f3" />
          <stop offset="1" stopColor="#f7fbfc" />
        </linearGradient>
      </defs>
      <rect width="240" height="160" rx="18" fill="url(#home-sky)" />
      <circle cx="168" cy="52" r="22" fill="#f4e3b5" />
      <path d="M0 96c30-14 50-14 80 0s50 14 80 0 50-14 80 0v64H0z" fill="#9fcfd8" />
      <path d="M0 116c30-12 50-12 80 0s50 12 80 0 50-12 80 0v44H0z" fill="#4f9fb0" />
      <path d="M0 136c30-10 50-10 80 0s50 10 80 0 50-10 80 0v24H0z" fill="#155e70" />
    </svg>
  );
}

export function HomeIntro({ intro }: { intro: HomeContent['intro'] }) {
  const { t } = useTranslation();
  return (
    <section className={`${classes.section} ${classes.intro}`} aria-labelledby="intro-heading">
      <div>
        <h2 id="intro-heading" className={classes.sectionTitle}>
          {intro.heading}
        </h2>
        {intro.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <ul className={classes.quickLinks}>
          <li>
            <Link to={routePaths.hours}>{t('home.seeHours')}</Link>
          </li>
          <li>
            <Link to={routePaths.whatIsAMikvah}>{t('pages.whatIsAMikvah')}</Link>
          </li>
          <li>
            <Link to={routePaths.contact}>{t('nav.contact')}</Link>
          </li>
        </ul>
      </div>
      <WaterArt />
    </section>
  );
}
