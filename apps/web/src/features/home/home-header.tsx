import { ButtonLink } from '../../ui/button-link';
import { useTranslation } from 'react-i18next';
import { routePaths } from '../../shared/route-paths';
import { useSettings } from '../../api/settings';
import { safeUrl } from '../../ui/url';
import { HomeBanner } from './home-banner';
import classes from './home.module.css';

/** Line breaks of websiteHomePageMessage make paragraphs; blank lines are skipped. */
export function messageParagraphs(message: string | undefined): string[] {
  return (message ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** docs/product/booking.md §2 Public header: banner, Book Your Visit, home message and the banner-image modal. */
export function HomeHeader() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const name = settings?.facilityName ?? '';
  const paragraphs = messageParagraphs(settings?.websiteHomePageMessage);
  const bannerImage = safeUrl(settings?.websiteBannerImage);
  const bannerDestination = safeUrl(settings?.websiteBannerDestinationUrl) ?? undefined;

  return (
    <section className={classes.hero} aria-labelledby="home-heading">
      <div className={classes.heroInner}>
        <h1 id="home-heading" className={classes.heroTitle}>
          {name ? t('home.headingNamed', { name }) : t('home.heading')}
        </h1>
        <p className={classes.heroLead}>{t('home.lead')}</p>
        <ButtonLink to={routePaths.reserve} size="lg" variant="white" className={classes.heroButton}>
          {t('nav.bookYourVisit')}
        </ButtonLink>
      </div>
      {paragraphs.length > 0 ? (
        <div className={classes.message} role="note" aria-label={t('home.messageLabel')}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {bannerImage ? <HomeBanner image={bannerImage} destinationUrl={bannerDestination} /> : null}
    </section>
  );
}
