import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePaths } from '../../shared/route-paths';
import { GUIDE_PAGES, type GuidePage, type HomeContent } from './home-content';
import classes from './home.module.css';

const titleKeys = {
  whatIsAMikvah: 'pages.whatIsAMikvah',
  cycleOfSanctity: 'pages.cycleOfSanctity',
  magnificentNewMikvah: 'pages.magnificentNewMikvah',
  blog: 'pages.blog',
  about: 'pages.about',
  kallahTours: 'pages.kallahTours',
} as const satisfies Record<GuidePage, string>;

/** Cards leading to the information pages; the whole card is the link's target area. */
export function GuideCards({ guides }: { guides: HomeContent['guides'] }) {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="guides-heading">
      <h2 id="guides-heading" className={classes.sectionTitle}>
        {guides.heading}
      </h2>
      <p className={classes.sectionLead}>{guides.lead}</p>
      <ul className={classes.guides}>
        {GUIDE_PAGES.map((guide) => (
          <li key={guide} className={classes.guide}>
            <h3>
              <Link to={routePaths[guide]} className={classes.guideLink}>
                {t(titleKeys[guide])}
              </Link>
            </h3>
            <p>{guides.cards[guide]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
