import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFacilitiesTonight, type FacilityTonightView } from '../../api/facilities';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/language';
import { useHebrewNames, nightNoteText, type HebrewNames } from '../../ui/hebrew-names';
import { Page } from '../../ui/page';
import { PageLoader } from '../../ui/page-loader';
import { QueryView } from '../../ui/query-view';
import { NightTimes, nightClasses } from '../../ui/night-times';
import classes from './directory.module.css';

const LIST_ID = 'directory-list';

function FacilityTonight({
  facility,
  language,
  hebrew,
}: {
  facility: FacilityTonightView;
  language: Language;
  hebrew: HebrewNames | null;
}) {
  const { t } = useTranslation();
  // The holiday named in her language, as the hours page names it.
  const note = nightNoteText(facility, hebrew);
  const headingId = `facility-${facility.slug}`;
  const rows = [
    { key: 'open', label: t('hours.open'), iso: facility.openTime },
    { key: 'zman', label: t('hours.zmanTevilah'), iso: facility.zmanTevillah },
    { key: 'lastEntry', label: t('hours.lastEntry'), iso: facility.lastEntryTime },
  ];
  const site = facility.url;
  return (
    <li
      className={classes.facility}
      aria-labelledby={headingId}
      data-lat={facility.location.lat}
      data-lng={facility.location.lng}
    >
      <h2 className={classes.name} id={headingId}>
        <bdi>{facility.name}</bdi>
      </h2>
      {/* Filled in her browser when she asks for distances; her location is never sent. */}
      <p className={classes.distance} data-distance hidden />
      {note ? (
        <p className={nightClasses.note}>
          <bdi>{note}</bdi>
        </p>
      ) : null}
      {facility.open ? (
        <NightTimes rows={rows} language={language} />
      ) : (
        <p className={nightClasses.closed}>{t('directory.closedTonight')}</p>
      )}
      {facility.open ? (
        <p className={classes.places}>
          {facility.reservationsRemain ? t('directory.placesRemain') : t('directory.noPlaces')}
        </p>
      ) : null}
      {/* A site this host cannot name (the server says why) gets no link: one to this host would be this facility's. */}
      {site === '' ? null : (
        <p className={classes.book}>
          {facility.open && facility.reservationsRemain ? (
            <a className={classes.bookLink} href={`${site}/reserve`}>
              {t('directory.book', { name: facility.name })}
            </a>
          ) : (
            <a className={classes.hoursLink} href={`${site}/hours`}>
              {t('directory.hours', { name: facility.name })}
            </a>
          )}
        </p>
      )}
    </li>
  );
}

function FacilityList({ facilities, language }: { facilities: FacilityTonightView[]; language: Language }) {
  const hebrew = useHebrewNames(language);
  return (
    <ol className={classes.list} id={LIST_ID}>
      {facilities.map((facility) => (
        <FacilityTonight key={facility.slug} facility={facility} language={language} hebrew={hebrew} />
      ))}
    </ol>
  );
}

/**
 * Tonight's mikvaot (docs/facilities.md): every facility of the deployment with tonight's opening,
 * zman tevilah and last entry in its own time zone, whether places remain, and a link to book on its
 * own site. Distances are worked out in her browser when she asks (light/distance.ts).
 */
export default function DirectoryPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const tonight = useFacilitiesTonight();
  return (
    <Page title={t('directory.title')} intro={t('directory.intro')}>
      <div className={classes.near}>
        <button
          type="button"
          className={classes.nearButton}
          data-behaviour="distance"
          data-list={LIST_ID}
          data-away={t('directory.away', { km: '{km}' })}
          data-sorted={t('directory.sorted')}
          data-refused={t('directory.locationRefused')}
          aria-describedby="directory-status"
        >
          {t('directory.nearMe')}
        </button>
        <span id="directory-status" className={classes.status} role="status" />
      </div>
      <QueryView queries={[tonight]} retry loadingLabel={t('directory.loading')}>
        {(facilities) => (
          <Suspense fallback={<PageLoader label={t('directory.loading')} />}>
            <FacilityList facilities={facilities} language={language} />
          </Suspense>
        )}
      </QueryView>
    </Page>
  );
}
