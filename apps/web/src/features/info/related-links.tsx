import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import classes from './article.module.css';

const pages = [
  { to: routePaths.whatIsAMikvah, key: 'pages.whatIsAMikvah' },
  { to: routePaths.cycleOfSanctity, key: 'pages.cycleOfSanctity' },
  { to: routePaths.magnificentNewMikvah, key: 'pages.magnificentNewMikvah' },
  { to: routePaths.about, key: 'pages.about' },
  { to: routePaths.blog, key: 'pages.blog' },
] as const;

/** "Read more": the other information pages, so a reader can go on without the menu. */
export function RelatedLinks({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav className={classes.related} aria-labelledby="related-heading">
      <h2 id="related-heading">{t('info.readMore')}</h2>
      <ul>
        {pages
          .filter((page) => page.to !== current)
          .map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{t(page.key)}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
