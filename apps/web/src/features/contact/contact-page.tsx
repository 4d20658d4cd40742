import { useTranslation } from 'react-i18next';
import { useSettings } from '../../api/settings';
import { useLightPage } from '../../shared/light-page';
import { useSession } from '../../shared/session-context';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { PublicFormIsland } from '../../ui/public-form-island';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import classes from './contact.module.css';
import { FacilityMap } from './facility-map';
import { coordinatesFrom } from './map-links';

/** /contact (docs/product/site-and-staff.md §2, docs/product/booking.md §2): the form, the address and contact details, and the map. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { status, session } = useSession();
  const lightPage = useLightPage() !== null;
  const { data: settings } = useSettings();
  const point = coordinatesFrom(settings?.locationLat, settings?.locationLong);

  return (
    <Page title={t('pages.contact')}>
      <div className={classes.layout}>
        <section className={classes.column} aria-labelledby="contact-form-title">
          <p className={classes.intro}>{t('contactPage.intro')}</p>
          <h2 id="contact-form-title" className={classes.subtitle}>
            {t('contactPage.formTitle')}
          </h2>
          {/* Whether the last name is required depends on her session: the app waits for its check; on
              the server's page, the form reads her stored session once in her browser. */}
          {status === 'checking' && !lightPage ? (
            <PageLoader />
          ) : (
            <PublicFormIsland
              name="contact-form"
              component={ContactForm}
              props={{ signedIn: status === 'checking' ? null : !!session }}
            />
          )}
        </section>
        <section className={classes.column} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={classes.subtitle}>
            {t('contactPage.detailsTitle')}
          </h2>
          <ContactDetails settings={settings} />
          {settings ? <FacilityMap point={point} address={settings.facilityAddress ?? ''} /> : null}
        </section>
      </div>
    </Page>
  );
}
