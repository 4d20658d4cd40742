import '@mantine/core/styles/Input.layer.css';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/language';
import classes from './home.module.css';
import { DEFAULT_NEIGHBOURHOOD, driveMinutes, NEIGHBOURHOODS } from './neighbourhoods';

/** "How far is it?": pick a neighbourhood, see its distance in miles and a rough drive time. */
export function DistancePicker() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [id, setId] = useState(DEFAULT_NEIGHBOURHOOD.id);
  const selected = NEIGHBOURHOODS.find((n) => n.id === id) ?? DEFAULT_NEIGHBOURHOOD;

  return (
    <section className={classes.section} aria-labelledby="distance-heading">
      <h2 id="distance-heading" className={classes.sectionTitle}>
        {t('home.distance.heading')}
      </h2>
      <p className={classes.sectionLead}>{t('home.distance.lead')}</p>
      <div className={classes.distance}>
        <NativeSelect
          label={t('home.distance.label')}
          value={id}
          onChange={(event) => setId(event.currentTarget.value)}
          data={NEIGHBOURHOODS.map((n) => ({
            value: n.id,
            label: t('home.distance.option', { name: n.name[language], miles: n.miles }),
          }))}
          className={classes.distanceSelect}
        />
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
