import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBehaviours } from '../../light/use-behaviours';
import classes from './home.module.css';
import type { HomeContent } from './home-content';
import { DEFAULT_NEIGHBOURHOOD, driveMinutes, NEIGHBOURHOODS } from './neighbourhoods';

/**
 * "How far is it?": pick a neighbourhood, see its distance in miles and a rough drive time. Every
 * answer is in the markup, the chosen one shown (light/choice.ts), so it works on a light page.
 */
export function DistancePicker({ names }: { names: HomeContent['neighbourhoods'] }) {
  const { t } = useTranslation();
  const root = useBehaviours<HTMLElement>();
  const selectId = useId();

  return (
    <section ref={root} className={classes.section} aria-labelledby="distance-heading">
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
            defaultValue={DEFAULT_NEIGHBOURHOOD.id}
            data-behaviour="choice"
          >
            {NEIGHBOURHOODS.map((n) => (
              <option key={n.id} value={n.id}>
                {t('home.distance.option', { name: names[n.id], miles: n.miles })}
              </option>
            ))}
          </select>
        </div>
        <div aria-live="polite">
          {NEIGHBOURHOODS.map((n) => (
            <p
              key={n.id}
              className={classes.distanceResult}
              data-choice-of={selectId}
              data-choice={n.id}
              hidden={n.id !== DEFAULT_NEIGHBOURHOOD.id}
            >
              <span className={classes.distanceMiles}>{t('home.distance.miles', { miles: n.miles })}</span>
              <span>{t('home.distance.result', { name: names[n.id], minutes: driveMinutes(n.miles) })}</span>
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
