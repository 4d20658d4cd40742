import { useTranslation } from 'react-i18next';
import { useSetting } from '../../api/settings';
import { useTours } from './api/tours';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/language';
import { Page } from '../../ui/page';
import { PublicFormIsland } from '../../ui/public-form-island';
import { KALLAH_FALLBACK_TEXTS, KallahFallbackForm } from './kallah-fallback-form';
import { tourLocation } from './kallah-rules';
import { KALLAH_SIGNUP_TEXTS, KallahSignupForm } from './kallah-signup-form';
import { tourWhen } from './tour-format';
import classes from './tours.module.css';
import { QueryView } from '../../ui/query-view';

/**
 * /kallah-tours (docs/product/site-and-staff.md §2): the intro, the next tour's date and time and where it meets, then the
 * sign-up form; with no tour on the calendar, the explanation and the "let me know" form instead.
 */
export default function KallahToursPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const tours = useTours('Kallah');
  const address = useSetting('facilityAddress');

  const content = (
    <QueryView queries={[tours]} retry>
      {(upcoming) => {
        const [next] = upcoming;
        return (
          <>
            <dl className={classes.facts}>
              {next ? (
                <div className={classes.fact}>
                  <dt>{t('kallahToursPage.nextTour')}</dt>
                  <dd>{tourWhen(next.date, language)}</dd>
                </div>
              ) : null}
              <div className={classes.fact}>
                <dt>{t('kallahToursPage.location')}</dt>
                <dd>
                  <bdi>{tourLocation(next?.location, address)}</bdi>
                </dd>
              </div>
            </dl>
            {next ? (
              <PublicFormIsland
                name="kallah-signup-form"
                component={KallahSignupForm}
                props={{ tours: upcoming }}
                texts={KALLAH_SIGNUP_TEXTS}
              />
            ) : (
              <>
                <p className={classes.text}>{t('kallahToursPage.noTours')}</p>
                <PublicFormIsland
                  name="kallah-fallback-form"
                  component={KallahFallbackForm}
                  props={{}}
                  texts={KALLAH_FALLBACK_TEXTS}
                />
              </>
            )}
          </>
        );
      }}
    </QueryView>
  );

  return (
    <Page title={t('pages.kallahTours')}>
      <div className={classes.body}>
        <p className={classes.text}>{t('kallahToursPage.intro')}</p>
        {content}
      </div>
    </Page>
  );
}
