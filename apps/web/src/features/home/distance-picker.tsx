import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/language';
import classes from './home.module.css';
import { DEFAULT_NEIGHBOURHOOD, driveMinutes, NEIGHBOURHOODS } from './neighbourhoods';

/** "How far is it?": pick a neighbourhood, see its distance in miles and a rough drive time. */
export function DistancePicker() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [id, setId] = useState(DEFAULT_NEIGHBOURHOOD.id);
  const selectId = useId();
  const selected = NEIGHBOURHOODS.find((n) => n.id === id) ?? DEFAULT_NEIGHBOURHOOD;

  return (
    <section className={classes.section} aria-labelledby="distance-heading">
      <h2 id="distance-heading" className={classes.sectionTitle}>
        {t('home.distance.heading')}
      </h2>
      <p className={classes.sectionLead}>{t('home.distance.lead')}</p>
      <div className={classes.distance}>
        {/* The browser's own select, styled like the site's inputs: the home page carries no form
            library for its one control. */}
        <div className={classes.distanceField}>
          <label htmlFor={selectId} className={classes.distanceLabel}>
            {t('home.distance.label')}
          </label>
          <select
            id={selectId}
            className={classes.distanceSelect}
            value={id}
            onChange={(event) => setId(event.currentTarget.value)}
          >
            {NEIGHBOURHOODS.map((n) => (
              <option key={n.id} value={n.id}>
                {t('home.distance.option', { name: n.name[language], miles: n.miles })}
              </option>
            ))}
          </select>
        </div>
        <p className={classes.distanceResult} aria-live="polite">
          <span className={classes.distanceMiles}>{t('home.distance.miles', { miles: selected.miles })}</span>
          <span>
            {t('home.distance.result', {
              name: selected.name[language],
              minutes: driveMinutes(selected.miles),
            })}
          </span>
        </p>
      </div>
    </section>
  );
}
