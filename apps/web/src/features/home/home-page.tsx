import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../ui/document-title';
import { CountersSection } from './counters-section';
import { DistancePicker } from './distance-picker';
import { FeaturesSection } from './features-section';
import { GuideCards } from './guide-cards';
import { homeContent } from './home-content';
import { HomeHeader } from './home-header';
import { HomeIntro } from './home-intro';
import classes from './home.module.css';
import { TestimonialsSection } from './testimonials-section';
import { VisitTabs } from './visit-tabs';

/** Home: the public header (docs/product/booking.md §2), then the marketing sections of docs/product/site-and-staff.md §2. */
export default function HomePage() {
  const { t } = useTranslation();
  const content = homeContent.useContent();
  return (
    <div className={classes.home}>
      <DocumentTitle page={t('nav.home')} />
      <HomeHeader />
      <HomeIntro intro={content.intro} />
      <FeaturesSection features={content.features} />
      <CountersSection counters={content.counters} />
      <VisitTabs tabs={content.tabs} />
      <TestimonialsSection testimonials={content.testimonials} />
      <DistancePicker names={content.neighbourhoods} />
      <GuideCards guides={content.guides} />
    </div>
  );
}
